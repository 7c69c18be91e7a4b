import type { Db } from '../../db/client';
import { notFound } from '../errors/app-error';
import { findEvents } from '../events/find-events';
import { getExhibitor } from '../exhibitors/get-exhibitor';
import { toSiteImage, type SiteImage } from '../site/site-image';
import { toLinkedEvent, type LinkedEvent } from './linked-event';
import { publicRead } from './public-read';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

export type FairExhibitorDetail = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  logo: SiteImage | null;
  person: string | null;
  phone: string | null;
  email: string | null;
  /** Sanitized HTML. */
  description: string;
  description_en: string;
  /** Its published events, by start. */
  events: LinkedEvent[];
};

/**
 * An exhibitor's stand on the fair. Only public exhibitors have one: a non-public exhibitor
 * still shows on the events it organises, but asking for its fair page is "not found".
 */
export async function getFairExhibitor(db: Db, opts: { id: number; timezone: string }): Promise<FairExhibitorDetail> {
  const exhibitor = await getExhibitor(db, { ...publicRead(opts.timezone), id: opts.id });
  if (!exhibitor.ispublic) throw notFound('Exhibitor');
  const events = await findEvents(
    db,
    publicRead(opts.timezone, { 'exhibitor.id': exhibitor.id, _sort: 'start:asc', _limit: 9999 }),
  );
  return {
    id: exhibitor.id,
    name: exhibitor.name,
    name_en: exhibitor.name_en,
    slug: exhibitor.slug,
    logo: toSiteImage(exhibitor.logo),
    person: exhibitor.person,
    phone: exhibitor.phone,
    email: exhibitor.email,
    description: sanitizeRichText(exhibitor.description),
    description_en: sanitizeRichText(exhibitor.description_en),
    events: events.map(toLinkedEvent),
  };
}
