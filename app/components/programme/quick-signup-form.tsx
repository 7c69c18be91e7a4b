import { useLocation } from 'react-router';
import { Form } from '../ui/form';
import type { FieldErrors } from '../../../core/errors/field-errors';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { Notification } from '../ui/notification';
import { QuickSignupFields } from './quick-signup-fields';

/** The page action's refusal of a quick sign-up (app/routes/site/quick-signup.server.ts). */
export type QuickSignupAnswer = { errors: FieldErrors; values: Record<string, string> };

/**
 * The quick sign-up in the page, for a guest without JavaScript (decision 128): the same fields
 * as the dialog, posted to the seminar page's action (`intent` quick), which signs the new
 * account in and sends it back to the box. Shown when the guest asked for it (`?quick=1`, the
 * box's button as a GET form) or when the action gave it back refused, with the codes next to
 * the fields and what was typed.
 */
export function QuickSignupForm({ answer }: { answer: QuickSignupAnswer | undefined }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const errors = answer?.errors ?? {};
  const back = new URLSearchParams(location.search);
  back.delete('quick');
  const query = back.size ? `?${back}` : '';
  const loginHref = `${href('Login', {}, locale)}?redirectTo=${encodeURIComponent(location.pathname + query)}`;
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      id="quick-signup"
      // Refused codes may be an account's (the e-mail's format, the register limit): a page answered
      // to this post before any script ran loads every refusal text before it hydrates (entry.client).
      data-refused={Object.keys(errors).length > 0 ? '' : undefined}
      className="seminar-signup-quick"
      noValidate
      aria-labelledby="quick-signup-title"
    >
      <input type="hidden" name="intent" value="quick" />
      <h3 id="quick-signup-title" className="seminar-signup-title">
        {t('signup.quickTitle')}
      </h3>
      <p>{t('signup.quickLead')}</p>
      {errors.form ? <Notification tone="danger">{t(errors.form)}</Notification> : null}
      <QuickSignupFields errors={errors} loginHref={loginHref} bind={(name) => ({ defaultValue: answer?.values[name] ?? '' })} />
      <button type="submit" className="button">
        {t('signup.quickSubmit')}
      </button>
    </Form>
  );
}
