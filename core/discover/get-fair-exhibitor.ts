import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, exhibitors } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import type { EditionRef } from '../editions/current-edition';
import { exhibitorIsPublic } from '../exhibitors/exhibitor-visibility';
import { siteImageColumns, toSiteImage, type SiteImage } from '../site/site-image';
import { findLinkedEvents, type LinkedEvent } from './linked-event';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

export type FairExhibitorDetail = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  /** The English page's slug (exhibitors.slug_en), null without an English name. */
  slug_en: string | null;
  logo: SiteImage | null;
  person: string | null;
  phone: string | null;
  email: string | null;
  /** Sanitized HTML. */
  description: string;
  description_en: string;
  /** Its published events the viewer may see in the edition asked for, by start. */
  events: LinkedEvent[];
};

/**
 * An exhibitor's stand on the fair. Only public exhibitors have one: a non-public exhibitor
 * still shows on the events it organises, but asking for its fair page is "not found". Its events
 * are one edition's: the current one unless named (the archive's fair).
 */
export async function getFairExhibitor(
  db: Db,
  opts: { id: number; viewer: ViewerWithRights | null; edition?: EditionRef },
): Promise<FairExhibitorDetail> {
  const exhibitor = await db.query.exhibitors.findFirst({
    columns: {
      id: true,
      name: true,
      name_en: true,
      slug: true,
      slug_en: true,
      person: true,
      phone: true,
      email: true,
      description: true,
      description_en: true,
    },
    with: { logo: { columns: siteImageColumns } },
    where: and(eq(exhibitors.id, opts.id), exhibitorIsPublic),
  });
  if (!exhibitor) throw notFound('Exhibitor');
  return {
    ...exhibitor,
    logo: toSiteImage(exhibitor.logo),
    description: sanitizeRichText(exhibitor.description),
    description_en: sanitizeRichText(exhibitor.description_en),
    events: await findLinkedEvents(db, eq(events.exhibitorId, exhibitor.id), opts.viewer, opts.edition),
  };
}
