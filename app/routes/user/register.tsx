import { data, useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/register';
import { registerUser } from '../../../core/accounts/register-user';
import { registerInput } from '../../../core/accounts/schemas';
import { requireGuest } from '../../auth/guards.server';
import { safeRedirectTo, withRedirectTo } from '../../auth/redirect-to';
import { useToastOnce } from '../../components/toasts';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { appContext } from '../../context';
import { readFormValues, validateForm } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { answerTooManyAttempts } from '../../forms/rate-limited';
import { formConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { actionToast } from '../../toasts/flash-toast';
import { routeMeta } from '../../seo/route-meta';
import { AuthCard } from './auth-card';
import { ConsentNote } from '../../components/consent-note';

/** The browser's copy of the action's schema, loaded when the form is first used (keeps zod off the page). */
const loadRegisterInput = () => import('../../../core/accounts/schemas').then((m) => m.registerInput);

const FIELDS = ['username', 'email', 'password'] as const;

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  // The page that asked for an account: the form carries it, the confirmation link returns there.
  return {
    redirectTo: safeRedirectTo(new URL(args.request.url).searchParams.get('redirectTo'), ''),
    // The fields' limits from the action's schema, sent as data: the page loads zod only when the form is used.
    constraints: formConstraints(registerInput),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireGuest(args);
  const { request, context } = args;
  const { db, mail } = context.get(appContext);
  const values = await readFormValues(request);
  // The account speaks the language it was created in (e-mails, redirects).
  const input = { ...values, locale: localeFromPath(new URL(request.url).pathname) };
  const echo = { username: values.username ?? '', email: values.email ?? '', newsletter: values.newsletter ?? '' };
  const parsed = validateForm(registerInput, input);
  if (!parsed.ok) return data({ done: false as const, errors: parsed.errors, toast: null, values: echo }, { status: 400 });
  try {
    await registerUser(db, { input: parsed.data, mail, redirectTo: safeRedirectTo(values.redirectTo, '') || null });
  } catch (err) {
    const errors = refusalFields(err, FIELDS);
    if (!errors) throw err;
    const message = Object.values(errors)[0]!;
    return data({ done: false as const, errors, toast: actionToast(message, 'danger'), values: echo }, { status: 400 });
  }
  // No redirect: the notice is this page's answer; the toast cookie is read by the next page
  // only, so the toast rides along in the answer itself.
  return data(
    { done: true as const, errors: undefined, toast: actionToast('toast.registered', 'success'), values: echo },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const values = {
    username: String(form.get('username') ?? ''),
    email: String(form.get('email') ?? ''),
    newsletter: String(form.get('newsletter') ?? ''),
  };
  return answerTooManyAttempts(serverAction, (errors) => ({
    done: false as const,
    errors,
    toast: actionToast('Auth.form.error.ratelimit', 'danger'),
    values,
  }));
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('register.title'), description: t('register.metaDescription'), robots: 'noindex' });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const f = useForm(
    { constraints: loaderData.constraints, schema: loadRegisterInput },
    { defaults: actionData?.values, errors: actionData?.errors },
  );
  const { errors } = f;
  useToastOnce(actionData?.toast);
  const loginHref = withRedirectTo(href('Login', {}, locale), loaderData.redirectTo);

  if (actionData?.done) {
    return (
      <AuthCard title={t('register.successTitle')}>
        <Notification tone="success">
          <p>{t('register.success')}</p>
        </Notification>
        <p className="auth-after">
          <Link to={loginHref} className="button button-ghost">
            {t('register.loginLink')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('register.title')}
      lead={t('register.lead')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={loginHref} className="text-link">
            {t('register.loginLink')}
          </Link>
        </p>
      }
    >
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      <Form method="post" {...f.form} className="form-grid">
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <TextField
          {...f.field('username')}
          label={t('register.username')}
          hint={t('register.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...f.field('email')} label={t('register.email')} autoComplete="email" />
        <TextField
          {...f.field('password')}
          type="password"
          label={t('register.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
        />
        <div className="consent-choice">
          <input
            id="register-newsletter"
            type="checkbox"
            name="newsletter"
            defaultChecked={actionData?.values.newsletter === 'on'}
          />
          <label htmlFor="register-newsletter">{t('consent.newsletter')}</label>
        </div>
        <ConsentNote />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('register.submitting') : t('register.submit')}
          </button>
        </div>
      </Form>
    </AuthCard>
  );
}
