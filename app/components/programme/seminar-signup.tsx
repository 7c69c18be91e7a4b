import { useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { Form } from '../ui/form';
import { Link } from '../ui/link';
import { isErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import type { SignupState } from '../../../core/signups/signup-input';
import type { SignupBox } from '../../../core/signups/get-signup-box';
import type { ApiResult } from '../../forms/api-client';
import { useLocale, useT } from '../../i18n/use-t';
import { href } from '../../i18n/route-paths';
import { Notification } from '../ui/notification';
import { dialogOnDemand } from '../ui/dialog-on-demand';
import { partOnDemand } from '../ui/part-on-demand';
import type { Locale } from '../../i18n/locale';
import { PROFILE_FIELDS, type ProfileField } from './profile-fields';
import type { QuickSignupAnswer } from './quick-signup-form';

// The box's dialogs are closed when the page arrives: their scripts come when the visitor
// points at or focuses the box's buttons, or opens one (decision 177).
const ProfileCompletionDialog = dialogOnDemand(
  () => import('./profile-completion-dialog').then((m) => m.ProfileCompletionDialog),
  (props) => props.missing !== null,
);
const LeaveDialog = dialogOnDemand(
  () => import('./leave-dialog').then((m) => m.LeaveDialog),
  (props) => props.open,
);
const QuickSignupDialog = dialogOnDemand(
  () => import('./quick-signup-dialog').then((m) => m.QuickSignupDialog),
  (props) => props.open,
);
const TicketStepDialog = dialogOnDemand(
  () => import('./ticket-step-dialog').then((m) => m.TicketStepDialog),
  (props) => props.open,
);

// What the box shows only to some: the in-page quick sign-up form (a guest without JavaScript,
// `?quick=1`, or its refused post) and the seat to confirm (a member holding a seat of a full
// seminar). The server renders them as before; the browser loads them when a page shows them
// (decision 189).
const QuickSignupForm = partOnDemand(() => import('./quick-signup-form').then((m) => m.QuickSignupForm), [], '#quick-signup');
const SeatConfirmForm = partOnDemand(() => import('./seat-confirm-form').then((m) => m.SeatConfirmForm), [], '.seat-confirm');

/** For a navigation: the box's parts that its data and address show, loaded before it renders. */
export function preloadSignupParts(box: SeminarSignupData, search: URLSearchParams, locale: Locale): Promise<unknown> {
  return Promise.all([
    box.user === null && search.get('quick') === '1' ? QuickSignupForm.preload(locale) : null,
    box.state === 'joined' && box.confirmBy ? SeatConfirmForm.preload(locale) : null,
  ]);
}

/**
 * The API client, which only a hydrated box's press needs: not among the page's first scripts
 * (decision 190), asked for with the dialogs as the visitor reaches for a button.
 */
const loadApiClient = () => import('../../forms/api-client');

/** What the box's buttons may open next, asked for as the visitor reaches for them. */
function preloadDialogs(guest: boolean) {
  if (guest) QuickSignupDialog.preload();
  else [LeaveDialog, TicketStepDialog, ProfileCompletionDialog].forEach((dialog) => dialog.preload());
  void loadApiClient().catch(() => undefined);
}

/**
 * What the seminar page's sign-up box starts from: core's answer for the viewer (`getSignupBox`);
 * after each answer of the API the box follows the new state itself.
 */
export type SeminarSignupData = Omit<SignupBox, 'may'>;

/** A refusal as the box shows it: the code's text, with a way on for the profile and the ticket. */
type Refusal = { code: ErrorCode; fix: 'profile' | 'ticket' | null };

/** The route action's answer to the box's plain form post (app/routes/site/event-signup.server.ts). */
export type SignupAnswer = { done: 'joined' | 'waiting' | 'left' | 'confirmed' } | Refusal;

/**
 * Joining and leaving a seminar on its page (decision 023): the seats, then one action for the
 * viewer's place. A guest is sent to sign in and back; leaving a seat or the queue is asked
 * first in a native modal <dialog>. Each answer of `POST /api/event-join` / `event-leave` is the
 * new state, shown at once and announced by the status line; focus moves to the control that
 * replaced the pressed one (or to the status line when none did). From the seminar's start the
 * box says it has started (a seat or a queue place can still be given up) and from its end that
 * it is over, with no action (decision 071).
 *
 * The signed-in viewer's button submits a form (`intent` join, joinWaiting or leave) to the
 * page's action, so the box works before the scripts run and without them (decision 126); the
 * server's page then shows the new state and a refusal next to the button (`answer`). Once
 * hydrated the submit is taken over: the leave question, the profile and ticket steps.
 */
export function SeminarSignup({
  eventId,
  initial,
  answer,
  quickAnswer,
}: {
  eventId: number;
  initial: SeminarSignupData;
  answer?: SignupAnswer | undefined;
  /** The action's refusal of a guest's quick sign-up posted without JavaScript. */
  quickAnswer?: QuickSignupAnswer | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(answer && 'code' in answer ? answer : null);
  /** What the status line says after a change; before any, the state speaks for itself. */
  const [changed, setChanged] = useState(answer !== undefined && 'done' in answer);
  // The seat confirmation's form posts to the page's action hydrated too (decision 134): its refusal comes back as `answer`.
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    if (answer && 'code' in answer) setRefusal(answer);
  }
  const [asking, setAsking] = useState(false);
  /** The profile fields a refused join asked for; the completion modal is open while set. */
  const [completing, setCompleting] = useState<{ fields: ProfileField[]; waitingList?: boolean } | null>(null);
  const [quick, setQuick] = useState(false);
  /** A join refused for want of a ticket: the ticket step is open while set. */
  const [ticketStep, setTicketStep] = useState<{ waitingList?: boolean } | null>(null);
  const revalidator = useRevalidator();
  /** The box's one action button, and its status line: where focus goes after a change. */
  const actionRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (!refocus) return;
    const target = actionRef.current ?? statusRef.current;
    if (target && document.activeElement !== target) target.focus();
  }, [refocus]);

  const full = data.seatsLeft === 0;
  const user = data.user;
  const open = data.phase === 'open';

  async function send(path: '/event-join' | '/event-leave', waitingList?: boolean, as: number | null = user) {
    if (as === null) return;
    setBusy(true);
    setRefusal(null);
    const body = waitingList ? { event: eventId, user: as, waitingList } : { event: eventId, user: as };
    const res = await loadApiClient().then(
      ({ apiCall }) => apiCall<SignupState>('POST', path, body),
      // The script did not come (the network, or a deploy since): as an unreached server would be.
      (): ApiResult<SignupState> => ({ ok: false, status: 0, code: 'Request.network', params: {}, fields: {} }),
    );
    setBusy(false);
    if (res.ok) {
      const s = res.data;
      setData((d) => ({ ...d, state: s.state, position: s.position, seatsTaken: s.seatsTaken, seatsLeft: s.seatsLeft }));
      setChanged(true);
      setRefocus((n) => n + 1);
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
    // The seminar started (or ended) while the page was open: the box closes as a reload would show it.
    if (res.code === 'Signup.started' || res.code === 'Signup.ended') {
      setData((d) => ({ ...d, phase: res.code === 'Signup.ended' ? 'ended' : 'started' }));
      setRefocus((n) => n + 1);
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

  // One action for the viewer's place: none once the seminar is over, nor a new place once it started.
  const placed = data.state === 'joined' || data.state === 'waiting';
  const actions =
    data.phase === 'ended' || (data.walkIn && !placed) || (!open && !placed) ? null : user === null ? (
      <>
        <Link
          to={`${href('Login', {}, locale)}?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
          className="button"
        >
          {t(full ? 'signup.signInWaiting' : 'signup.signIn')}
        </Link>
        <span className="seminar-signup-or">{t('signup.or')}</span>
        {/* Without a script a GET form asks for the page with the sign-up form in it (`?quick=1`); hydrated, the dialog opens. */}
        <form
          method="get"
          action={`${location.pathname}#quick-signup`}
          onSubmit={(event) => {
            event.preventDefault();
            setQuick(true);
          }}
        >
          <input type="hidden" name="quick" value="1" />
          <button type="submit" className="button button-ghost">
            {t(full ? 'signup.quickOpenWaiting' : 'signup.quickOpen')}
          </button>
        </form>
      </>
    ) : (
      <Form
        method="post"
        className="seminar-signup-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (placed) setAsking(true);
          else void send('/event-join', full || undefined);
        }}
      >
        <input type="hidden" name="intent" value={placed ? 'leave' : full ? 'joinWaiting' : 'join'} />
        <button
          ref={actionRef}
          type="submit"
          className={placed ? 'button button-ghost' : 'button'}
          // Not `disabled` while a request runs: a disabled button drops the keyboard focus.
          aria-disabled={busy || undefined}
        >
          {t(
            data.state === 'joined'
              ? 'signup.leave'
              : data.state === 'waiting'
                ? 'signup.leaveWaiting'
                : full
                  ? 'signup.joinWaiting'
                  : 'signup.join',
          )}
        </button>
      </Form>
    );

  const confirmed = answer !== undefined && 'done' in answer && answer.done === 'confirmed';
  // A seat to confirm (decision 134): asked while it is held and not yet confirmed.
  const confirmBy = data.state === 'joined' && !confirmed ? data.confirmBy : undefined;
  const status =
    data.state === 'joined'
      ? confirmed
        ? t('seatConfirm.confirmed')
        : t('signup.joined')
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
        {data.max === null ? (
          t('signup.seatsOpen', { taken: data.seatsTaken })
        ) : full ? (
          <strong className="seminar-signup-full">{t('signup.seatsFull', { count: data.max })}</strong>
        ) : (
          t('signup.seats', { taken: data.seatsTaken, count: data.max })
        )}
      </p>
      <p className="seminar-signup-status" role="status" tabIndex={-1} ref={statusRef}>
        {status}
      </p>
      {confirmBy && open ? <SeatConfirmForm eventId={eventId} deadline={confirmBy} /> : null}
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
      {data.phase !== 'open' ? (
        <p className="seminar-signup-closed">{t(data.phase === 'ended' ? 'signup.ended' : 'signup.started')}</p>
      ) : data.walkIn ? (
        <p className="seminar-signup-walkin">{t('signup.walkIn')}</p>
      ) : user === null && full ? (
        <p className="seminar-signup-note">{t('signup.fullGuest')}</p>
      ) : null}
      {actions ? (
        <>
          <div
            className={`seminar-signup-actions${user === null ? ' seminar-signup-guest' : ''}`}
            onPointerEnter={() => preloadDialogs(user === null)}
            onPointerDown={() => preloadDialogs(user === null)}
            onFocus={() => preloadDialogs(user === null)}
          >
            {actions}
          </div>
          {user === null && (quickAnswer || new URLSearchParams(location.search).get('quick') === '1') ? (
            <QuickSignupForm answer={quickAnswer} />
          ) : null}
        </>
      ) : null}
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
