import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import { useAdminT } from '../../../i18n/admin-t';
import { FieldFrame, type FieldRefusal } from './field-frame';
import '../../../styles/admin-widgets.css';

// Tiptap and ProseMirror are the heaviest part of the admin: only screens that show the
// editor download them (decision 017).
const TiptapEditor = lazy(() => import('./rich-text-editor-tiptap'));

export type RichTextEditorProps = {
  label: string;
  /** HTML; '' for an empty text. */
  value: string;
  /** The editor's HTML after each change; '' when the text is empty. */
  onChange: (html: string) => void;
  required?: boolean;
  /** The form's refusal code for this field. */
  error?: string | undefined;
  hint?: ReactNode;
  /** False hides the image button (members cannot upload, decision 014). */
  allowImages?: boolean;
};

/**
 * Rich text with headings, lists, links and images. Renders a loading state on the server
 * and until the editor has arrived; the editor mounts only in the browser.
 */
export function RichTextEditor({ label, value, onChange, required, error, hint, allowImages = true }: RichTextEditorProps) {
  const t = useAdminT();
  const hydrated = useHydrated();
  // The editor's own refusals (a non-image file, a failed upload) beat the form's.
  const [ownError, setOwnError] = useState<FieldRefusal | null>(null);
  const shownError = ownError?.code ?? error;
  return (
    <FieldFrame
      as="fieldset"
      label={label}
      required={required}
      error={shownError}
      errorParams={ownError?.params}
      hint={hint}
      className="rte-field"
    >
      {(ids) => {
        const loading = (
          <div className="rte-frame">
            <p className="rte-loading" aria-busy="true">
              {t('widgets.editor.loading')}
            </p>
          </div>
        );
        return hydrated ? (
          <Suspense fallback={loading}>
            <TiptapEditor
              ids={ids}
              value={value}
              onChange={onChange}
              required={required ?? false}
              invalid={Boolean(shownError)}
              onRefusal={setOwnError}
              allowImages={allowImages}
            />
          </Suspense>
        ) : (
          loading
        );
      }}
    </FieldFrame>
  );
}
