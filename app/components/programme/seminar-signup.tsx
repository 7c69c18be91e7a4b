import { useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { Link } from '../ui/link';
import type { ErrorCode } from '../../../core/errors/error-codes';
import type { SignupBox } from '../../../core/signups/get-signup-box';
import { QUICK_SIGNUP_PACKS, SEAT_CONFIRM_PACKS, SIGNUP_FORM_PACKS } from './signup-text-packs';
import { useLocale, useT } from '../../i18n/use-t';
import { href } from '../../i18n/route-paths';
import { dialogOnDemand } from '../ui/dialog-on-demand';
import { partOnDemand } from '../ui/part-on-demand';
import type { Locale } from '../../i18n/locale';
import type { QuickSignupAnswer } from './quick-signup-form';

/**
 * A signed-in member's box, with its form, dialogs and their texts (member-signup.tsx): a part
 * of the page on demand, as a guest (most visitors) sees only the way to sign in (decision 205).
 */
const MemberSignup = partOnDemand(
  () => import('./member-signup').then((m) => m.MemberSignup),
  SIGNUP_FORM_PACKS,
  '.seminar-signup-member',
);

// The quick sign-up's dialog is closed when the page arrives: its script comes when the guest
// points at or focuses the box's buttons, or opens it (decision 177).
const QuickSignupDialog = dialogOnDemand(
  () => import('./quick-signup-dialog').then((m) => m.QuickSignupDialog),
  (props) => props.open,
  QUICK_SIGNUP_PACKS,
);

// A member's box's dialogs, closed when the page arrives: their scripts come when the visitor
// points at or focuses the box's buttons, or opens one (decision 177). Declared here and given to
// that box (BOX_PARTS below).
const ProfileCompletionDialog = dialogOnDemand(
  () => import('./profile-completion-dialog').then((m) => m.ProfileCompletionDialog),
  (props) => props.missing !== null,
  SIGNUP_FORM_PACKS,
);
const LeaveDialog = dialogOnDemand(
  () => import('./leave-dialog').then((m) => m.LeaveDialog),
  (props) => props.open,
);
const TicketStepDialog = dialogOnDemand(
  () => import('./ticket-step-dialog').then((m) => m.TicketStepDialog),
  (props) => props.open,
  SIGNUP_FORM_PACKS,
);

// What the box shows only to some: the in-page quick sign-up form (a guest without JavaScript,
// `?quick=1`, or its refused post) and the seat to confirm (a member holding a seat of a full
// seminar). The server renders them as before; the browser loads them when a page shows them
// (decision 189). Declared here, with the page's first scripts, so that a page showing them
// loads them before it hydrates.
const QuickSignupForm = partOnDemand(
  () => import('./quick-signup-form').then((m) => m.QuickSignupForm),
  QUICK_SIGNUP_PACKS,
  '#quick-signup',
);
const SeatConfirmForm = partOnDemand(
  () => import('./seat-confirm-form').then((m) => m.SeatConfirmForm),
  SEAT_CONFIRM_PACKS,
  '.seat-confirm',
);

/** For a navigation: the box's parts that its data and address show, loaded before it renders. */
export function preloadSignupParts(box: SeminarSignupData, search: URLSearchParams, locale: Locale): Promise<unknown> {
  return Promise.all([
    box.user === null ? null : MemberSignup.preload(locale),
    box.user === null && search.get('quick') === '1' ? QuickSignupForm.preload(locale) : null,
    box.state === 'joined' && box.confirmBy ? SeatConfirmForm.preload(locale) : null,
  ]);
}

/**
 * The API client, which only a hydrated box's press needs: not among the page's first scripts
 * (decision 190), asked for with the dialogs as the visitor reaches for a button.
 */
const loadApiClient = () => import('../../forms/api-client');

/**
 * What the seminar page's sign-up box starts from: core's answer for the viewer (`getSignupBox`);
 * after each answer of the API the box follows the new state itself.
 */
export type SeminarSignupData = Omit<SignupBox, 'may'>;

/** A refusal as the box shows it: the code's text, with a way on for the profile and the ticket. */
export type Refusal = { code: ErrorCode; fix: 'profile' | 'ticket' | null };

/** The route action's answer to the box's plain form post (app/routes/site/event-signup.server.ts). */
export type SignupAnswer = { done: 'joined' | 'waiting' | 'left' | 'confirmed' } | Refusal;

/**
 * Joining and leaving a seminar on its page (decision 023): a guest is sent to sign in and back,
 * or offered the quick sign-up; a signed-in member's box is member-signup.tsx's. After a quick
 * sign-up the guest is a member: their box takes over and asks for the seat at once, in the
 * state this one started from (the page's data, read again, no longer decides which box shows).
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
  const [member, setMember] = useState<{ user: number; quickJoin: boolean } | null>(
    initial.user === null ? null : { user: initial.user, quickJoin: false },
  );
  if (member)
    return (
      <MemberSignup
        eventId={eventId}
        initial={{ ...initial, user: member.user }}
        answer={answer}
        quickJoin={member.quickJoin}
        parts={BOX_PARTS}
      />
    );
  return (
    <GuestSignup
      eventId={eventId}
      data={initial}
      quickAnswer={quickAnswer}
      onSignedIn={(user) => setMember({ user, quickJoin: true })}
    />
  );
}

/** A guest's box: the seats, and the ways to a seat (sign in, or the quick sign-up). */
function GuestSignup({
  eventId,
  data,
  quickAnswer,
  onSignedIn,
}: {
  eventId: number;
  data: SeminarSignupData;
  quickAnswer: QuickSignupAnswer | undefined;
  onSignedIn: (user: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [quick, setQuick] = useState(false);
  const full = data.seatsLeft === 0;
  const closed = data.phase !== 'open' || data.walkIn;
  /** What the quick sign-up may lead to next, asked for as the guest reaches for its button. */
  const preload = () => {
    QuickSignupDialog.preload();
    void MemberSignup.preload(locale).catch(() => undefined);
    void loadApiClient().catch(() => undefined);
  };

  return (
    <section className="seminar-signup" aria-labelledby="seminar-signup-title">
      <SignupHead data={data} />
      <p className="seminar-signup-status" role="status" tabIndex={-1} />
      <SignupNote data={data} />
      {closed ? null : (
        <>
          <div
            className="seminar-signup-actions seminar-signup-guest"
            onPointerEnter={preload}
            onPointerDown={preload}
            onFocus={preload}
          >
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
          </div>
          {quickAnswer || new URLSearchParams(location.search).get('quick') === '1' ? (
            <QuickSignupForm answer={quickAnswer} />
          ) : null}
        </>
      )}
      <QuickSignupDialog
        open={quick}
        eventId={eventId}
        onClose={() => setQuick(false)}
        onSignedIn={(user) => {
          setQuick(false);
          // The header and the rest of the page learn of the session. The member's box (asked
          // for as the guest reached for the button) takes over once it is here and asks for the
          // seat at once; should its script not come, it fails as any part on demand does.
          void revalidator.revalidate();
          void MemberSignup.preload(locale)
            .catch(() => undefined)
            .then(() => onSignedIn(user));
        }}
      />
    </section>
  );
}

/** The box's title and its seats, a guest's and a member's alike. */
function SignupHead({ data }: { data: SeminarSignupData }) {
  const t = useT();
  return (
    <>
      <h2 id="seminar-signup-title" className="seminar-signup-title">
        {t('signup.title')}
      </h2>
      <p className="seminar-signup-seats">
        {data.max === null ? (
          t('signup.seatsOpen', { taken: data.seatsTaken })
        ) : data.seatsLeft === 0 ? (
          <strong className="seminar-signup-full">{t('signup.seatsFull', { count: data.max })}</strong>
        ) : (
          t('signup.seats', { taken: data.seatsTaken, count: data.max })
        )}
      </p>
    </>
  );
}

/** Why the box offers no new place (started, over, walk-in), or, to a guest, that a full one offers the queue. */
function SignupNote({ data }: { data: SeminarSignupData }) {
  const t = useT();
  return data.phase !== 'open' ? (
    <p className="seminar-signup-closed">{t(data.phase === 'ended' ? 'signup.ended' : 'signup.started')}</p>
  ) : data.walkIn ? (
    <p className="seminar-signup-walkin">{t('signup.walkIn')}</p>
  ) : data.user === null && data.seatsLeft === 0 ? (
    <p className="seminar-signup-note">{t('signup.fullGuest')}</p>
  ) : null;
}

/** What a member's box (member-signup.tsx) is given: see its `parts`. */
const BOX_PARTS = {
  Head: SignupHead,
  Note: SignupNote,
  SeatConfirm: SeatConfirmForm,
  LeaveDialog,
  TicketStepDialog,
  ProfileCompletionDialog,
};
export type SignupBoxParts = typeof BOX_PARTS;
