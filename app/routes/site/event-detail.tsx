import { redirect } from 'react-router';
import type { Route } from './+types/event-detail';
import { canEditEvent } from '../../../core/accounts/policy';
import { hallStreamOf } from '../../../core/livestreams/live-stream-of';
import { getSignupBox } from '../../../core/signups/get-signup-box';
import { countSignups } from '../../../core/signups/cancel-signups';
import { getProgrammeEvent } from '../../../core/programme/get-programme-event';
import { findEventMaterials } from '../../../core/programme/find-event-materials';
import { EVENT_TYPE } from '../../../core/events/event-types';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { richTextToPlain } from '../../../core/rich-text/rich-text-to-plain';
import { pageSearch } from '../../auth/redirect-to';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { DelayNote } from '../../components/programme/delay-note';
import { StarToggle } from '../../components/programme/star-toggle';
import { WatchLiveLinkPart } from '../../components/programme/event-parts-on-demand';
import { useSessionPhase } from '../../components/programme/programme-clock';
import { SessionState } from '../../components/programme/session-state';
import { eventHref } from '../../i18n/event-href';
import { eventWhen } from '../../components/programme/event-when';
import {
  EventAccessNote,
  EventContent,
  EventFacts,
  EventHeroImage,
  EventSummary,
  preloadEventParts,
} from '../../components/programme/event-sections';
import { partOnDemand } from '../../components/ui/part-on-demand';
import { BROUGHT_TEXT_PACKS } from '../../i18n/text-packs';
import { localeFromPath, type Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import programmeCss from '../../styles/programme.css?url';
import { orNotFound, parseDetailId } from '../not-found';
import { loadAttendance } from './event-attendance.server';
import { loadWaitlist } from './event-waitlist.server';
import { signupAction } from './event-signup.server';
import { redirectPastEvent } from './archive/past-event-redirect.server';
import { AppError } from '../../../core/errors/app-error';
import { preloadSignupParts, SeminarSignup } from '../../components/programme/seminar-signup';
import { errorMeta, routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

// What only an event's editors (and, for the waiting list, its staff) see: loaded when a page
// shows it, not by every visitor's page (decision 189).
const AttendeeSection = partOnDemand(
  () => import('../../components/programme/attendee-section').then((m) => m.AttendeeSection),
  BROUGHT_TEXT_PACKS['app/components/programme/attendee-section.tsx'],
  '#event-attendees',
);
const WaitlistSection = partOnDemand(
  () => import('../../components/programme/waitlist-section').then((m) => m.WaitlistSection),
  BROUGHT_TEXT_PACKS['app/components/programme/waitlist-section.tsx'],
  '#event-waitlist',
);
// Its link to the event's form and its delete button, and the draft note: what only the event's
// editors see, with its texts (decision 209).
const editingPacks = BROUGHT_TEXT_PACKS['app/components/programme/delete-event-button.tsx'];
const EventEditControls = partOnDemand(
  () => import('../../components/programme/delete-event-button').then((m) => m.EventEditControls),
  editingPacks,
  '.event-edit-link',
);
const EventDraftNote = partOnDemand(
  () => import('../../components/programme/delete-event-button').then((m) => m.EventDraftNote),
  editingPacks,
  '.event-draft',
);

/**
 * One module for ProfSeminarDetail and AccoEventDetail. The address is canonical: a missing or
 * outdated slug, or the other section's path, answers 301 to the event's one right address; a
 * past edition's event answers 301 to the current one of its slug, else to the archive.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, context, request } = args;
  const { db, config, clock } = context.get(appContext);
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  const locale = localeFromPath(pathname);
  const id = parseDetailId(params.id);
  const viewer = await getUser(args);
  const event = await orNotFound(
    getProgrammeEvent(db, { id, viewer, timezone: config.timezone }).catch(async (error: unknown) => {
      // Not this edition's: a past edition's event moves to this year's of its slug or to the archive (decision 162).
      if (error instanceof AppError && error.status === 404)
        await redirectPastEvent(db, { id, viewer, locale, search: pageSearch(url) });
      throw error;
    }),
  );

  const canonical = eventHref(event, locale);
  if (canonical !== pathname) throw redirect(canonical.includes('#') ? canonical : canonical + pageSearch(url), 301);
  // The Edit button (decision 024), by the rule PUT /api/events/{id} applies.
  const editable = canEditEvent(viewer, { exhibitorId: event.organiser?.id ?? null }, viewer?.editableExhibitorIds ?? []);
  // Independent reads: one round trip's wait instead of two.
  const now = clock();
  const [attendees, signup, waitlist, materials, signups] = await Promise.all([
    loadAttendance(db, viewer, event),
    // What the viewer may do now, judged by core on the scheduled times (decision 071), not the shown ones.
    event.type === EVENT_TYPE.seminar ? getSignupBox(db, { viewer, eventId: event.id, now }) : null,
    loadWaitlist(db, viewer, event),
    // Attachments of a published event only (decision 088); a draft's editors see them in the admin.
    event.published ? findEventMaterials(db, { eventId: event.id, end: new Date(event.end), now }) : null,
    // Who a delete would send the cancellation mail, for its question (decision 061).
    editable ? countSignups(db, [event.id]).then((counts) => counts.get(event.id)!) : null,
  ]);
  // Signing someone off (an Admin, decision 055) as the box allows it; the API checks again.
  const canSignOff = attendees !== null && (signup?.may.signOffOthers ?? false);
  // While in progress (by the programme's clock, in the browser too) it links to its hall's stream.
  const hallStream = hallStreamOf(event);
  return {
    event,
    editable,
    signups: signups ? signups.taken + signups.waiting : 0,
    attendees,
    canSignOff,
    signup,
    waitlist,
    hallStream,
    materials,
    metaDescription: metaDescription(event, locale, config.timezone),
  };
}

/** A navigation renders the page with the parts loaded on demand that it shows, not before them. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  await Promise.all([
    data.signup ? preloadSignupParts(data.signup, url.searchParams, locale) : null,
    data.attendees ? AttendeeSection.preload(locale) : null,
    data.waitlist?.length ? WaitlistSection.preload(locale) : null,
    data.editable || !data.event.published ? EventEditControls.preload(locale) : null,
    preloadEventParts(data, locale),
  ]);
  return data;
}

/** The sign-up box's plain form post: join, the queue or leave (decision 126). */
export async function action(args: Route.ActionArgs) {
  return signupAction(args, parseDetailId(args.params.id));
}

// Drafts are shown to their editors, restricted events to their audience (decision 027): the
// answer depends on the session.
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname);
  const event = args.loaderData?.event;
  if (!event) return errorMeta(args.error, locale);
  return routeMeta(args, {
    title: localized(event.name, event.name_en, locale),
    description: args.loaderData.metaDescription,
    // Shares show the event's picture, else its organiser's logo.
    image: (event.image ?? event.organiser?.logo)?.url ?? null,
    type: 'event',
    // Each language at its own slug (the English name's where there is one), as links and the sitemap have it.
    alternates: { cs: eventHref(event, 'cs'), en: eventHref(event, 'en') },
    robots: event.published ? undefined : 'noindex',
  });
}

