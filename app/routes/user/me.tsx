import { Link } from '../../components/ui/link';
import type { Route } from './+types/me';
import type { SessionUser } from '../../../core/accounts/get-session-user';
import { INVOICE_FIELDS, pickFields } from '../../../core/accounts/buyer-fields';
import { findPendingEmail } from '../../../core/accounts/pending-email';
import { findJoinedEvents } from '../../../core/events/find-joined-events';
import { findOrganisedEvents } from '../../../core/events/find-organised-events';
import { findSpeakers } from '../../../core/speakers/find-speakers';
import type { Db } from '../../../db/client';
import { requireUser } from '../../auth/guards.server';
import { isConfirmedMember } from '../../../core/accounts/policy';
import { appContext } from '../../context';
import { readFormValues } from '../../forms/form-errors';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import '../../styles/account.css';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { routeMeta } from '../../seo/route-meta';
import { MeEvents } from './me-events';
import { MeSectionForm } from './me-section-form';
import { MeSpeakers, type EditableSpeaker } from './me-speakers';
import { MeTickets } from './me-tickets';
import { MeSessions, SIGN_OUT_EVERYWHERE } from './me-sessions';
import { claimTicketFromForm, confirmSeatFromForm, saveMeForm, signOutEverywhereFromForm } from './me.server';
import { CONFIRM_SEAT_INTENT } from '../../components/programme/seat-confirm-form';
import { deleteAccountFromForm, newsletterFromForm } from './me-privacy.server';
import { DELETE_ACCOUNT, MePrivacy, NEWSLETTER } from './me-privacy';
import { findNewsletterConsent } from '../../../core/privacy/newsletter-consent';
import { findMyTickets } from '../../../core/tickets/find-my-tickets';
import { ticketQrDataUrl } from '../../../core/tickets/ticket-qr';
import { signTicketCode } from '../../../core/tickets/ticket-signature';
import { DEFAULT_SESSION_IDLE_SECONDS } from '../../../core/accounts/session-token';
import { findPendingOrders } from '../../../core/tickets/find-pending-orders';
import { findConferencePass } from '../../../core/tickets/find-conference-pass';
import { MeConference } from './me-conference';
import { MePendingOrders } from './me-pending-orders';
import { getTicketSalesState } from '../../../core/tickets/get-ticket-sales-state';
import { claimTicketInput } from '../../../core/tickets/claim-ticket';
import { formConstraints } from '../../forms/form-constraints';

// Any signed-in user's own page, Registred ones included: the menu offers it to them (spec 2.2),
// and it is where they complete the profile a seminar asks for (decision 070).
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const { db, config, clock } = args.context.get(appContext);
  const now = clock();
  // Each with whether its seat or queue place can still be given up, as core judges it (decision 071).
  const joined = await findJoinedEvents(db, { userId: user.id, now });
  const organised = await findOrganisedEvents(db, { viewer: user });
  const pendingEmail = await findPendingEmail(db, { userId: user.id });
  const speakers = await findEditableSpeakers(db, user, config.timezone);
  const tickets = await findMyTickets(db, { userId: user.id });
  // The held ticket's signed QR code, to show at the door from this page (decision 115).
  const heldQr = tickets.held ? await ticketQrDataUrl(signTicketCode(tickets.held.code, config.sessionSecret)) : null;
  // Order-first (decision 080): what awaits payment comes before anything else, with its QR code.
  const pendingOrders = await findPendingOrders(db, { userId: user.id });
  const conferencePass = await findConferencePass(db, { userId: user.id });
  // The buy prompt only while tickets are on sale (decision 082).
  const ticketsOnSale = (await getTicketSalesState(db, now)).phase === 'open';
  // The standing newsletter opt-in, which this page withdraws or gives (decision 154).
  const newsletter = await findNewsletterConsent(db, user.id);
  // This page alone carries the user's contact and invoice data.
  const { id, username, email, hasTicket, updated_at, firstName, lastName, phone, company, street, city, zip, country } = user;
  return {
    profile: {
      ...{ id, username, email, hasTicket, version: updated_at.toISOString() },
      ...{ firstName, lastName, phone, company, street, city, zip, country },
      ...pickFields(user, INVOICE_FIELDS),
    },
    pendingEmail,
    joined,
    organised,
    speakers,
    tickets,
    heldQr,
    sessionIdleDays: Math.round((config.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS) / 86_400),
    pendingOrders,
    conferencePass,
    ticketsOnSale,
    newsletterSince: newsletter ? newsletter.since.toISOString() : null,
    // The claim field's limits from core's schema, as data (the schema's module reads the database).
    claimConstraints: formConstraints(claimTicketInput),
  };
}

