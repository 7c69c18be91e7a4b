import { data, redirect } from 'react-router';
import { resetPassword } from '../../../core/accounts/reset-password';
import { resetPasswordInput } from '../../../core/accounts/schemas';
import { AppError } from '../../../core/errors';
import { isSecure, signInCookie, type RequestArgs } from '../../auth/session.server';
import { appContext } from '../../context';
import { validateForm, type FieldErrors } from '../../forms/form-errors';
import { localeFromPath } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { toastCookie } from '../../toasts/flash-toast';

const CODE_REASONS: Record<string, MessageKey> = {
  code_invalid: 'reset.codeInvalid',
  code_used: 'reset.codeUsed',
  code_expired: 'reset.codeExpired',
};

export type ResetAnswer = { errors?: FieldErrors; codeError?: MessageKey };

/**
 * Sets the new password with the code from the e-mail and signs the user in (ResetPassword, and
 * ForgotPassword when it carries `?code=`). A bad, used or expired code is answered with a
 * message and the way to ask for a new link.
 */
export async function resetPasswordAction(args: RequestArgs, values: Record<string, string>) {
  const parsed = validateForm(resetPasswordInput, values);
  if (!parsed.ok) return data<ResetAnswer>({ errors: parsed.errors }, { status: 400 });
  let user;
  try {
    user = await resetPassword(args.context.get(appContext).db, { code: parsed.data.code, password: parsed.data.password });
  } catch (err) {
    if (err instanceof AppError && err.field === 'code') {
      return data<ResetAnswer>({ codeError: CODE_REASONS[String(err.details?.reason)] ?? 'reset.codeInvalid' }, { status: 400 });
    }
    throw err;
  }
  const locale = localeFromPath(new URL(args.request.url).pathname);
  // A blocked account gets no session: the login page tells why.
  if (user.blocked) return data<ResetAnswer>({ errors: { form: 'login.blocked' } }, { status: 403 });
  const headers = new Headers();
  headers.append('Set-Cookie', signInCookie(args, user));
  headers.append('Set-Cookie', toastCookie('passwordChanged', { secure: isSecure(args) }));
  return redirect(href('Home', {}, locale), { headers });
}
