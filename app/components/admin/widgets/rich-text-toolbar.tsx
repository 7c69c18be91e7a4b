import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { Button, FileTrigger, ToggleButton, Toolbar } from 'react-aria-components';
import { useAdminT, type AdminKey } from '../../../i18n/admin-t';
import type { FieldRefusal } from './field-frame';
import { isSafeHref } from './safe-href';
import { TextPromptDialog } from './text-prompt-dialog';
import { UploadProgress } from './upload-progress';
import { isImageFile } from './uploaded-file';
import { useRefusalToast } from './use-refusal-toast';
import { useUpload } from './use-upload';

type Props = {
  editor: Editor;
  onRefusal: (refusal: FieldRefusal | null) => void;
  /** False leaves out the image button. */
  allowImages?: boolean;
};

/**
 * The editor's toolbar: React Aria's Toolbar moves between the buttons with the arrow keys;
 * toggles carry aria-pressed. Every command gives the focus back to the text.
 */
export function RichTextToolbar({ editor, onRefusal, allowImages = true }: Props) {
  const t = useAdminT();
  const { progress, upload, cancel } = useUpload();
  const showRefusal = useRefusalToast();
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  async function insertImage(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      onRefusal({ code: 'widgets.image.onlyImages' });
      return;
    }
    onRefusal(null);
    const result = await upload([file]);
    if (result === null) return;
    if (!result.ok) {
      onRefusal({ code: result.code, params: result.params });
      showRefusal(result.code, result.params);
      return;
    }
    const [stored] = result.data;
    if (!stored) return;
    chain()
      .setImage({ src: stored.url, alt: stored.alternativeText || altFromName(stored.name) })
      .run();
  }

  function applyLink(href: string): string | null {
    if (!isSafeHref(href)) return t('widgets.editor.linkInvalid');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
    return null;
  }

  const toggle = (key: AdminKey, selected: boolean, run: () => void, icon: ReactNode) => (
    <ToggleButton className="rte-button" aria-label={t(key)} isSelected={selected} onChange={run}>
      {icon}
    </ToggleButton>
  );
  const uploading = progress !== null;
  // Inside a table: rows and columns are added after the cursor's cell, or removed with it.
  const tableCommand = (key: AdminKey, run: () => void, d: string) => (
    <Button className="rte-button" aria-label={t(key)} isDisabled={!state.table} onPress={run}>
      <Icon d={d} />
    </Button>
  );

  return (
    <>
      <Toolbar className="rte-toolbar" aria-label={t('widgets.editor.toolbar')}>
        {toggle('widgets.editor.heading2', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {toggle('widgets.editor.heading3', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {toggle('widgets.editor.bold', state.bold, () => chain().toggleBold().run(), <b aria-hidden="true">B</b>)}
        {toggle('widgets.editor.italic', state.italic, () => chain().toggleItalic().run(), <i aria-hidden="true">I</i>)}
        {toggle('widgets.editor.bulletList', state.bulletList, () => chain().toggleBulletList().run(), <Icon d={BULLETS} />)}
        {toggle('widgets.editor.orderedList', state.orderedList, () => chain().toggleOrderedList().run(), <Icon d={NUMBERS} />)}
        {toggle('widgets.editor.link', state.link, () => setLinkOpen(true), <Icon d={LINK} />)}
        <Button
          className="rte-button"
          aria-label={t('widgets.editor.unlink')}
          isDisabled={!state.link}
          onPress={() => chain().extendMarkRange('link').unsetLink().run()}
        >
          <Icon d={UNLINK} />
        </Button>
        {allowImages ? (
          <FileTrigger acceptedFileTypes={['image/*']} onSelect={insertImage}>
            <Button className="rte-button" aria-label={t('widgets.editor.image')} isDisabled={uploading}>
              <Icon d={IMAGE} />
            </Button>
          </FileTrigger>
        ) : null}
        <Button
          className="rte-button"
          aria-label={t('widgets.editor.table')}
          isDisabled={state.table}
          onPress={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          <Icon d={TABLE} />
        </Button>
        {tableCommand('widgets.editor.addRow', () => chain().addRowAfter().run(), ADD_ROW)}
        {tableCommand('widgets.editor.addColumn', () => chain().addColumnAfter().run(), ADD_COLUMN)}
        {tableCommand('widgets.editor.deleteRow', () => chain().deleteRow().run(), DELETE_ROW)}
        {tableCommand('widgets.editor.deleteColumn', () => chain().deleteColumn().run(), DELETE_COLUMN)}
        {tableCommand('widgets.editor.deleteTable', () => chain().deleteTable().run(), DELETE_TABLE)}
        <Button
          className="rte-button"
          aria-label={t('widgets.editor.undo')}
          isDisabled={!state.canUndo}
          onPress={() => chain().undo().run()}
        >
          <Icon d={UNDO} />
        </Button>
        <Button
          className="rte-button"
          aria-label={t('widgets.editor.redo')}
          isDisabled={!state.canRedo}
          onPress={() => chain().redo().run()}
        >
          <Icon d={REDO} />
        </Button>
      </Toolbar>
      {uploading ? <UploadProgress fraction={progress} onCancel={cancel} /> : null}
      <TextPromptDialog
        isOpen={linkOpen}
        onOpenChange={setLinkOpen}
        title={t('widgets.editor.linkTitle')}
        label={t('widgets.editor.linkUrl')}
        hint={t('widgets.editor.linkHint')}
        inputType="url"
        initialValue={(editor.getAttributes('link').href as string | undefined) ?? 'https://'}
        submitLabel={t('widgets.editor.linkSave')}
        onSubmit={applyLink}
      />
    </>
  );
}

/** A file name without its extension: a first alternative text the organiser can improve. */
function altFromName(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}

function Icon({ d }: { d: string }) {
  return (
    <svg className="rte-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const BULLETS = 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01';
const NUMBERS = 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.5h3L4 19h3';
const LINK = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
const UNLINK = 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7M4 4l16 16';
const IMAGE = 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01';
const TABLE = 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14';
const ADD_ROW = 'M4 4h16v8H4zM4 8h16M12 15v6M9 18h6';
const ADD_COLUMN = 'M4 4h8v16H4zM8 4v16M15 12h6M18 9v6';
const DELETE_ROW = 'M4 4h16v8H4zM4 8h16M9 16l6 5M15 16l-6 5';
const DELETE_COLUMN = 'M4 4h8v16H4zM8 4v16M15 9l6 6M21 9l-6 6';
const DELETE_TABLE = 'M4 5h16v14H4zM4 10h16M10 5v14M14 13l5 5M19 13l-5 5';
const UNDO = 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3';
const REDO = 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3';
