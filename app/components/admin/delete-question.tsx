import { useState, type ReactNode } from 'react';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { ConfirmDialog } from './confirm-dialog';
import type { useUnsavedChanges } from './unsaved-changes';
import { DeleteRefused } from './use-record-editor';

/**
 * Delete behind the confirmation dialog, for a form outside the admin detail (the event edit
 * page): `ask()` opens it, 'Yes, delete' runs `remove` with both buttons disabled, lets the
 * screen leave without the unsaved-changes question, and shows a refusal in the dialog itself.
 */
export function useDeleteQuestion({
  remove,
  guard,
  text,
}: {
  /** Deletes; resolves when done (the screen then leaves), rejects with DeleteRefused to stay. */
  remove: () => Promise<void>;
  guard: ReturnType<typeof useUnsavedChanges>;
  /** The question, naming the record and what goes with it. */
  text: ReactNode;
}) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setRefusal(null);
    try {
      guard.allowNextNavigation();
      await remove();
    } catch (err) {
      setDeleting(false);
      setRefusal(err instanceof DeleteRefused ? codeText(t, err.code, err.params) : t('Request.internal'));
    }
  };

  const dialog = (
    <ConfirmDialog
      isOpen={open}
      title={t('detail.deleteTitle')}
      confirmLabel={t('detail.deleteConfirm')}
      cancelLabel={t('detail.cancel')}
      isPending={deleting}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setOpen(false);
        setRefusal(null);
      }}
      error={refusal}
    >
      {text}
    </ConfirmDialog>
  );
  return { ask: () => setOpen(true), dialog };
}
