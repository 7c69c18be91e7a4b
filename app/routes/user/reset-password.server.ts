import { data, redirect } from 'react-router';
import { resetPassword } from '../../../core/accounts/reset-password';
import { resetPasswordInput } from '../../../core/accounts/schemas';
import { AppError } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { isSecure, signInCookie, type RequestArgs } from '../../auth/session.server';
import { appContext } from '../../context';
import { validateForm, type FieldErrors } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { toastCookie } from '../../toasts/flash-toast';

export type ResetAnswer = { errors?: FieldErrors; codeError?: ErrorCode };

const FIELDS = ['password', 'passwordConfirmation'] as const;

/**
 * Sets the new password with the code from the e-mail and signs the user in (ResetPassword, and
 * ForgotPassword when it carries `?code=`). A bad, used or expired code is answered with its
 * message and the way to ask for a new link; a blocked account is refused by core.
 */
export async function resetPasswordAction(args: RequestArgs, values: Record<string, string>) {
  const parsed = validateForm(resetPasswordInput, values);
  if (!parsed.ok) return data<ResetAnswer>({ errors: parsed.errors }, { status: 400 });
  let user;
  try {
    user = await resetPassword(args.context.get(appContext).db, { code: parsed.data.code, password: parsed.data.password });
  } catch (err) {
    if (err instanceof AppError && err.field === 'code')
      return data<ResetAnswer>({ codeError: err.code }, { status: err.status });
    const errors = refusalFields(err, FIELDS);
    if (!errors) throw err;
    return data<ResetAnswer>({ errors }, { status: err instanceof AppError ? err.status : 400 });
  }
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const headers = new Headers();
  headers.append('Set-Cookie', signInCookie(args, user));
  headers.append('Set-Cookie', toastCookie('passwordChanged', { secure: isSecure(args) }));
  return redirect(href('Home', {}, locale), { headers });
}
