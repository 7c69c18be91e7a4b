import { Form, Link, useNavigation } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../core/accounts/account-limits';
import { Notification } from '../../components/ui/notification';
import { TextField } from '../../components/ui/text-field';
import { useFormValidation } from '../../forms/use-form-validation';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { AuthCard } from './auth-card';
import type { ResetAnswer } from './reset-password.server';

/** The browser's copy of the action's schema, loaded when the form is first used (keeps zod off the page). */
const loadResetPasswordInput = () => import('../../../core/accounts/schemas').then((m) => m.resetPasswordInput);

/** The new-password form, or the way to a new link when the code is missing or refused. */
export function ResetPasswordForm({ code, answer }: { code: string | null; answer: ResetAnswer | undefined }) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const { formRef, errors, onSubmit, onChange } = useFormValidation(loadResetPasswordInput, answer?.errors);
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
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} onChange={onChange} className="form-grid">
        <input type="hidden" name="code" value={code ?? ''} />
        <TextField
          name="password"
          type="password"
          label={t('reset.password')}
          hint={t('register.passwordHint')}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={errors.password}
        />
        <TextField
          name="passwordConfirmation"
          type="password"
          label={t('reset.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation}
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
