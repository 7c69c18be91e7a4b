import { data, redirect } from 'react-router';
import { clearSessionCookies } from '../../../core/accounts/session-cookie';
import { AppError } from '../../../core/errors/app-error';
import { deleteOwnAccount } from '../../../core/privacy/delete-own-account';
import { deleteAccountInput } from '../../../core/privacy/schemas';
import type { SessionUser } from '../../../core/accounts/get-session-user';
import { isSecure, type RequestArgs } from '../../auth/session.server';
import { appContext } from '../../context';
import { validateForm, type FieldErrors } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { actionToast, toastCookie, type Toast } from '../../toasts/flash-toast';
import { DELETE_ACCOUNT, NEWSLETTER } from './me-privacy';
import { setNewsletterConsent } from '../../../core/privacy/newsletter-consent';

export type DeleteAccountAnswer = { intent: typeof DELETE_ACCOUNT; errors: FieldErrors; toast: Toast | null };

/**
 * 'Delete my account' from the Me page: the password, then `deleteOwnAccount` (core keeps the
 * orders as invoiced and refuses the last Admin); the browser's session cookie goes and the
 * home page says it is done. A refusal comes back next to the password field.
 */
export async function deleteAccountFromForm(args: RequestArgs, user: SessionUser, values: Record<string, string>) {
  const refuse = (errors: FieldErrors, status: number, toast: Toast | null = null) =>
    data<DeleteAccountAnswer>({ intent: DELETE_ACCOUNT, errors, toast }, { status });
  const parsed = validateForm(deleteAccountInput, values);
  if (!parsed.ok) return refuse(parsed.errors, 400);
  const deps = args.context.get(appContext);
  try {
    await deleteOwnAccount(deps.db, {
      userId: user.id,
      password: parsed.data.currentPassword,
      passwordGuesses: deps.limits.currentPasswordPerUser,
      // How the API's sign-up mails are sent (server/api/signup-mail.ts), from the same deps.
      signupMail: { mail: deps.mail, timezone: deps.config.timezone },
      clock: deps.clock,
    });
  } catch (err) {
    const errors = refusalFields(err, ['currentPassword']);
    if (!errors) throw err;
    const first = errors.form ?? Object.values(errors)[0]!;
    return refuse(errors, err instanceof AppError ? err.status : 400, actionToast(first, 'danger'));
  }
  const headers = new Headers();
  for (const cookie of clearSessionCookies({ secure: isSecure(args) })) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', toastCookie('accountDeleted', { secure: isSecure(args) }));
  return redirect(href('Home', {}, localeFromPath(new URL(args.request.url).pathname)), { headers });
}

/**
 * The newsletter opt-in from the Me page (decision 154): `subscribed=1` gives it, anything else
 * withdraws it. The record is stamped with the real time, like the consent at registration.
 */
export async function newsletterFromForm(args: RequestArgs, user: SessionUser, values: Record<string, string>) {
  const { db } = args.context.get(appContext);
  const subscribed = values.subscribed === '1';
  await setNewsletterConsent(db, { userId: user.id, subscribed, at: new Date() });
  return {
    intent: NEWSLETTER,
    toast: actionToast(subscribed ? 'me.newsletterSubscribed' : 'me.newsletterWithdrawn', 'success'),
  } as const;
}
