import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isErrorCode } from '../../../core/errors/error-codes';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { apiCall } from '../../forms/api-client';
import { Notification } from '../ui/notification';
import { useModalDialog } from '../ui/use-modal-dialog';
import { QuickSignupFields, type QUICK_SIGNUP_FIELDS } from './quick-signup-fields';

type Values = Record<(typeof QUICK_SIGNUP_FIELDS)[number]['name'], string>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', company: '' };

/**
 * The quick sign-up modal of a seminar page (spec 2.7, 5, 8): a guest gives their names,
 * e-mail, phone and optionally the company; `POST /api/event-join/quick-signup` creates the
 * account, mails the link that sets its password and signs the guest in, then `onSignedIn`
 * lets the page join the seminar as the new user. Typed values survive a refusal; a taken
 * e-mail says so next to the field with the way to sign in.
 */
export function QuickSignupDialog({
  open,
  eventId,
  onClose,
  onSignedIn,
}: {
  open: boolean;
  eventId: number;
  onClose: () => void;
  onSignedIn: (userId: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const titleId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [formError, setFormError] = useState<MessageKey | null>(null);

  const {
    ref,
    close: closeDialog,
    returnFocus,
    forgetOpener,
  } = useModalDialog(open, () => {
    setErrors({});
    setFormError(null);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    const res = await apiCall<{ user: { id: number } }>('POST', '/event-join/quick-signup', {
      event: eventId,
      ...values,
      locale,
    });
    setBusy(false);
    if (res.ok) {
      setValues(EMPTY);
      // The box's buttons change once the guest is signed in: focus stays in the page.
      forgetOpener();
      closeDialog();
      onSignedIn(res.data.user.id);
      return;
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(res.fields).filter((entry): entry is [string, MessageKey] => isErrorCode(entry[1])),
    );
    if (res.code === 'Signup.quick.emailTaken') fieldErrors.email = 'Signup.quick.emailTaken';
    setErrors(fieldErrors);
    setFormError(Object.keys(fieldErrors).length ? null : isErrorCode(res.code) ? res.code : 'form.serverError');
  }

  const loginHref = `${href('Login', {}, locale)}?redirectTo=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <dialog
      ref={ref}
      className="speaker-modal seminar-signup-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        returnFocus();
      }}
    >
      {open ? (
        <form className="speaker-modal-body seminar-signup-quick" noValidate onSubmit={(e) => void submit(e)}>
          <h2 id={titleId} className="seminar-signup-title">
            {t('signup.quickTitle')}
          </h2>
          <p>{t('signup.quickLead')}</p>
          {formError ? <Notification tone="danger">{t(formError)}</Notification> : null}
          <QuickSignupFields
            errors={errors}
            loginHref={loginHref}
            bind={(name, i) => ({
              autoFocus: i === 0,
              value: values[name],
              onChange: (e) => setValues((v) => ({ ...v, [name]: e.target.value })),
            })}
          />
          <div className="seminar-signup-actions">
            <button type="button" className="button button-ghost" onClick={closeDialog}>
              {t('signup.cancel')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {t('signup.quickSubmit')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
