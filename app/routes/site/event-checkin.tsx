import type { Route } from './+types/event-checkin';
import { findAttendees } from '../../../core/attendance/find-attendees';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { loadEventToEdit } from '../../auth/guards.server';
import { appContext } from '../../context';
import { CheckinView } from '../../components/checkin/checkin-view';
import { eventHref } from '../../components/programme/event-paths';
import { eventWhen } from '../../components/programme/event-when';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import { notFound, parseDetailId } from '../not-found';

/**
 * CheckIn (issue 10 item 10, decision 025): a seminar's attendees for ticking off at the door,
 * on a phone. Who may see it is who may see the attendee table (policy.canSeeAttendees, the
 * edit right): a guest goes to the login page and back, anyone else home with "no access".
 * Sorted by surname, without the site's chrome, and opened offline by the door's service worker
 * after one visit (decision 116).
 */
export async function loader(args: Route.LoaderArgs) {
  const id = parseDetailId(args.params.id);
  const { user, event } = await loadEventToEdit(args, id);
  // Only seminars take sign-ups, so only they have attendees to check in.
  if (event.eventtype.id !== EVENT_TYPE.seminar) throw notFound();
  const { db } = args.context.get(appContext);
  const { attendees } = await findAttendees(db, { viewer: user, eventId: id });
  const { name, name_en, slug, slug_en, start, end } = event;
  return { event: { id, type: event.eventtype.id, name, name_en, slug, slug_en, start, end }, attendees };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const t = createT(locale);
  const event = args.loaderData?.event;
  const title = event ? t('checkin.metaTitle', { name: localized(event.name, event.name_en, locale) }) : t('checkin.title');
  return routeMeta(args, { title, robots: 'noindex' });
}

// Contacts of attendees for one organiser: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function EventCheckin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { event, attendees } = loaderData;
  return (
    // Its own page without the site's header and footer (decision 116): a phone at the door.
    <main id="main" className="container checkin-page">
      <header className="checkin-header">
        <p className="checkin-eyebrow">{t('checkin.title')}</p>
        <h1 className="checkin-title">{localized(event.name, event.name_en, locale)}</h1>
        <p className="checkin-when">{eventWhen(event.start, event.end, locale, tz).full}</p>
      </header>
      <CheckinView eventId={event.id} initial={attendees} backTo={eventHref(event, locale)} />
    </main>
  );
}
