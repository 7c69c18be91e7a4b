import { data, useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/forgot-password';
import { requestPasswordReset } from '../../../core/accounts/request-password-reset';
import { forgotPasswordInput, resetPasswordInput } from '../../../core/accounts/schemas';
import { requireGuest } from '../../auth/guards.server';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { appContext } from '../../context';
import { readFormValues, validateForm, type FieldErrors } from '../../forms/form-errors';
import { answerTooManyAttempts } from '../../forms/rate-limited';
import { formConstraints, type FormConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import { AuthCard } from './auth-card';
import { resetPasswordAction, type ResetAnswer } from './reset-password.server';
import { ResetPasswordForm } from './reset-password-form';

/** The browser's copy of the action's schema, loaded when the form is first used (keeps zod off the page). */
const loadForgotPasswordInput = () => import('../../../core/accounts/schemas').then((m) => m.forgotPasswordInput);

export async function loader(args: Route.LoaderArgs) {
  await requireGuest(args);
  // The spec's ForgotPassword also takes the reset code (links of the older e-mails).
  const code = new URL(args.request.url).searchParams.get('code');
  // The fields' limits from the action's schema, sent as data: the page loads zod only when the form is used.
  return { code, constraints: formConstraints(code === null ? forgotPasswordInput : resetPasswordInput) };
}

export async function action(args: Route.ActionArgs) {
  await requireGuest(args);
  const { request, context } = args;
  const values = await readFormValues(request);
  if ('code' in values) return resetPasswordAction(args, values);

  const { db, mail, afterAnswer } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  // Limited per address and per e-mail before this runs (server/middleware/rate-limit.ts).
  const parsed = validateForm(forgotPasswordInput, { ...values, locale });
  if (!parsed.ok) return data({ sent: false, errors: parsed.errors }, { status: 400 });
  // The same answer, in the same time, whether or not the address has an account: the lookup and
  // the mail run after the answer (decision 090).
  const email = parsed.data.email;
  afterAnswer.run('password reset', () => requestPasswordReset(db, { email, locale, mail }));
  return { sent: true, errors: undefined };
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const resetting = (await request.clone().formData()).has('code');
  return answerTooManyAttempts(serverAction, (errors): ResetAnswer | { sent: false; errors: FieldErrors } =>
    resetting ? { errors } : { sent: false, errors },
  );
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('forgot.title'), description: t('forgot.metaDescription'), robots: 'noindex' });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.code !== null) {
    return (
      <ResetPasswordForm
        code={loaderData.code}
        constraints={loaderData.constraints}
        answer={actionData && !('sent' in actionData) ? actionData : undefined}
      />
    );
  }
  return (
    <RequestLinkForm constraints={loaderData.constraints} answer={actionData && 'sent' in actionData ? actionData : undefined} />
  );
}

function RequestLinkForm({
  constraints,
  answer,
}: {
  constraints: FormConstraints;
  answer: { sent: boolean; errors: FieldErrors | undefined } | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const f = useForm({ constraints, schema: loadForgotPasswordInput }, { errors: answer?.errors });
  const { errors } = f;
  const back = (
    <Link to={href('Login', {}, locale)} className="text-link">
      {t('forgot.backToLogin')}
    </Link>
  );

  if (answer?.sent) {
    return (
      <AuthCard title={t('forgot.sentTitle')} footer={<p>{back}</p>}>
        <Notification tone="success">
          <p>{t('forgot.sent')}</p>
        </Notification>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')} footer={<p>{back}</p>}>
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      <Form method="post" {...f.form} className="form-grid">
        <TextField {...f.field('email')} label={t('forgot.email')} autoComplete="email" />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </div>
      </Form>
    </AuthCard>
  );
}
