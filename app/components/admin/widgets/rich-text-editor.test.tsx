// @vitest-environment happy-dom
import { Editor, type Editor as TiptapEditor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { htmlOf } from './rich-text-editor-tiptap';
import { isSafeHref } from './safe-href';
import { FakeXhr, lastXhr, pngFile, refusal, renderWidget, storedFile, stubXhr } from './test-kit';

beforeEach(stubXhr);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the editor and waits for the lazily loaded Tiptap part. */
async function renderEditor(props: { value?: string; onChange?: (html: string) => void }, path?: string) {
  const onChange = props.onChange ?? vi.fn();
  const view = renderWidget(<RichTextEditor label="Popis" value={props.value ?? ''} onChange={onChange} />, { path });
  const textbox = await screen.findByRole('textbox', { name: 'Popis' }, { timeout: 5000 });
  return { ...view, textbox, onChange };
}

describe('RichTextEditor', () => {
  it('renders on the server as a loading state, without the editor', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/admin/events/1']}>
        <RichTextEditor label="Popis" value="<p>Ahoj</p>" onChange={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain('Editor se načítá…');
    expect(html).not.toContain('contenteditable');
  });

  it('labels the text area and marks it multiline', async () => {
    const { textbox } = await renderEditor({ value: '<p>Ahoj</p>' });
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(textbox.getAttribute('contenteditable')).toBe('true');
    expect(textbox.innerHTML).toContain('Ahoj');
  });

  it('offers a labelled toolbar with pressed states', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor({ value: '<p>Ahoj</p>' });
    const toolbar = screen.getByRole('toolbar', { name: 'Formátování textu' });
    const h2 = within(toolbar).getByRole('button', { name: 'Nadpis 2' });
    expect(h2.getAttribute('aria-pressed')).toBe('false');
    for (const name of ['Tučně', 'Kurzíva', 'Odrážkový seznam', 'Číslovaný seznam', 'Odkaz', 'Vložit obrázek', 'Zpět', 'Znovu']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    await user.click(h2);
    expect(onChange).toHaveBeenLastCalledWith('<h2>Ahoj</h2>');
    await waitFor(() => expect(h2.getAttribute('aria-pressed')).toBe('true'));
    await user.click(within(toolbar).getByRole('button', { name: 'Zpět' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Ahoj</p>');
  });

  it("ties the form's error to the text area", async () => {
    const { rerender, textbox } = await renderEditor({ value: '' });
    expect(textbox.getAttribute('aria-invalid')).toBeNull();
    rerender(<RichTextEditor label="Popis" value="" onChange={() => {}} required error="Form.error.required" />);
    await waitFor(() => expect(textbox.getAttribute('aria-invalid')).toBe('true'));
    expect(textbox.getAttribute('aria-required')).toBe('true');
    const message = document.getElementById(textbox.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Vyplňte toto pole.');
  });

  it('shows a new value from the form without reporting it back', async () => {
    const onChange = vi.fn();
    const { rerender, textbox } = await renderEditor({ value: '<p>Ahoj</p>', onChange });
    rerender(<RichTextEditor label="Popis" value="<p>Nazdar</p>" onChange={onChange} />);
    await waitFor(() => expect(textbox.innerHTML).toContain('Nazdar'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image, next to the editor and without a request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = await renderEditor({}, '/en/admin/events/1');
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('image/*');
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('You could only upload images.')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('uploads an image and inserts it', async () => {
    const user = userEvent.setup();
    const { container, onChange } = await renderEditor({ value: '<p>Ahoj</p>' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pngFile('stage.png'));
    const xhr = lastXhr();
    expect(xhr.parts('files').map((f) => (f as File).name)).toEqual(['stage.png']);
    xhr.respond(201, [storedFile({ name: 'stage.png', url: '/uploads/stage_1.png' })]);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/uploads/stage_1.png" alt="stage">')),
    );
  });

  it('shows a refused picture next to the editor with the limit its text names', async () => {
    const user = userEvent.setup();
    const { container, onChange } = await renderEditor({ value: '<p>Ahoj</p>' }, '/en/admin/events/1');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pngFile('stage.png'));
    lastXhr().respond(400, refusal(400, 'Upload.pixels', 'files', { max: 50 }));
    const text = 'The image has more than 50 megapixels. Make it smaller and upload it again.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a pasted table, and adds rows to it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { textbox } = await renderEditor({ value: '<p>Program</p>', onChange });
    const editor = (textbox as HTMLElement & { editor: TiptapEditor }).editor;
    editor.view.pasteHTML('<table><tr><th>Čas</th><th>Co</th></tr><tr><td>10:00</td><td>Úvod</td></tr></table>');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<tr><th><p>Čas</p></th><th><p>Co</p></th></tr>')),
    );
    expect(String(onChange.mock.lastCall?.[0])).toContain('<tr><td><p>10:00</p></td><td><p>Úvod</p></td></tr>');
    editor.commands.setTextSelection(editor.$node('tableCell')!.from);
    const addRow = screen.getByRole('button', { name: 'Přidat řádek pod' });
    await waitFor(() => expect(addRow.hasAttribute('disabled')).toBe(false));
    await user.click(addRow);
    expect(String(onChange.mock.lastCall?.[0]).match(/<tr>/g)).toHaveLength(3);
  });

  it("leaves out another site's picture on paste and says why", async () => {
    const onChange = vi.fn();
    const { textbox } = await renderEditor({ value: '<p>Ahoj</p>', onChange }, '/en/admin/events/1');
    const editor = (textbox as HTMLElement & { editor: TiptapEditor }).editor;
    editor.view.pasteHTML('<p>Logo</p><img src="https://evil.example/track.gif" alt="t"><img src="/uploads/a1.png" alt="own">');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = String(onChange.mock.lastCall?.[0]);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<img src="/uploads/a1.png" alt="own">');
    expect(screen.getByText(/Pictures from other sites were left out/)).toBeTruthy();
  });

  it('does not show a stored picture from another site', async () => {
    const { textbox } = await renderEditor({ value: '<p>Ahoj</p><img src="https://evil.example/track.gif">' });
    expect(textbox.innerHTML).not.toContain('evil.example');
  });

  it('links only web and mail addresses, asked in a dialog', async () => {
    const user = userEvent.setup();
    const { onChange } = await renderEditor({ value: '<p>Ahoj</p>' }, '/en/admin/events/1');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const field = within(screen.getByRole('dialog')).getByRole('textbox', { name: /Link address/ });
    await user.clear(field);
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply the link' }));
    expect(within(screen.getByRole('dialog')).getByText(/Enter an address starting with/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Apply the link' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://example.org"')));
  });
});

describe('the editor output', () => {
  it('is an empty string for an empty document', () => {
    const editor = new Editor({ extensions: [StarterKit], content: '<p></p>' });
    expect(htmlOf(editor)).toBe('');
    editor.commands.setContent('<p>Ahoj</p>');
    expect(htmlOf(editor)).toBe('<p>Ahoj</p>');
    editor.commands.setContent('<h2>Ahoj</h2><p></p><p></p>');
    expect(htmlOf(editor)).toBe('<h2>Ahoj</h2>');
    editor.destroy();
  });
});

describe('isSafeHref', () => {
  it('takes http(s) and mailto only', () => {
    expect(isSafeHref('https://example.org/a')).toBe(true);
    expect(isSafeHref('mailto:info@example.org')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('/relative')).toBe(false);
    expect(isSafeHref('https://')).toBe(false);
  });
});
