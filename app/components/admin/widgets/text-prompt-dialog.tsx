import { useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, Text, TextField } from 'react-aria-components';
import { useAdminT } from '../../../i18n/admin-t';
import '../../../styles/admin-widgets.css';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  hint?: string;
  initialValue?: string;
  submitLabel: string;
  inputType?: 'text' | 'url';
  /**
   * Takes the trimmed value; answers an error text to keep the dialog open with it, or null
   * to close. May be async (a request): the dialog waits and disables its buttons meanwhile.
   */
  onSubmit: (value: string) => string | null | Promise<string | null>;
};

/** A small form in a modal dialog instead of window.prompt: one required text field. */
export function TextPromptDialog({ isOpen, onOpenChange, ...rest }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="widget-modal-overlay">
      <Modal className="widget-modal">
        <Dialog className="widget-dialog">{({ close }) => <PromptForm {...rest} close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

// The form mounts with the dialog, so every opening starts from the initial value.
function PromptForm({
  title,
  label,
  hint,
  initialValue = '',
  submitLabel,
  inputType = 'text',
  onSubmit,
  close,
}: Omit<Props, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const t = useAdminT();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = value.trim();
    if (!trimmed) {
      setError(t('Form.error.required'));
      return;
    }
    setBusy(true);
    const refusal = await onSubmit(trimmed);
    setBusy(false);
    if (refusal) setError(refusal);
    else close();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Heading slot="title" className="widget-dialog-title">
        {title}
      </Heading>
      <TextField
        className={`field${error ? ' field-invalid' : ''}`}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        isRequired
        isInvalid={error !== null}
        validationBehavior="aria"
        type={inputType}
        autoFocus
      >
        <Label className="field-label">
          {label}
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        </Label>
        <Input className="field-input" />
        {hint ? (
          <Text slot="description" className="field-hint">
            {hint}
          </Text>
        ) : null}
        <FieldError className="field-error">{error}</FieldError>
      </TextField>
      <div className="widget-dialog-actions">
        <Button className="button button-small button-ghost" onPress={close} isDisabled={busy}>
          {t('widgets.dialog.cancel')}
        </Button>
        <Button type="submit" className="button button-small" isPending={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
