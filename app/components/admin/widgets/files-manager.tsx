import { useRef, useState } from 'react';
import { ACCEPTED_UPLOAD_MIMES } from '../../../../core/media/image-types';
import { Button, FileTrigger } from 'react-aria-components';
import { codeText, useAdminT, type AdminKey } from '../../../i18n/admin-t';
import { intlLocale } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/use-t';
import type { Params } from '../../../i18n/translate';
import { ConfirmDialog } from './confirm-dialog';
import type { FieldRefusal } from './field-frame';
import { TextPromptDialog } from './text-prompt-dialog';
import { deleteFile, renameFile } from './upload-file';
import { UploadProgress } from './upload-progress';
import type { UploadedFile } from './uploaded-file';
import { useRefusalToast } from './use-refusal-toast';
import { useUpload } from './use-upload';
import '../../../styles/admin-widgets.css';

type Props = {
  files: UploadedFile[];
  /** The new list after each upload, rename or delete, which already happened on the server. */
  onChange: (files: UploadedFile[]) => void;
  /** Names the list for screen readers; 'Attached files' by default. */
  label?: string;
};

type Status = 'widgets.files.uploaded' | 'widgets.files.renamed' | 'widgets.files.deleted' | 'widgets.upload.cancelled';

/**
 * The files attached to an event (spec 2, "Embeds and files"): upload, rename and delete act
 * on the server at once; the form then saves which files the event keeps.
 */
export function FilesManager({ files, onChange, label }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const { progress, upload, cancel } = useUpload();
  const showRefusal = useRefusalToast();
  const [error, setError] = useState<FieldRefusal | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [renaming, setRenaming] = useState<UploadedFile | null>(null);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const kB = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  function refused(code: string, params?: Params) {
    setStatus(null);
    setError({ code, ...(params ? { params } : {}) });
    showRefusal(code, params);
  }

  function done(next: UploadedFile[], text: Status) {
    setError(null);
    setStatus(text);
    onChange(next);
  }

  async function add(list: FileList | null) {
    const chosen = list ? Array.from(list) : [];
    if (!chosen.length) return;
    setError(null);
    setStatus(null);
    const result = await upload(chosen);
    if (result === null) setStatus('widgets.upload.cancelled');
    else if (!result.ok) refused(result.code, result.params);
    else done([...files, ...result.data], 'widgets.files.uploaded');
  }

  async function rename(file: UploadedFile, name: string): Promise<string | null> {
    const result = await renameFile(file.id, name);
    if (!result.ok) {
      const code = result.fields['fileInfo.name'] ?? result.code;
      refused(code);
      return codeText(t, code);
    }
    done(
      files.map((f) => (f.id === file.id ? result.data : f)),
      'widgets.files.renamed',
    );
    return null;
  }

  async function remove(file: UploadedFile) {
    setBusyId(file.id);
    const result = await deleteFile(file.id);
    setBusyId(null);
    // Already gone (deleted in another tab): the list should not keep it either.
    if (result.ok || result.status === 404) {
      done(
        files.filter((f) => f.id !== file.id),
        'widgets.files.deleted',
      );
      uploadRef.current?.focus();
    } else {
      refused(result.code);
    }
  }

  const uploading = progress !== null;
  const actionLabel = (key: AdminKey, file: UploadedFile) => t(key, { name: file.name });
  return (
    <div className="files-manager">
      {files.length ? (
        <ul className="files-list" aria-label={label ?? t('widgets.files.listLabel')}>
          {files.map((file) => (
            <li key={file.id} className="files-item">
              <div className="files-item-main">
                <a className="files-item-name" href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>
                <span className="files-item-size">{t('widgets.files.size', { size: kB.format(file.size) })}</span>
              </div>
              <div className="files-item-actions">
                <Button
                  className="button button-small button-ghost"
                  aria-label={actionLabel('widgets.files.renameName', file)}
                  isDisabled={busyId === file.id}
                  onPress={() => setRenaming(file)}
                >
                  {t('widgets.files.rename')}
                </Button>
                <Button
                  className="button button-small button-ghost widget-danger-text"
                  aria-label={actionLabel('widgets.files.deleteName', file)}
                  isDisabled={busyId === file.id}
                  onPress={() => setDeleting(file)}
                >
                  {t('widgets.files.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="files-empty">{t('widgets.files.empty')}</p>
      )}
      <div>
        <FileTrigger allowsMultiple acceptedFileTypes={[...ACCEPTED_UPLOAD_MIMES]} onSelect={add}>
          <Button ref={uploadRef} className="button button-small" isDisabled={uploading}>
            {t('widgets.files.upload')}
          </Button>
        </FileTrigger>
      </div>
      {uploading ? <UploadProgress fraction={progress} onCancel={cancel} /> : null}
      {error ? (
        <p className="field-error" role="alert">
          {codeText(t, error.code, error.params)}
        </p>
      ) : null}
      <p className="widget-status" role="status">
        {status ? t(status) : null}
      </p>
      <TextPromptDialog
        isOpen={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t('widgets.files.renameTitle')}
        label={t('widgets.files.newName')}
        initialValue={renaming?.name ?? ''}
        submitLabel={t('widgets.files.renameSave')}
        onSubmit={(name) => (renaming ? rename(renaming, name) : null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('widgets.files.deleteTitle')}
        message={deleting ? t('widgets.files.deleteQuestion', { name: deleting.name }) : ''}
        confirmLabel={t('widgets.files.delete')}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </div>
  );
}
