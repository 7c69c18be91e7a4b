import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type Props = {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Both buttons are disabled while the action runs (no pending announcement: React Aria's left an
   * unnamed live region behind once the dialog closed). */
  isPending?: boolean;
  /** `danger` paints the confirm button red (delete, throw away). */
  tone?: 'danger' | 'primary';
  /** Why the server refused the step: shown in the dialog the user is looking at, not behind it. */
  error?: string | null | undefined;
};

/**
 * A modal question with two answers (delete?, leave with unsaved changes?). React Aria's
 * Modal makes the page behind it inert, keeps focus inside, closes on Escape (as Cancel) and
 * gives focus back to what opened it. Its role is alertdialog: it interrupts to ask.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending,
  tone = 'danger',
  error,
}: Props) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="modal-overlay"
    >
      <Modal className="modal">
        <Dialog role="alertdialog" className="modal-dialog">
          <Heading slot="title" className="modal-title">
            {title}
          </Heading>
          <div className="modal-body">
            {children}
            {error ? (
              <p className="notification notification-danger" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="modal-actions">
            <Button className="button button-ghost" onPress={onCancel} isDisabled={isPending} autoFocus>
              {cancelLabel}
            </Button>
            <Button className={`button ${tone === 'danger' ? 'button-danger' : ''}`} onPress={onConfirm} isDisabled={isPending}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
