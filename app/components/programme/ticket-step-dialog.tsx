import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../ui/link';
import { isErrorCode } from '../../../core/errors/error-codes';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { apiCall } from '../../forms/api-client';
import { Notification } from '../ui/notification';
import { TextField } from '../ui/text-field';

/**
 * The ticket step of a seminar sign-up (decision 032): a join refused with `Signup.noTicket`
 * asks for a colleague's ticket code (`POST /api/tickets/claim`), or, when the ticket settings
 * accept self-declared tickets, offers the spec's 'Mám lístek *' toggle instead
 * (`PUT /api/users/{id}` with `hasTicket`). `onClose(true)` once the user has a ticket, so the
 * page can try the join again.
 */
export function TicketStepDialog({
  open,
  userId,
  selfDeclared,
  onClose,
}: {
  open: boolean;
  userId: number;
  selfDeclared: boolean;
  onClose: (done: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const done = useRef(false);
  const [busy, setBusy] = useState(false);
  const [declared, setDeclared] = useState(false);
  const [codeError, setCodeError] = useState<MessageKey | undefined>();
  const [formError, setFormError] = useState<MessageKey | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      done.current = false;
      setDeclared(false);
      setCodeError(undefined);
      setFormError(null);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setFormError(null);
    if (!declared && !code) {
      setCodeError('Form.error.required');
      return;
    }
    setBusy(true);
    const res = declared
      ? await apiCall('PUT', `/users/${userId}`, { hasTicket: true })
      : await apiCall('POST', '/tickets/claim', { code });
    setBusy(false);
    if (res.ok) {
      done.current = true;
      ref.current?.close();
      return;
    }
    const known = isErrorCode(res.code) ? res.code : 'form.serverError';
    if (!declared && res.fields.code) {
      setCodeError(known);
    } else {
      setFormError(known);
    }
  }

  return (
    <dialog
      ref={ref}
      className="speaker-modal seminar-signup-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        onClose(done.current);
        opener.current?.focus();
        opener.current = null;
      }}
    >
      {open ? (
        <form className="speaker-modal-body" noValidate onSubmit={(e) => void submit(e)}>
          <h2 id={titleId} className="seminar-signup-title">
            {t('signup.ticketTitle')}
          </h2>
          <p>{t('Signup.noTicket')}</p>
          {formError ? <Notification tone="danger">{t(formError)}</Notification> : null}
          {selfDeclared ? (
            <label className="seminar-signup-check">
              <input type="checkbox" name="hasTicket" checked={declared} onChange={(e) => setDeclared(e.target.checked)} />{' '}
              {t('signup.ticketDeclare')}
              <span aria-hidden="true"> *</span>
            </label>
          ) : null}
          {declared ? null : (
            <TextField
              name="code"
              label={t('me.claimCode')}
              hint={t('me.claimHint')}
              required
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              error={codeError}
              onChange={() => setCodeError(undefined)}
            />
          )}
          <p className="seminar-signup-note">
            <Link to={href('BuyTicket', {}, locale)} className="text-link">
              {t('me.buyTicket')}
            </Link>
          </p>
          <div className="seminar-signup-actions">
            <button type="button" className="button button-ghost" onClick={() => ref.current?.close()}>
              {t('signup.cancel')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {t('signup.ticketSave')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
