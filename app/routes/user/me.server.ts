import { data, redirect } from 'react-router';
import type { SessionUser } from '../../../core/accounts/get-session-user';
import type { UpdateUserInput } from '../../../core/accounts/schemas';
import { updateUser } from '../../../core/accounts/update-user';
import { AppError } from '../../../core/errors/app-error';
import { currentPath } from '../../auth/redirect-to';
import { isSecure, signInCookie, signOutEverywhere, type RequestArgs } from '../../auth/session.server';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { appContext } from '../../context';
import { validateForm, type FieldErrors } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { actionToast, toastCookie, type FlashToastKey, type Toast } from '../../toasts/flash-toast';
import { parseIdParam } from '../../../core/query/parse-id-param';
import { confirmSeat } from '../../../core/reconfirm/confirm-seat';
import { FIELDS, isMeIntent, MeForms, type MeIntent } from './me-forms';
import { claimTicket } from '../../../core/tickets/claim-ticket';
import type { ClaimAnswer } from './me-tickets';

export type MeAnswer = { intent: MeIntent; errors: FieldErrors; values: Record<string, string>; toast: Toast | null };

/**
 * Saves one form of the Me page through updateUser (own data only; the rules, the
 * current-password limit and the e-mail change by link are core's), then reloads the page with
 * a toast. A refusal comes back as field messages.
 */
export async function saveMeForm(args: RequestArgs, user: SessionUser, values: Record<string, string>) {
  const intent = values.intent;
  if (!isMeIntent(intent)) throw data('Unknown form', { status: 400 });
  const fields = FIELDS[intent];
  // Sent back for a page rendered without JavaScript; passwords never are.
  const echo = Object.fromEntries(fields.filter((f) => !f.secret).map((f) => [f.name, values[f.name] ?? '']));
  const refuse = (errors: FieldErrors, status: number, toast: Toast | null = null) =>
    data<MeAnswer>({ intent, errors, values: echo, toast }, { status });

  const parsed = validateForm(MeForms[intent], values);
  if (!parsed.ok) return refuse(parsed.errors, 400);
  const { newPasswordConfirmation: _confirmation, ...input } = parsed.data as UpdateUserInput & {
    newPasswordConfirmation?: string;
  };

  const { db, limits, mail } = args.context.get(appContext);
  try {
    const updated = await updateUser(db, {
      actor: user,
      userId: user.id,
      input,
      passwordGuesses: limits.currentPasswordPerUser,
      emailChanges: limits.emailChangePerUser,
      mail,
    });
    const emailPending = input.email !== undefined && updated.email.toLowerCase() !== input.email.toLowerCase();
    const headers = new Headers();
    headers.append('Set-Cookie', toastCookie(emailPending ? 'emailChangePending' : 'recordsSaved', { secure: isSecure(args) }));
    // A new password ends every earlier session; this browser gets a fresh one.
    if (updated.tokenVersion !== user.tokenVersion) headers.append('Set-Cookie', signInCookie(args, updated));
    return redirect(currentPath(args.request), { headers });
  } catch (err) {
    const errors = refusalFields(
      err,
      fields.map((f) => f.name),
    );
    if (!errors) throw err;
    const first = errors.form ?? Object.values(errors)[0]!;
    return refuse(errors, err instanceof AppError ? err.status : 400, actionToast(first, 'danger'));
  }
}

/**
 * Claims a colleague's ticket by its code from the Me page's form (claimTicket: once, the guess
 * limit per account), then reloads the page with a toast; a refusal comes back next to the field.
 */
export async function claimTicketFromForm(args: RequestArgs, user: SessionUser, code: string) {
  const { db, limits } = args.context.get(appContext);
  try {
    await claimTicket(db, { userId: user.id, code, guesses: { limiter: limits.ticketClaimsPerUser, key: String(user.id) } });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return data<ClaimAnswer>(
      { intent: 'claimTicket', error: err.code, code: code.slice(0, 40), toast: actionToast(err.code, 'danger') },
      { status: err.status },
    );
  }
  return redirect(currentPath(args.request), {
    headers: { 'Set-Cookie': toastCookie('ticketClaimed', { secure: isSecure(args) }) },
  });
}

/**
 * 'Confirm my seat' on the Me page (decision 134): the signed-in holder's own seat, by the same
 * use case as the mailed link; the page comes back with a toast saying how it went.
 */
export async function confirmSeatFromForm(args: RequestArgs, user: SessionUser, eventId: string | undefined) {
  const { db, clock } = args.context.get(appContext);
  const id = parseIdParam(eventId);
  if (id === null) throw data('Unknown seminar', { status: 400 });
  let toast: FlashToastKey = 'seatConfirmed';
  try {
    await confirmSeat(db, { userId: user.id, eventId: id, clock });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    toast = err.code;
  }
  return redirect(currentPath(args.request), { headers: { 'Set-Cookie': toastCookie(toast, { secure: isSecure(args) }) } });
}

/**
 * 'Sign out everywhere' on the Me page (decision 090): every session of the user ends, this one
 * included; the browser goes to the login page with a toast saying so.
 */
export async function signOutEverywhereFromForm(args: RequestArgs, user: SessionUser) {
  const headers = new Headers();
  for (const cookie of await signOutEverywhere(args, user)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', toastCookie('signedOutEverywhere', { secure: isSecure(args) }));
  return redirect(href('Login', {}, localeFromPath(new URL(args.request.url).pathname)), { headers });
}
