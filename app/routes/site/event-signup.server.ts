import { data, redirect } from 'react-router';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { joinEvent } from '../../../core/signups/join-event';
import { leaveEvent } from '../../../core/signups/leave-event';
import { confirmSeat } from '../../../core/reconfirm/confirm-seat';
import { CONFIRM_SEAT_INTENT } from '../../components/programme/seat-confirm-form';
import type { SignupAnswer } from '../../components/programme/seminar-signup';
import { currentPath, withRedirectTo } from '../../auth/redirect-to';
import { getUser, type RequestArgs } from '../../auth/session.server';
import { appContext } from '../../context';
import { readFormValues } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { quickSignupAction } from './quick-signup.server';

/** What the seminar's sign-up box posts as `intent`. */
export const SIGNUP_INTENTS = ['join', 'joinWaiting', 'leave'] as const;
export type SignupIntent = (typeof SIGNUP_INTENTS)[number];

/**
 * The seminar page's sign-up box posted without JavaScript (decision 126): join, join the
 * queue or leave, by the same use cases as `POST /api/event-join` and `/event-leave`, for the
 * signed-in user themself. A guest is sent to sign in and back to the page (decision 095).
 * A refusal is answered as the code the box shows next to its button. `confirmSeat` confirms
 * the viewer's seat they were asked about (decision 134). A guest's quick sign-up
 * (`intent` quick) is quick-signup.server.ts's.
 */
export async function signupAction(args: RequestArgs, eventId: number) {
  const deps = args.context.get(appContext);
  const viewer = await getUser(args);
  const form = await readFormValues(args.request);
  if (!viewer) {
    if (form.intent === 'quick') return quickSignupAction(args, eventId, form);
    const locale = localeFromPath(new URL(args.request.url).pathname);
    throw redirect(withRedirectTo(href('Login', {}, locale), currentPath(args.request)));
  }
  if (form.intent === CONFIRM_SEAT_INTENT) {
    try {
      await confirmSeat(deps.db, { userId: viewer.id, eventId, clock: deps.clock });
      return data({ signup: { done: 'confirmed' } satisfies SignupAnswer });
    } catch (err) {
      const code = refusalFields(err, [])?.form;
      if (!code) throw err;
      return data({ signup: refused(code) }, { status: 409 });
    }
  }
  const intent = SIGNUP_INTENTS.find((i) => i === form.intent);
  if (!intent) return data({ signup: refused('Form.error.invalid') }, { status: 400 });
  const input = { event: eventId, user: viewer.id };
  // How the API's sign-up mails are sent (server/api/signup-mail.ts), from the same deps.
  const opts = { viewer, mail: { mail: deps.mail, timezone: deps.config.timezone }, clock: deps.clock };
  try {
    const state =
      intent === 'leave'
        ? await leaveEvent(deps.db, { ...opts, input })
        : await joinEvent(deps.db, { ...opts, input: intent === 'joinWaiting' ? { ...input, waitingList: true } : input });
    const done = state.state === 'none' ? 'left' : state.state;
    return data({ signup: { done } satisfies SignupAnswer });
  } catch (err) {
    const code = refusalFields(err, [])?.form;
    if (!code) throw err;
    return data({ signup: refused(code) }, { status: 409 });
  }
}

function refused(code: ErrorCode): SignupAnswer {
  return { code, fix: code === 'Signup.fillOut' ? 'profile' : code === 'Signup.noTicket' ? 'ticket' : null };
}