export default function EventDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { event } = loaderData;
  const name = localized(event.name, event.name_en, locale);
  const seminar = event.type === EVENT_TYPE.seminar;
  const phase = useSessionPhase(event);
  const section = seminar
    ? { label: t('seminars.title'), to: href('ProfSeminars', {}, locale), area: 'seminars' }
    : { label: t('accompanying.title'), to: href('AccoEvents', {}, locale), area: 'accompanying' };

  return (
    <article className={`event-page area-${section.area}`}>
      <header className="event-hero">
        <div className="container event-hero-grid">
          <div className="event-hero-text">
            <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, section, { label: name }]} />
            {event.published ? null : <EventDraftNote />}
            <EventAccessNote event={event} />
            <h1 className="event-title">{name}</h1>
            <EventSummary
              event={event}
              afterTime={
                <>
                  {' '}
                  <SessionState phase={phase} />
                  {event.delay ? <DelayNote delay={event.delay} className="event-summary-delay" /> : null}
                </>
              }
            />
            {loaderData.hallStream && phase === 'running' ? (
              <p className="event-watch-live">
                <WatchLiveLinkPart stream={loaderData.hallStream} />
              </p>
            ) : null}
            <div className="event-star">
              <StarToggle eventId={event.id} name={name} withText />
            </div>
            {loaderData.editable ? (
              <div className="event-edit-link">
                <EventEditControls eventId={event.id} name={name} signups={loaderData.signups} listHref={section.to} />
              </div>
            ) : null}
          </div>
          <EventHeroImage event={event} />
        </div>
      </header>
      <div className="container event-layout">
        <aside className="event-aside" aria-label={t('programme.details')}>
          <EventFacts event={event} showLogo={Boolean(event.image)} />
          {loaderData.signup ? (
            <SeminarSignup
              eventId={event.id}
              initial={loaderData.signup}
              answer={actionData && 'signup' in actionData ? actionData.signup : undefined}
              quickAnswer={actionData && 'quick' in actionData ? actionData.quick : undefined}
            />
          ) : null}
        </aside>
        <div className="event-main">
          <EventContent event={event} materials={loaderData.materials} />
          {loaderData.attendees ? (
            <AttendeeSection
              eventId={event.id}
              attendees={loaderData.attendees}
              capacity={loaderData.signup?.max ?? null}
              canSignOff={loaderData.canSignOff}
            />
          ) : null}
          {/* Only when someone waits: a part loaded on demand always shows its markup (part-on-demand.tsx). */}
          {loaderData.waitlist?.length ? <WaitlistSection waitlist={loaderData.waitlist} /> : null}
        </div>
      </div>
    </article>
  );
}

/** The description's first words for search results and shares; without one, when and where. */
function metaDescription(event: ProgrammeEventDetail, locale: Locale, timezone: string): string {
  const text = richTextToPlain(localized(event.description, event.description_en, locale))
    .replace(/\s+/g, ' ')
    .trim();
  if (text) return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
  const venue = event.hall ?? event.location;
  return createT(locale)('event.metaDescription', {
    name: localized(event.name, event.name_en, locale),
    when: eventWhen(event.start, event.end, locale, timezone).full,
    place: venue ? `, ${localized(venue.name, venue.name_en, locale)}` : '',
  });
}
