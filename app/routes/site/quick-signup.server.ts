import { data, redirect } from 'react-router';
import type { FieldErrors } from '../../../core/errors/field-errors';
import { takeAttempt } from '../../../core/rate-limit/limits';
import { quickSignup, quickSignupInput } from '../../../core/signups/quick-signup';
import { validateInput } from '../../../core/validation/validate-input';
import type { QuickSignupAnswer } from '../../components/programme/quick-signup-form';
import { currentPath } from '../../auth/redirect-to';
import { isSecure, signInCookie, type RequestArgs } from '../../auth/session.server';
import { appContext, clientAddressContext } from '../../context';
import { refusalFields } from '../../forms/refusal-fields';
import { localeFromPath } from '../../i18n/locale';
import { toastCookie } from '../../toasts/flash-toast';

/** The quick sign-up's fields, as the form and `quickSignupInput` name them. */
export const QUICK_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company'] as const;

/**
 * A guest's quick sign-up posted without JavaScript (decision 128), by the use case of
 * `POST /api/event-join/quick-signup`, counted on the registration's limit per address as
 * that path is: the account is made, the link that sets its password mailed, the guest signed
 * in and sent back to the seminar, where the box now offers to join (a new account then hears
 * about the ticket it needs, as the hydrated box's ticket step says).
 */
export async function quickSignupAction(args: RequestArgs, eventId: number, form: Record<string, string>) {
  const { db, mail, clock, limits } = args.context.get(appContext);
  const values = Object.fromEntries(QUICK_FIELDS.map((name) => [name, form[name] ?? '']));
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const refused = (errors: FieldErrors, status: number) =>
    data({ quick: { errors, values } satisfies QuickSignupAnswer }, { status });
  const parsed = validateInput(quickSignupInput, { ...values, event: eventId, locale });
  if (!parsed.ok) return refused(parsed.errors, 400);
  try {
    await takeAttempt(limits.registerPerIp, args.context.get(clientAddressContext));
    const user = await quickSignup(db, { input: parsed.data, mail, clock });
    const headers = new Headers();
    headers.append('Set-Cookie', signInCookie(args, user));
    headers.append('Set-Cookie', toastCookie('quickSignedUp', { secure: isSecure(args) }));
    const back = new URL(currentPath(args.request), 'http://innoweek.invalid');
    back.searchParams.delete('quick');
    return redirect(`${back.pathname}${back.search}`, { headers });
  } catch (err) {
    const errors = refusalFields(err, QUICK_FIELDS);
    if (!errors) throw err;
    // A taken e-mail is said next to the field, with the way to sign in (as the dialog does).
    if (errors.form === 'Signup.quick.emailTaken') return refused({ email: 'Signup.quick.emailTaken' }, 400);
    return refused(errors, 409);
  }
}
