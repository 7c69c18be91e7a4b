import { data, redirect, useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/login';
import { login } from '../../../core/accounts/login';
import { resendConfirmation } from '../../../core/accounts/resend-confirmation';
import { startsInAdminArea } from '../../../core/accounts/policy';
import { loginInput } from '../../../core/accounts/login-input';
import { AppError } from '../../../core/errors/app-error';
import type { ErrorCode } from '../../../core/errors/error-codes';
import { requireGuest } from '../../auth/guards.server';
import { safeRedirectTo, withRedirectTo } from '../../auth/redirect-to';
import { signInCookie, isSecure } from '../../auth/session.server';
import { useToastOnce } from '../../components/toasts';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { appContext } from '../../context';
import { readFormValues, validateForm, type FieldErrors } from '../../forms/form-errors';
import { answerTooManyAttempts } from '../../forms/rate-limited';
import { formConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { actionToast, toastCookie } from '../../toasts/flash-toast';
import { routeMeta } from '../../seo/route-meta';
import { AuthCard } from './auth-card';
import { ADMIN_HOME } from '../../auth/admin-home';

/** The browser's copy of the action's schema, loaded when the form is first used (keeps zod off the page). */
const loadLoginInput = () => import('../../../core/accounts/login-input').then((m) => m.loginInput);

/** The submit button that asks for a new confirmation link instead of signing in. */
const RESEND = 'resendConfirmation';

const CODE_REASONS = ['Auth.form.error.code.invalid', 'Auth.form.error.code.used', 'Auth.form.error.code.expired'] as const;
const codeReason = (value: string | null) => CODE_REASONS.find((code) => code === value) ?? null;

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  const query = new URL(args.request.url).searchParams;
  return {
    // Set by the e-mail confirmation link on its way here.
    confirmed: query.get('confirmed') === '1',
    confirmationInvalid: query.get('confirmation') === 'invalid',
    // Which way the link failed (used, expired, unknown), by its code; anything else is not shown.
    confirmationReason: codeReason(query.get('reason')),
    redirectTo: safeRedirectTo(query.get('redirectTo'), ''),
    // The fields' limits from the action's schema, sent as data: the page loads zod only when the form is used.
    constraints: formConstraints(loginInput),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireGuest(args);
  const { request, context } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const values = await readFormValues(request);
  const parsed = validateForm(loginInput, values);
  // Without JavaScript the page is rendered anew: the identifier is sent back, never the password.
  const identifier = values.identifier ?? '';
  if (!parsed.ok) return data({ errors: parsed.errors, toast: null, identifier }, { status: 400 });

  const refuse = (code: ErrorCode, status: number) =>
    data({ errors: { form: code } as FieldErrors, toast: actionToast(code, 'danger'), identifier }, { status });
  if (values.intent === RESEND) {
    // The login's own proof (identifier and password) asks for a new link: nothing more is told (decision 069).
    const { db, mail, limits } = context.get(appContext);
    try {
      const resent = await resendConfirmation(db, {
        ...parsed.data,
        locale,
        mail,
        sends: limits.confirmationResendPerUser,
        redirectTo: safeRedirectTo(values.redirectTo, '') || null,
      });
      return data({ errors: {} as FieldErrors, toast: null, identifier, resent });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return refuse(err.code, err.status);
    }
  }
  // Attempts are limited per address and per account before this runs (server/middleware/rate-limit.ts).
  let user;
  try {
    user = await login(context.get(appContext).db, parsed.data);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return refuse(err.code, err.status);
  }

  const headers = new Headers();
  headers.append('Set-Cookie', signInCookie(args, user));
  headers.append('Set-Cookie', toastCookie('loggedIn', { secure: isSecure(args) }));
  // Spec: only an Admin is sent to the admin area; everyone else goes back where they were.
  const home = href('Home', {}, locale);
  const to = startsInAdminArea(user) ? href(ADMIN_HOME, {}, locale) : safeRedirectTo(values.redirectTo, home);
  return redirect(to, { headers });
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const identifier = String((await request.clone().formData()).get('identifier') ?? '');
  return answerTooManyAttempts(serverAction, (errors) => ({
    errors,
    toast: actionToast('Auth.form.error.ratelimit', 'danger'),
    identifier,
  }));
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('login.title'), description: t('login.metaDescription'), robots: 'noindex' });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const f = useForm(
    { constraints: loaderData.constraints, schema: loadLoginInput },
    { defaults: { identifier: actionData?.identifier }, errors: actionData?.errors },
  );
  const { errors } = f;
  useToastOnce(actionData?.toast);

  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={withRedirectTo(href('Register', {}, locale), loaderData.redirectTo)} className="text-link">
            {t('login.registerLink')}
          </Link>
        </p>
      }
    >
      {loaderData.confirmed ? <Notification tone="success">{t('login.confirmed')}</Notification> : null}
      {/* The link's verdict is about the link: once the form has been sent, the form's own answer replaces it. */}
      {loaderData.confirmationInvalid && !actionData ? (
        <Notification tone="danger">
          {loaderData.confirmationReason ? <p>{t(loaderData.confirmationReason)}</p> : null}
          <p>{t('login.confirmationInvalid')}</p>
        </Notification>
      ) : null}
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      {actionData && 'resent' in actionData ? (
        <Notification tone="success">{t(actionData.resent === 'sent' ? 'login.resent' : 'login.alreadyConfirmed')}</Notification>
      ) : null}
      <Form method="post" {...f.form} className="form-grid">
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <TextField
          {...f.field('identifier')}
          label={t('login.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...f.field('password')} type="password" label={t('login.password')} autoComplete="current-password" />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
          <Link to={href('ForgotPassword', {}, locale)} className="text-link">
            {t('login.forgot')}
          </Link>
        </div>
        {/* After the main button, so Enter in a field still signs in. */}
        {errors.form === 'Auth.form.error.confirmed' ? (
          <div className="login-resend">
            <p>{t('login.resendLead')}</p>
            <button
              type="submit"
              name="intent"
              value={RESEND}
              className="button button-secondary"
              aria-disabled={busy || undefined}
            >
              {t('login.resend')}
            </button>
          </div>
        ) : null}
      </Form>
    </AuthCard>
  );
}
