import { useId, useRef, useState, type FormEvent } from 'react';
import { isErrorCode } from '../../../core/errors/error-codes';
import type { MessageKey } from '../../i18n/messages/cs';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../forms/api-client';
import { Notification } from '../ui/notification';
import { TextField } from '../ui/text-field';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { ProfileField } from './profile-fields';

const FIELD = {
  firstName: { label: 'me.firstName', autoComplete: 'given-name', type: 'text' },
  lastName: { label: 'me.lastName', autoComplete: 'family-name', type: 'text' },
  phone: { label: 'me.phone', autoComplete: 'tel', type: 'tel' },
} as const satisfies Record<ProfileField, { label: MessageKey; autoComplete: string; type: string }>;

/**
 * The profile-completion modal (spec 4, 8): the missing fields only, saved to the user's own
 * record (`PUT /api/users/{id}`, the same fields as the Me page's contact card); `onClose(true)`
 * after a save, so the page can try the join again. The ticket is the next step's: a join
 * refused for want of one opens TicketStepDialog (a ticket code, or 'Mám lístek' when
 * self-declared tickets are accepted), so this modal only says that attending needs one.
 */
export function ProfileCompletionDialog({
  missing,
  userId,
  onClose,
}: {
  /** The fields to fill in; null keeps the dialog closed. */
  missing: ProfileField[] | null;
  userId: number;
  onClose: (saved: boolean) => void;
}) {
  const t = useT();
  const titleId = useId();
  const saved = useRef(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [formError, setFormError] = useState<MessageKey | null>(null);

  const {
    ref,
    close: closeDialog,
    returnFocus,
  } = useModalDialog(missing !== null, () => {
    saved.current = false;
    setErrors({});
    setFormError(null);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!missing) return;
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(missing.map((name) => [name, String(form.get(name) ?? '')]));
    setBusy(true);
    const res = await apiCall('PUT', `/users/${userId}`, body);
    setBusy(false);
    if (res.ok) {
      saved.current = true;
      closeDialog();
      return;
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(res.fields).filter((entry): entry is [string, MessageKey] => isErrorCode(entry[1])),
    );
    setErrors(fieldErrors);
    setFormError(Object.keys(fieldErrors).length ? null : isErrorCode(res.code) ? res.code : 'form.serverError');
  }

  return (
    <dialog
      ref={ref}
      className="speaker-modal seminar-signup-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        onClose(saved.current);
        returnFocus();
      }}
    >
      {missing ? (
        <form className="speaker-modal-body" noValidate onSubmit={(e) => void submit(e)}>
          <h2 id={titleId} className="seminar-signup-title">
            {t('signup.profileTitle')}
          </h2>
          <p>{t('signup.profileLead')}</p>
          {formError ? <Notification tone="danger">{t(formError)}</Notification> : null}
          {missing.map((name, i) => (
            <TextField
              key={name}
              name={name}
              label={t(FIELD[name].label)}
              type={FIELD[name].type}
              autoComplete={FIELD[name].autoComplete}
              required
              autoFocus={i === 0}
              error={errors[name]}
            />
          ))}
          <p className="seminar-signup-note">{t('Signup.noTicket')}</p>
          <div className="seminar-signup-actions">
            <button type="button" className="button button-ghost" onClick={closeDialog}>
              {t('signup.cancel')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {t('signup.profileSave')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
