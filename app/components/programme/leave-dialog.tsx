import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import '../../styles/discover-modal.css';
import '../../styles/seminar-signup.css';

/**
 * The leave question in a native modal <dialog> (like the speaker modal): the page is inert
 * while it is open, Escape or the backdrop cancel, focus starts on 'Cancel' and returns to the
 * button that opened it.
 */
export function LeaveDialog({
  open,
  question,
  confirmLabel,
  onClose,
}: {
  open: boolean;
  question: string;
  confirmLabel: string;
  onClose: (confirmed: boolean) => void;
}) {
  const t = useT();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const answer = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      answer.current = false;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = (confirmed: boolean) => {
    answer.current = confirmed;
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className="speaker-modal seminar-signup-dialog"
      role="alertdialog"
      aria-describedby={textId}
      aria-label={confirmLabel}
      onClose={() => {
        onClose(answer.current);
        opener.current?.focus();
        opener.current = null;
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
            <button type="button" className="button" onClick={() => close(true)}>
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
