import { useNavigation } from 'react-router';
import { Form } from '../../components/ui/form';
import { Link } from '../../components/ui/link';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import type { FormConstraints } from '../../forms/form-constraints';
import { useForm } from '../../forms/use-form';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { AuthCard } from './auth-card';
import type { ResetAnswer } from './reset-password.server';

/** The browser's copy of the action's schema, loaded when the form is first used (keeps zod off the page). */
const loadResetPasswordInput = () => import('../../../core/accounts/schemas').then((m) => m.resetPasswordInput);

/** The new-password form, or the way to a new link when the code is missing or refused. */
export function ResetPasswordForm({
  code,
  constraints,
  answer,
}: {
  code: string | null;
  /** The fields' limits, derived from the action's schema by the loader. */
  constraints: FormConstraints;
  answer: ResetAnswer | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const f = useForm({ constraints, schema: loadResetPasswordInput }, { errors: answer?.errors });
  const { errors } = f;
  const problem = code ? answer?.codeError : 'reset.codeMissing';

  if (problem) {
    return (
      <AuthCard title={t('reset.title')}>
        <Notification tone="danger">
          <p>{t(problem)}</p>
        </Notification>
        <p className="auth-after">
          <Link to={href('ForgotPassword', {}, locale)} className="button">
            {t('reset.requestNew')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      <Form method="post" {...f.form} className="form-grid">
        <input type="hidden" name="code" value={code ?? ''} />
        <TextField
          {...f.field('password')}
          type="password"
          label={t('reset.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
        />
        <TextField
          {...f.field('passwordConfirmation')}
          type="password"
          label={t('reset.passwordConfirmation')}
          autoComplete="new-password"
        />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('reset.submitting') : t('reset.submit')}
          </button>
        </div>
      </Form>
    </AuthCard>
  );
}
