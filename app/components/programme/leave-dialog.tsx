import { useId, useRef } from 'react';
import { useModalDialog } from '../ui/use-modal-dialog';
import { useT } from '../../i18n/use-t';

/**
 * The leave question in a native modal <dialog> (like the speaker modal): the page is inert
 * while it is open, Escape or the backdrop cancel, focus starts on 'Cancel' and returns to the
 * button that opened it. Also the public pages' other yes/no questions (signing someone off,
 * deleting an event: `danger` paints the confirming button red, `label` names the dialog).
 */
export function LeaveDialog({
  open,
  question,
  confirmLabel,
  label = confirmLabel,
  danger = false,
  onClose,
}: {
  open: boolean;
  question: string;
  confirmLabel: string;
  label?: string;
  danger?: boolean;
  onClose: (confirmed: boolean) => void;
}) {
  const t = useT();
  const textId = useId();
  const answer = useRef(false);

  const {
    ref,
    close: closeDialog,
    returnFocus,
  } = useModalDialog(open, () => {
    answer.current = false;
  });

  const close = (confirmed: boolean) => {
    answer.current = confirmed;
    closeDialog();
  };

  return (
    <dialog
      ref={ref}
      className="speaker-modal seminar-signup-dialog"
      role="alertdialog"
      aria-describedby={textId}
      aria-label={label}
      onClose={() => {
        onClose(answer.current);
        returnFocus();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close(false);
      }}
    >
      {open ? (
        <div className="speaker-modal-body">
          <p id={textId}>{question}</p>
          <div className="seminar-signup-actions">
            <button type="button" className="button button-ghost" autoFocus onClick={() => close(false)}>
              {t('signup.cancel')}
            </button>
            <button type="button" className={danger ? 'button button-danger' : 'button'} onClick={() => close(true)}>
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