/**
 * The speaker profiles that list the user in users_can_edit (an Admin's too, not every speaker),
 * drafts included; none for a Registred user, whom speaker self-edit does not admit.
 */
async function findEditableSpeakers(db: Db, user: SessionUser, timezone: string): Promise<EditableSpeaker[]> {
  if (!user.editableSpeakerIds.length || !isConfirmedMember(user)) return [];
  const params = new URLSearchParams({ _publicationState: 'preview', _sort: 'name:asc', _limit: '-1' });
  for (const id of user.editableSpeakerIds) params.append('id_in', String(id));
  const found = await findSpeakers(db, { params, viewer: user, timezone });
  return found.map(({ id, name, job, job_en, published_at }) => ({ id, name, job, job_en, published: published_at !== null }));
}

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const values = await readFormValues(args.request);
  if (values.intent === 'claimTicket') return claimTicketFromForm(args, user, values.code ?? '');
  if (values.intent === SIGN_OUT_EVERYWHERE) return signOutEverywhereFromForm(args, user);
  if (values.intent === CONFIRM_SEAT_INTENT) return confirmSeatFromForm(args, user, values.event);
  if (values.intent === DELETE_ACCOUNT) return deleteAccountFromForm(args, user, values);
  if (values.intent === NEWSLETTER) return newsletterFromForm(args, user, values);
  return saveMeForm(args, user, values);
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('me.title'), description: t('me.metaDescription'), robots: 'noindex' });
}

// Personal data: never kept by a shared cache.
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Me({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const {
    profile,
    pendingEmail,
    joined,
    organised,
    speakers,
    tickets,
    heldQr,
    sessionIdleDays,
    pendingOrders,
    conferencePass,
    ticketsOnSale,
  } = loaderData;
  // Never a prompt to buy while an order awaits payment: the order comes first instead; and only
  // while tickets are on sale (decision 082).
  const offerTicket = !profile.hasTicket && pendingOrders.length === 0 && ticketsOnSale;
  const claim = actionData?.intent === 'claimTicket' ? actionData : undefined;
  const deletion = actionData?.intent === DELETE_ACCOUNT ? actionData : undefined;
  const saved =
    actionData?.intent === 'claimTicket' || actionData?.intent === DELETE_ACCOUNT || actionData?.intent === NEWSLETTER
      ? undefined
      : actionData;

  return (
    <div className="container me-page">
      <header className="me-head">
        <h1>{t('me.title')}</h1>
        <p className="me-who">{t('me.signedInAs', { username: profile.username })}</p>
        {profile.hasTicket || pendingOrders.length === 0 ? (
          <p className={profile.hasTicket ? 'me-ticket me-ticket-yes' : 'me-ticket'}>
            {profile.hasTicket ? t('me.ticketYes') : t('me.ticketNo')}{' '}
            {offerTicket ? (
              <Link to={href('BuyTicket', {}, locale)} className="text-link">
                {t('me.buyTicket')}
              </Link>
            ) : null}
          </p>
        ) : null}
      </header>
      {pendingOrders.length || conferencePass ? (
        <div className="me-first">
          <MePendingOrders orders={pendingOrders} />
          {conferencePass ? <MeConference pass={conferencePass} /> : null}
        </div>
      ) : null}
      <div className="me-forms">
        <MeSectionForm
          intent="account"
          title="me.accountTitle"
          values={profile}
          answer={saved}
          version={profile.version}
          notice={pendingEmail ? t('me.emailPending', { email: pendingEmail }) : null}
        />
        <MeSectionForm
          intent="contact"
          title="me.contactTitle"
          lead="me.contactLead"
          values={profile}
          answer={saved}
          version={profile.version}
        />
        <MeSectionForm
          intent="invoice"
          title="me.invoiceTitle"
          lead="me.invoiceLead"
          values={profile}
          answer={saved}
          version={profile.version}
        />
      </div>
      <div className="me-lists">
        <MeTickets tickets={tickets} heldQr={heldQr} answer={claim} constraints={loaderData.claimConstraints} />
        <MeEvents id="joined-title" title="me.joinedTitle" empty="me.joinedEmpty" events={joined} leaveAs={profile.id}>
          <Link to={href('ProfSeminars', {}, locale)} className="text-link">
            {t('me.browseSeminars')}
          </Link>
        </MeEvents>
        <MeEvents id="organised-title" title="me.organisedTitle" empty="me.organisedEmpty" events={organised} editable />
        {speakers.length ? <MeSpeakers speakers={speakers} /> : null}
        <MeSessions idleDays={sessionIdleDays} />
        <MePrivacy
          answer={deletion}
          username={profile.username}
          newsletterSince={loaderData.newsletterSince}
          newsletterToast={actionData?.intent === NEWSLETTER ? actionData.toast : null}
        />
      </div>
    </div>
  );
}
