import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActionBar } from './form-action-bar';
import { Link } from '../ui/link';
import { codeText, useAdminT } from '../../i18n/admin-t';
import { ConfirmDialog } from './confirm-dialog';
import { DeleteRefused } from './use-record-editor';
import { UnsavedChangesDialog, type useUnsavedChanges } from './unsaved-changes';
import { FieldErrorParams } from './widgets/field-frame';
import type { Params } from '../../i18n/translate';
import type { AuditEntity } from '../../../core/audit/record-audit';
import { RecordHistory } from './record-history';

type Props = {
  title: string;
  /** Small line above the title (the kind of record, its state). */
  kicker?: ReactNode;
  backHref: string;
  backLabel: string;
  /** The record's id; `null` while creating (no delete then). */
  id: number | null;
  /**
   * The form's state and actions: a useRecordEditor, or the same few members of a screen that
   * saves otherwise (the patrons order). `remove` is offered as delete unless `deletable` is false.
   */
  editor: {
    save: () => Promise<void> | void;
    /** Reloads the record from the server, dropping the edits. */
    restore: () => void;
    /** Deletes the record; resolves when done (the screen then leaves), rejects to stay. */
    remove?: () => Promise<void>;
    saving: boolean;
    dirty: boolean;
    guard: ReturnType<typeof useUnsavedChanges>;
    /** The facts of the last refusal by code, for the field texts. */
    errorParams?: Record<string, Params>;
  };
  /** False hides delete (event types are never deleted; Organizers do not delete accounts). */
  deletable?: boolean;
  /** Shown but not editable by this user (an Organizer on an account): no Save or Restore. */
  readOnly?: boolean;
  /** Extra buttons in the header (a localizations link, a public page link). */
  headerActions?: ReactNode;
  /** The delete question's text, naming the record and what goes with it; "delete record {id}?" unless given. */
  deleteText?: ReactNode;
  /** The collection whose audit entries of this record show below the form (decision 089). */
  history?: AuditEntity;
  /** More below the form and its history (a record's versions). */
  after?: ReactNode;
  children: ReactNode;
};

const NO_PARAMS: Record<string, Params> = {};

/**
 * The generic admin detail (admin-and-widgets.md 2): the title with delete (a confirmation
 * that shows the id, its button disabled while deleting; none while creating), the form, and
 * the action bar (FormActionBar: 'Discard changes', asking first, and 'Save'). Leaving with edits
 * asks first (useUnsavedChanges).
 */
export function AdminDetail({
  title,
  kicker,
  backHref,
  backLabel,
  id,
  editor,
  deletable = true,
  readOnly,
  headerActions,
  deleteText,
  history,
  after,
  children,
}: Props) {
  const t = useAdminT();
  const { saving, dirty, guard } = editor;
  const onDelete = deletable ? editor.remove : undefined;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) void editor.save();
  };
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    setRefusal(null);
    try {
      guard.allowNextNavigation();
      await onDelete();
    } catch (err) {
      setDeleting(false);
      setRefusal(err instanceof DeleteRefused ? codeText(t, err.code, err.params) : t('Request.internal'));
    }
  };

  return (
    <div className="admin-page admin-detail">
      <p className="admin-back">
        <Link to={backHref} className="text-link">
          ‹ {backLabel}
        </Link>
      </p>
      <header className="admin-page-header admin-detail-header">
        <div>
          {kicker ? <p className="admin-kicker">{kicker}</p> : null}
          <h1>{title}</h1>
        </div>
        <div className="admin-detail-actions">
          {headerActions}
          {id !== null && onDelete ? (
            <button type="button" className="button button-ghost button-danger-ghost" onClick={() => setConfirming(true)}>
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </svg>
              {t('detail.delete')}
            </button>
          ) : null}
        </div>
      </header>

      <form className="admin-form" onSubmit={submit} noValidate aria-busy={saving || undefined}>
        <FieldErrorParams.Provider value={editor.errorParams ?? NO_PARAMS}>{children}</FieldErrorParams.Provider>
        {readOnly ? null : <FormActionBar dirty={dirty} saving={saving} onDiscard={editor.restore} />}
      </form>
      {id !== null && history ? <RecordHistory entity={history} id={id} version={saving} /> : null}
      {id !== null ? after : null}

      {id !== null ? (
        <ConfirmDialog
          isOpen={confirming}
          title={t('detail.deleteTitle')}
          confirmLabel={t('detail.deleteConfirm')}
          cancelLabel={t('detail.cancel')}
          isPending={deleting}
          onConfirm={() => void remove()}
          onCancel={() => {
            setConfirming(false);
            setRefusal(null);
          }}
          error={refusal}
        >
          {deleteText ?? <p>{t('detail.deleteText', { id })}</p>}
        </ConfirmDialog>
      ) : null}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </div>
  );
}
