import { useState } from 'react';
import { useAdminT } from '../../i18n/admin-t';
import { UnsavedChangesQuestion } from './unsaved-changes';

type Props = {
  dirty: boolean;
  saving: boolean;
  /** Puts the form back to its saved copy (and reloads it). */
  onDiscard: () => void;
};

/**
 * The sticky bar under an edit form: 'You have unsaved changes', 'Discard changes' and 'Save'
 * (the form's submit). Discarding edits asks first, in the same dialog as leaving the page,
 * since nothing brings them back; with nothing to discard it only reloads the saved copy.
 */
export function FormActionBar({ dirty, saving, onDiscard }: Props) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  return (
    <div className="admin-form-actions">
      {dirty ? (
        <p className="admin-dirty" role="status">
          {t('detail.dirty')}
        </p>
      ) : (
        <span />
      )}
      <div className="admin-form-buttons">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => (dirty ? setAsking(true) : onDiscard())}
          disabled={saving}
        >
          {t('detail.restore')}
        </button>
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? t('detail.saving') : t('detail.save')}
        </button>
      </div>
      <UnsavedChangesQuestion
        isOpen={asking}
        text={t('detail.discardText')}
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
