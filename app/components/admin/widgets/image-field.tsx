import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useAdminT } from '../../../i18n/admin-t';
import { ConfirmDialog } from './confirm-dialog';
import { FieldFrame, type FieldRefusal } from './field-frame';
import { UploadProgress } from './upload-progress';
import { isImageFile, previewUrl, type ImageValue, type UploadedFile } from './uploaded-file';
import { useAdminToast } from '../use-admin-toast';
import { useRefusalToast } from './use-refusal-toast';
import { useUpload } from './use-upload';
import '../../../styles/admin-widgets.css';

type Props = {
  label: string;
  required?: boolean;
  value: ImageValue | null;
  /** A prepared upload, or null when the image is removed; the form's Save stores the choice. */
  onChange: (file: UploadedFile | null) => void;
  /** The form's refusal code for this field (e.g. a missing required image). */
  error?: string | undefined;
  hint?: ReactNode;
};

type Status = 'prepared' | 'cancelled' | null;
const STATUS_TEXT = {
  prepared: 'widgets.image.prepared',
  cancelled: 'widgets.upload.cancelled',
} as const;

/**
 * An image of a record (spec 2, "Shared widgets"): choosing a file uploads it at once, as
 * Strapi's and Payload's do, and hands the stored file to the form, which then has an unsaved
 * change; the spec's separate Prepare step lost a chosen file silently when it was skipped
 * (decision 063). Removing only clears the field: the file may be used elsewhere, and the form's
 * Save decides.
 */
export function ImageField({ label, required, value, onChange, error, hint }: Props) {
  const t = useAdminT();
  const { progress, upload, cancel } = useUpload();
  const showRefusal = useRefusalToast();
  const toast = useAdminToast();
  const [chosen, setChosen] = useState<File | null>(null);
  const [ownError, setOwnError] = useState<FieldRefusal | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const focusChoose = useRef(false);

  useEffect(() => {
    // The Remove button that opened the dialog is gone once the image is: focus Choose instead.
    if (!value && focusChoose.current) {
      focusChoose.current = false;
      chooseRef.current?.focus();
    }
  }, [value]);

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setStatus(null);
    if (!isImageFile(file)) {
      setChosen(null);
      setOwnError({ code: 'widgets.image.onlyImages' });
      return;
    }
    setOwnError(null);
    setChosen(file);
    void prepare(file);
  }

  async function prepare(file: File) {
    const result = await upload([file]);
    setChosen(null);
    if (result === null) {
      setStatus('cancelled');
      return;
    }
    if (!result.ok) {
      setOwnError({ code: result.code, params: result.params });
      showRefusal(result.code, result.params);
      return;
    }
    const [stored] = result.data;
    if (!stored) {
      setOwnError({ code: 'Request.internal' });
      return;
    }
    setStatus('prepared');
    onChange(stored);
  }

  function remove() {
    focusChoose.current = true;
    setChosen(null);
    setOwnError(null);
    // Told once, by the toast (the spec's 'Image removed').
    setStatus(null);
    toast.success('widgets.image.removed');
    onChange(null);
  }

  const missing = Boolean(required && !value && error);
  const uploading = progress !== null;
  return (
    <FieldFrame
      as="fieldset"
      label={label}
      required={required}
      error={ownError?.code ?? error}
      errorParams={ownError?.params}
      hint={hint}
      className={`image-field${missing ? ' image-field-missing' : ''}`}
    >
      {() => (
        <>
          <div className="image-field-area">
            {value ? (
              <img
                className="image-field-preview"
                src={previewUrl(value)}
                alt={value.alternativeText || value.name || t('widgets.image.current')}
              />
            ) : (
              <p className="image-field-empty">{t('widgets.image.none')}</p>
            )}
          </div>
          <div className="image-field-actions">
            <FileTrigger acceptedFileTypes={['image/*']} onSelect={choose}>
              <Button ref={chooseRef} className="button button-small button-ghost" isDisabled={uploading}>
                {t('widgets.image.choose')}
              </Button>
            </FileTrigger>
            {value ? (
              <Button
                className="button button-small button-ghost widget-danger-text"
                onPress={() => setConfirming(true)}
                isDisabled={uploading}
              >
                {t('widgets.image.remove')}
              </Button>
            ) : null}
          </div>
          {chosen ? <p className="widget-note">{t('widgets.image.chosen', { name: chosen.name })}</p> : null}
          {uploading ? <UploadProgress fraction={progress} onCancel={cancel} /> : null}
          <p className="widget-status" role="status">
            {status ? t(STATUS_TEXT[status]) : null}
          </p>
          <ConfirmDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={t('widgets.image.removeTitle')}
            message={t('widgets.image.removeQuestion')}
            confirmLabel={t('widgets.image.remove')}
            onConfirm={remove}
          />
        </>
      )}
    </FieldFrame>
  );
}
