// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilesManager } from './files-manager';
import { jsonResponse, lastXhr, pngFile, refusal, renderWidget, storedFile, stubXhr } from './test-kit';
import { ToastProvider } from '../../toasts';

beforeEach(stubXhr);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const poster = storedFile({ id: 1, name: 'poster.png', size: 123.45, url: '/uploads/poster_1.png' });
const plan = storedFile({ id: 2, name: 'plan.png', size: 7, url: '/uploads/plan_2.png' });

describe('FilesManager', () => {
  it('lists the files with a link and the size in kB, one decimal in the page locale', () => {
    renderWidget(<FilesManager files={[poster, plan]} onChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'poster.png' }).getAttribute('href')).toBe('/uploads/poster_1.png');
    expect(screen.getByText('123,5 kB')).toBeTruthy();
    expect(screen.getByText('7,0 kB')).toBeTruthy();
    cleanup();
    renderWidget(<FilesManager files={[poster]} onChange={() => {}} />, { path: '/en/admin/events/1' });
    expect(screen.getByText('123.5 kB')).toBeTruthy();
  });

  it('says when there are no files', () => {
    renderWidget(<FilesManager files={[]} onChange={() => {}} />);
    expect(screen.getByText('K události nejsou připojeny žádné soubory.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('uploads several files at once and appends them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWidget(<FilesManager files={[poster]} onChange={onChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.multiple).toBe(true);
    await user.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    const xhr = lastXhr();
    expect(xhr.parts('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    xhr.respond(201, [storedFile({ id: 10, name: 'a.png' }), storedFile({ id: 11, name: 'b.png' })]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]![0].map((f: { id: number }) => f.id)).toEqual([1, 10, 11]);
  });

  it('cancels an upload by aborting the request', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWidget(<FilesManager files={[]} onChange={onChange} />, { path: '/en/admin/events/1' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pngFile());
    await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(lastXhr().aborted).toBe(true);
    expect(await screen.findByText('The upload was cancelled.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renames through a dialog prefilled with the name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const fetchMock = vi.fn(async () => jsonResponse(200, { ...poster, name: 'Programme.png' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWidget(<FilesManager files={[poster, plan]} onChange={onChange} />, { path: '/en/admin/events/1' });

    await user.click(screen.getByRole('button', { name: 'Rename the file poster.png' }));
    const field = within(screen.getByRole('dialog')).getByRole('textbox', { name: /New name/ });
    expect((field as HTMLInputElement).value).toBe('poster.png');
    await user.clear(field);
    await user.type(field, 'Programme');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload?id=1');
    expect(JSON.parse((init.body as FormData).get('fileInfo') as string)).toEqual({ name: 'Programme' });
    expect(onChange.mock.calls[0]![0].map((f: { name: string }) => f.name)).toEqual(['Programme.png', 'plan.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not send an empty name', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWidget(<FilesManager files={[poster]} onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Přejmenovat soubor poster.png' }));
    await user.clear(within(screen.getByRole('dialog')).getByRole('textbox'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Přejmenovat' }));
    expect(within(screen.getByRole('dialog')).getByText('Vyplňte toto pole.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes after confirming, and drops the file from the list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const fetchMock = vi.fn(async () => jsonResponse(200, poster));
    vi.stubGlobal('fetch', fetchMock);
    renderWidget(<FilesManager files={[poster, plan]} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Smazat soubor poster.png' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Smazat soubor „poster.png“?');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['DELETE', '/api/upload/files/1']);
    expect(onChange.mock.calls[0]![0]).toEqual([plan]);
  });

  it('shows a refused delete as a toast and next to the list, and keeps the file', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, refusal(403, 'Upload.forbidden.others'))),
    );
    renderWidget(<FilesManager files={[poster]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Smazat soubor poster.png' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Smazat' }));
    const text = 'Organizátor smí měnit a mazat jen soubory, které sám nahrál.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a refused upload next to the list with the limit its text names', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = renderWidget(<FilesManager files={[]} onChange={onChange} />);
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, [pngFile('a.png'), pngFile('b.png')]);
    lastXhr().respond(400, refusal(400, 'Upload.totalPixels', 'files', { max: 100 }));
    const text = 'Obrázky jednoho nahrání mají dohromady víc než 100 megapixelů. Nahrajte je po menších skupinách.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders on the server', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/admin/events/1']}>
        <ToastProvider flash={null}>
          <FilesManager files={[poster]} onChange={() => {}} />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('123,5 kB');
  });
});
