// @vitest-environment happy-dom
import { errorText } from '../../../../core/errors/error-codes';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ImageField } from './image-field';
import { FakeXhr, lastXhr, pngFile, refusal, renderWidget, storedFile, stubXhr } from './test-kit';
import { ToastProvider } from '../../toasts';
import type { ImageValue, UploadedFile } from './uploaded-file';

beforeEach(stubXhr);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A form that keeps the field's value, as the event form does. */
function Form({ initial, onChange }: { initial: ImageValue | null; onChange: (file: UploadedFile | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Obrázek"
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange(file);
      }}
    />
  );
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No file input');
  return input;
}

describe('ImageField', () => {
  it('shows the existing image by its small format', () => {
    const format = { url: '/uploads/small_poster.png', width: 500, height: 300, size: 20, mime: 'image/png' };
    renderWidget(<ImageField label="Obrázek" value={storedFile({ formats: { small: format } })} onChange={() => {}} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/small_poster.png');
    expect(screen.queryByText('Žádný obrázek')).toBeNull();
  });

  it('accepts only images in the file picker', () => {
    renderWidget(<ImageField label="Obrázek" value={null} onChange={() => {}} />);
    expect(fileInput().accept).toBe('image/*');
    expect(screen.getByText('Žádný obrázek')).toBeTruthy();
  });

  it('uploads the file as soon as it is chosen and hands the stored file to the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<ImageField label="Image" value={null} onChange={onChange} />, { path: '/en/admin/events/1' });
    await user.upload(fileInput(), pngFile('poster.png'));
    // No second step to forget: the upload runs at once.
    expect(screen.queryByRole('button', { name: 'Prepare' })).toBeNull();
    expect(screen.getByText('Uploading: poster.png')).toBeTruthy();
    const xhr = lastXhr();
    expect(xhr.parts('files').map((f) => (f as File).name)).toEqual(['poster.png']);
    xhr.progress(30, 100);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    xhr.respond(201, [storedFile({ id: 42 })]);
    await screen.findByText('Image uploaded; it is stored with the form.');
    expect(screen.queryByText('Uploading: poster.png')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }));
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    renderWidget(<ImageField label="Obrázek" value={null} onChange={onChange} />);
    await user.upload(fileInput(), new File(['%PDF'], 'programme.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Lze nahrát pouze obrázky.')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's refusal next to the field in the page's language", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<ImageField label="Image" value={null} onChange={onChange} />, { path: '/en/admin/events/1' });
    await user.upload(fileInput(), pngFile('fake.png'));
    lastXhr().respond(400, refusal(400, 'Upload.type', 'files'));
    // Next to the field and in the toast.
    await waitFor(() => expect(screen.getAllByText(errorText('Upload.type', 'en'))).toHaveLength(2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fills the limit a refusal names into the text next to the field', async () => {
    const user = userEvent.setup();
    renderWidget(<ImageField label="Image" value={null} onChange={() => {}} />, { path: '/en/admin/events/1' });
    await user.upload(fileInput(), pngFile('poster.png'));
    lastXhr().respond(400, refusal(400, 'Upload.pixels', 'files', { max: 50, maxPixels: 50_000_000 }));
    const text = 'The image has more than 50 megapixels. Make it smaller and upload it again.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
  });

  it('cancels a running upload', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWidget(<ImageField label="Obrázek" value={null} onChange={onChange} />);
    await user.upload(fileInput(), pngFile());
    await user.click(screen.getByRole('button', { name: 'Zrušit nahrávání' }));
    expect(lastXhr().aborted).toBe(true);
    await screen.findByText('Nahrávání bylo zrušeno.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before removing the image, then clears the field without deleting the file', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWidget(<Form initial={storedFile()} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Odebrat' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Smazat obrázek?');
    await user.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Odebrat' }));
    const confirm = screen.getAllByRole('button', { name: 'Odebrat' }).find((b) => screen.getByRole('alertdialog').contains(b));
    await user.click(confirm!);
    expect(onChange).toHaveBeenCalledWith(null);
    expect((await screen.findByText('Obrázek odebrán')).className).toBe('toast-text');
    // The Remove button is gone with the image: the focus lands on Choose, not on the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Vybrat soubor'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('outlines a missing required image', () => {
    const { container, rerender } = renderWidget(
      <ImageField label="Obrázek" required value={null} onChange={() => {}} error="Form.error.required" />,
    );
    expect(container.querySelector('.image-field-missing')).not.toBeNull();
    expect(screen.getByText('Vyplňte toto pole.')).toBeTruthy();
    rerender(<ImageField label="Obrázek" required value={storedFile()} onChange={() => {}} error="Form.error.required" />);
    expect(container.querySelector('.image-field-missing')).toBeNull();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/admin/events/1']}>
        <ToastProvider flash={null}>
          <ImageField label="Obrázek" value={storedFile()} onChange={() => {}} />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Vybrat soubor');
  });
});
