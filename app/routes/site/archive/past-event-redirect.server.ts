import { redirect } from 'react-router';
import type { ViewerWithRights } from '../../../../core/accounts/policy';
import { findArchivedEvent, findCurrentEventBySlug } from '../../../../core/editions/archived-event';
import type { Db } from '../../../../db/client';
import { eventHref } from '../../../i18n/event-href';
import type { Locale } from '../../../i18n/locale';

/**
 * An old link to a past edition's event at today's URLs (decision 162): 301 to the current
 * edition's event of the same slug when there is one (this year's session of the same name wins),
 * else to the event's page in the archive. Returns when the id is no archived event the viewer
 * may see, so the page answers its 404.
 */
export async function redirectPastEvent(
  db: Db,
  opts: { id: number; viewer: ViewerWithRights | null; locale: Locale; search: string },
): Promise<void> {
  const past = await findArchivedEvent(db, opts);
  if (!past) return;
  const twin = await findCurrentEventBySlug(db, { slug: past.slug, viewer: opts.viewer });
  const to = twin ? eventHref(twin, opts.locale) : eventHref(past, opts.locale, past.year) + opts.search;
  throw redirect(to, 301);
}
