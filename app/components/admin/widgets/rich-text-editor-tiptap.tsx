import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldFrameIds, FieldRefusal } from './field-frame';
import { RichTextToolbar } from './rich-text-toolbar';
import { imageSource } from '../../../../core/rich-text/image-source';
import { isSafeHref } from './safe-href';

// Built once: new extension objects on a render would count as changed options.
const EXTENSIONS = [
  // All of StarterKit stays, so stored texts with blockquotes or h4 keep them; the toolbar
  // offers the common part. Its Link takes web and mail addresses only.
  StarterKit.configure({
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isSafeHref(url) },
  }),
  // Only the site's stored files (decision 087): another site's picture is left out when the
  // text is pasted or loaded, so the editor shows what the server will keep.
  Image.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        src: { default: null, parseHTML: (element: HTMLElement) => ownImage(element.getAttribute('src')) },
      };
    },
    parseHTML() {
      return [{ tag: 'img[src]', getAttrs: (element: HTMLElement) => (ownImage(element.getAttribute('src')) ? null : false) }];
    },
  }),
  // Tables survive a paste and can be edited; the server keeps their cells' spans only.
  TableKit.configure({ table: { resizable: false } }),
];

function ownImage(src: string | null): string | null {
  return src === null ? null : imageSource(src, { host: window.location.hostname });
}

/** How many pictures of pasted HTML come from elsewhere (they are left out, with a word why). */
export function foreignImages(html: string): number {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('img')].filter((img) => ownImage(img.getAttribute('src')) === null).length;
}

type Props = {
  ids: FieldFrameIds;
  value: string;
  onChange: (html: string) => void;
  required: boolean;
  invalid: boolean;
  /** A refusal to show next to the editor, or null to clear it. */
  onRefusal: (refusal: FieldRefusal | null) => void;
  allowImages: boolean;
};

/** The editor itself: loaded lazily by RichTextEditor, mounted only in the browser. */
export default function RichTextEditorTiptap({ ids, value, onChange, required, invalid, onRefusal, allowImages }: Props) {
  // The HTML the editor last reported, so a parent echoing it back does not reset the cursor.
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const { controlId, labelId, describedBy } = ids;
  const onRefusalRef = useRef(onRefusal);
  useEffect(() => {
    onRefusalRef.current = onRefusal;
  }, [onRefusal]);
  const editorProps = useMemo(
    () => ({
      attributes: attributes({ controlId, labelId, describedBy }, required, invalid),
      transformPastedHTML: (html: string) => {
        if (foreignImages(html) > 0) onRefusalRef.current({ code: 'widgets.editor.foreignImages' });
        return html;
      },
    }),
    [controlId, labelId, describedBy, required, invalid],
  );

  const editor = useEditor({
    // Server rendering has no DOM: create the editor after hydration (Tiptap's SSR setting).
    immediatelyRender: false,
    extensions: EXTENSIONS,
    content: value,
    // Tiptap passes changed options to the editor on each render: the attributes follow the props.
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    // A new value from outside (a reset form, another record): show it without reporting it back.
    if (editor && value !== reported.current) {
      reported.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className={`rte-frame${invalid ? ' rte-frame-invalid' : ''}`}>
      {editor ? <RichTextToolbar editor={editor} onRefusal={onRefusal} allowImages={allowImages} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The editor's HTML, with an empty document as '' (a required check then sees it empty).
 * StarterKit keeps an empty paragraph after a closing heading or image so the cursor can get
 * below it; that paragraph is the editor's, not the text's, and is not stored.
 */
export function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

function attributes(ids: FieldFrameIds, required: boolean, invalid: boolean): Record<string, string> {
  return {
    id: ids.controlId,
    class: 'rte-content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.labelId,
    ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}
