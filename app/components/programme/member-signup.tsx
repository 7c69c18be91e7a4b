import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Form } from '../ui/form';
import { Link } from '../ui/link';
import { isErrorCode } from '../../../core/errors/error-codes';
import type { SignupState } from '../../../core/signups/signup-input';
import type { ApiResult } from '../../forms/api-client';
import { useLocale, useT } from '../../i18n/use-t';
import { href } from '../../i18n/route-paths';
import { Notification } from '../ui/notification';
import { PROFILE_FIELDS, type ProfileField } from './profile-fields';
import type { Refusal, SeminarSignupData, SignupAnswer, SignupBoxParts } from './seminar-signup';

/** The API client, which only a press needs (decision 190). */
const loadApiClient = () => import('../../forms/api-client');

/**
 * A signed-in member's sign-up box (seminar-signup.tsx shows a guest's): a part of the page on
 * demand (decision 205), loaded before the page hydrates when it shows it, or as a guest's quick
 * sign-up ends.
 *
 * Joining and leaving a seminar on its page (decision 023): the seats, then one action for the
 * viewer's place. Leaving a seat or the queue is asked first in a native modal <dialog>. Each
 * answer of `POST /api/event-join` / `event-leave` is the new state, shown at once and announced
 * by the status line; focus moves to the control that
 * replaced the pressed one (or to the status line when none did). From the seminar's start the
 * box says it has started (a seat or a queue place can still be given up) and from its end that
 * it is over, with no action (decision 071).
 *
 * The signed-in viewer's button submits a form (`intent` join, joinWaiting or leave) to the
 * page's action, so the box works before the scripts run and without them (decision 126); the
 * server's page then shows the new state and a refusal next to the button (`answer`). Once
 * hydrated the submit is taken over: the leave question, the profile and ticket steps.
 */
export function MemberSignup({
  eventId,
  initial,
  answer,
  quickJoin = false,
  parts: { Head, Note, SeatConfirm, LeaveDialog, TicketStepDialog, ProfileCompletionDialog },
}: {
  eventId: number;
  /** Its `user` is the signed-in member's id. */
  initial: SeminarSignupData & { user: number };
  answer?: SignupAnswer | undefined;
  /** The account was made by a quick sign-up just now: the box joins at once, the queue when full. */
  quickJoin?: boolean;
  /**
   * What the box shares with a guest's, and its dialogs (on demand) and seat confirmation (a part
   * on demand): given by seminar-signup.tsx, not imported from it or from the modules it shares
   * them from, so that this module's script does not split them into scripts of their own, more
   * on every event page.
   */
  parts: SignupBoxParts;
}) {
  const t = useT();
  const locale = useLocale();
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

  /** What the box's buttons may open next, asked for as the visitor reaches for them. */
  const preloadDialogs = () => {
    for (const dialog of [LeaveDialog, TicketStepDialog, ProfileCompletionDialog]) dialog.preload();
    void loadApiClient().catch(() => undefined);
  };

  const full = data.seatsLeft === 0;
  const user = data.user;
  const open = data.phase === 'open';
  // After a quick sign-up the seat (or the queue's place) is asked for at once, once.
  const quickJoined = useRef(false);
  useEffect(() => {
    if (!quickJoin || quickJoined.current) return;
    quickJoined.current = true;
    void send('/event-join', full || undefined, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the box first shows
  }, []);

  async function send(path: '/event-join' | '/event-leave', waitingList?: boolean, afterQuickSignup = false) {
    setBusy(true);
    setRefusal(null);
    const body = waitingList ? { event: eventId, user, waitingList } : { event: eventId, user };
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
    const failedAfterQuickSignup = afterQuickSignup && (res.status === 0 || res.status >= 500);
    setRefusal({
      code: failedAfterQuickSignup ? 'Signup.quick.joinFailed' : isErrorCode(res.code) ? res.code : 'Request.internal',
      fix: res.code === 'Signup.fillOut' ? 'profile' : res.code === 'Signup.noTicket' ? 'ticket' : null,
    });
  }

  // One action for the viewer's place: none once the seminar is over, nor a new place once it started.
  const placed = data.state === 'joined' || data.state === 'waiting';
  const actions =
    data.phase === 'ended' || (data.walkIn && !placed) || (!open && !placed) ? null : (
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
    <section className="seminar-signup seminar-signup-member" aria-labelledby="seminar-signup-title">
      <Head data={data} />
      <p className="seminar-signup-status" role="status" tabIndex={-1} ref={statusRef}>
        {status}
      </p>
      {confirmBy && open ? <SeatConfirm eventId={eventId} deadline={confirmBy} /> : null}
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
      <Note data={data} />
      {actions ? (
        <div
          className="seminar-signup-actions"
          onPointerEnter={() => preloadDialogs()}
          onPointerDown={() => preloadDialogs()}
          onFocus={() => preloadDialogs()}
        >
          {actions}
        </div>
      ) : null}
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
