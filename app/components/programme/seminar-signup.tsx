import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { isErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import type { SignupState, SignupStateName } from '../../../core/signups/signup-input';
import { useLocale, useT } from '../../i18n/use-t';
import { href } from '../../i18n/route-paths';
import { apiCall } from '../../forms/api-client';
import { Notification } from '../ui/notification';
import { PROFILE_FIELDS, ProfileCompletionDialog, type ProfileField } from './profile-completion-dialog';
import { LeaveDialog } from './leave-dialog';
import { QuickSignupDialog } from './quick-signup-dialog';
import { TicketStepDialog } from './ticket-step-dialog';

/** What the seminar page's sign-up box starts from: the viewer's place (none for guests) and the seats. */
export type SeminarSignupData = {
  state: SignupStateName;
  position?: number;
  seatsTaken: number;
  /** null: no seat limit. */
  seatsLeft: number | null;
  /** The seat limit, null when there is none. */
  max: number | null;
  /** The signed-in viewer's id, null for a guest. */
  user: number | null;
  /** Entry without registration (decision 027): no join; a seat taken before can still be given up. */
  walkIn: boolean;
  /** Signed-in viewers: whether the ticket settings accept a self-declared ticket ('Mám lístek'). */
  selfDeclaredTickets?: boolean;
};

/** A refusal as the box shows it: the code's text, with a way on for the profile and the ticket. */
type Refusal = { code: ErrorCode; fix: 'profile' | 'ticket' | null };

/**
 * Joining and leaving a seminar on its page (decision 023): the seats, then one action for the
 * viewer's place. A guest is sent to sign in and back; leaving a seat or the queue is asked
 * first in a native modal <dialog>. Each answer of `POST /api/event-join` / `event-leave` is the
 * new state, shown at once and announced by the status line.
 */
export function SeminarSignup({ eventId, initial }: { eventId: number; initial: SeminarSignupData }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** What the status line says after a change; before any, the state speaks for itself. */
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  /** The profile fields a refused join asked for; the completion modal is open while set. */
  const [completing, setCompleting] = useState<{ fields: ProfileField[]; waitingList?: boolean } | null>(null);
  const [quick, setQuick] = useState(false);
  /** A join refused for want of a ticket: the ticket step is open while set. */
  const [ticketStep, setTicketStep] = useState<{ waitingList?: boolean } | null>(null);
  const revalidator = useRevalidator();

  const full = data.seatsLeft === 0;
  const user = data.user;

  async function send(path: '/event-join' | '/event-leave', waitingList?: boolean, as: number | null = user) {
    if (as === null) return;
    setBusy(true);
    setRefusal(null);
    const body = waitingList ? { event: eventId, user: as, waitingList } : { event: eventId, user: as };
    const res = await apiCall<SignupState>('POST', path, body);
    setBusy(false);
    if (res.ok) {
      const s = res.data;
      setData((d) => ({ ...d, state: s.state, position: s.position, seatsTaken: s.seatsTaken, seatsLeft: s.seatsLeft }));
      setChanged(true);
      // The rest of the page (the free seats beside the title, My programme's count) reads the
      // loader's data: fetch it again so no part of the page says otherwise.
      void revalidator.revalidate();
      return;
    }
    if (res.code === 'Signup.full') {
      // Someone took the last seat meanwhile: show the seminar full, with the queue on offer.
      const taken = Number(res.params.seatsTaken ?? data.seatsTaken);
      setData((d) => ({ ...d, seatsTaken: taken, seatsLeft: 0 }));
      void revalidator.revalidate();
    }
    if (res.code === 'Signup.fillOut' && path === '/event-join') {
      const fields = PROFILE_FIELDS.filter((name) => name in res.fields);
      if (fields.length) setCompleting({ fields, waitingList });
    }
    if (res.code === 'Signup.noTicket' && path === '/event-join') setTicketStep({ waitingList });
    // Right after a quick sign-up the account exists and the guest is signed in: a failure
    // here is worth saying in those words, since pressing the button again is all it takes.
    const afterQuickSignup = as !== user && (res.status === 0 || res.status >= 500);
    setRefusal({
      code: afterQuickSignup ? 'Signup.quick.joinFailed' : isErrorCode(res.code) ? res.code : 'Request.internal',
      fix: res.code === 'Signup.fillOut' ? 'profile' : res.code === 'Signup.noTicket' ? 'ticket' : null,
    });
  }

  const status =
    data.state === 'joined'
      ? t('signup.joined')
      : data.state === 'waiting'
        ? t('signup.waiting', { position: data.position ?? 1 })
        : changed
          ? t('signup.left')
          : '';

  return (
    <section className="seminar-signup" aria-labelledby="seminar-signup-title">
      <h2 id="seminar-signup-title" className="seminar-signup-title">
        {t('signup.title')}
      </h2>
      <p className="seminar-signup-seats">
        {data.max === null
          ? t('signup.seatsOpen', { taken: data.seatsTaken })
          : t('signup.seats', { taken: data.seatsTaken, count: data.max })}
        {full ? <strong className="seminar-signup-full"> · {t('programme.full')}</strong> : null}
      </p>
      <p className="seminar-signup-status" role="status">
        {status}
      </p>
      {refusal ? (
        <Notification tone="danger">
          {t(refusal.code)}{' '}
          {refusal.fix === 'profile' ? (
            <Link to={`${href('Me', {}, locale)}#contact-title`} className="text-link">
              {t('signup.completeProfile')}
            </Link>
          ) : refusal.fix === 'ticket' ? (
            <Link to={href('BuyTicket', {}, locale)} className="text-link">
              {t('me.buyTicket')}
            </Link>
          ) : null}
        </Notification>
      ) : null}
      {data.walkIn ? <p className="seminar-signup-walkin">{t('signup.walkIn')}</p> : null}
      <div className={`seminar-signup-actions${user === null && !data.walkIn ? ' seminar-signup-guest' : ''}`}>
        {data.walkIn && data.state === 'none' ? null : user === null ? (
          <>
            <Link
              to={`${href('Login', {}, locale)}?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
              className="button"
            >
              {t('signup.signIn')}
            </Link>
            <span className="seminar-signup-or">{t('signup.or')}</span>
            <button type="button" className="button button-ghost" onClick={() => setQuick(true)}>
              {t('signup.quickOpen')}
            </button>
          </>
        ) : data.state === 'joined' || data.state === 'waiting' ? (
          <button type="button" className="button button-ghost" disabled={busy} onClick={() => setAsking(true)}>
            {t(data.state === 'joined' ? 'signup.leave' : 'signup.leaveWaiting')}
          </button>
        ) : full ? (
          <button type="button" className="button" disabled={busy} onClick={() => void send('/event-join', true)}>
            {t('signup.joinWaiting')}
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void send('/event-join')}>
            {t('signup.join')}
          </button>
        )}
      </div>
      {user === null ? (
        <QuickSignupDialog
          open={quick}
          eventId={eventId}
          onClose={() => setQuick(false)}
          onSignedIn={(id) => {
            setQuick(false);
            setData((d) => ({ ...d, user: id }));
            // The header and the rest of the page learn of the session; the seat is asked for at once.
            void revalidator.revalidate();
            void send('/event-join', full, id);
          }}
        />
      ) : (
        <TicketStepDialog
          open={ticketStep !== null}
          userId={user}
          selfDeclared={data.selfDeclaredTickets ?? false}
          onClose={(done) => {
            const retry = ticketStep;
            setTicketStep(null);
            // The user has a ticket now: the join goes on as it was asked for.
            if (done) void send('/event-join', retry?.waitingList);
          }}
        />
      )}
      {user === null ? null : (
        <ProfileCompletionDialog
          missing={completing?.fields ?? null}
          userId={user}
          onClose={(saved) => {
            const retry = completing;
            setCompleting(null);
            // Saved: the join goes on as it was asked for (a seat or the queue).
            if (saved) void send('/event-join', retry?.waitingList);
          }}
        />
      )}
      <LeaveDialog
        open={asking}
        question={t(data.state === 'waiting' ? 'signup.leaveWaitingQuestion' : 'signup.leaveQuestion')}
        confirmLabel={t(data.state === 'waiting' ? 'signup.leaveWaiting' : 'signup.leave')}
        onClose={(confirmed) => {
          setAsking(false);
          if (confirmed) void send('/event-leave');
        }}
      />
    </section>
  );
}
