import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAdminT } from '../../../i18n/admin-t';
import '../../../styles/admin-widgets.css';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. 'Delete the image?'. */
  message: string;
  confirmLabel: string;
  /** Called after the dialog has closed. */
  onConfirm: () => void;
};

/**
 * A yes/no question in a modal alert dialog instead of window.confirm: React Aria traps the
 * focus, closes on Escape and gives the focus back to the button that opened it.
 */
export function ConfirmDialog({ isOpen, onOpenChange, title, message, confirmLabel, onConfirm }: Props) {
  const t = useAdminT();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} className="widget-modal-overlay">
      <Modal className="widget-modal">
        <Dialog role="alertdialog" className="widget-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="widget-dialog-title">
                {title}
              </Heading>
              <p className="widget-dialog-text">{message}</p>
              <div className="widget-dialog-actions">
                <Button className="button button-small button-ghost" onPress={close} autoFocus>
                  {t('widgets.dialog.cancel')}
                </Button>
                <Button
                  className="button button-small widget-danger"
                  onPress={() => {
                    close();
                    onConfirm();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
