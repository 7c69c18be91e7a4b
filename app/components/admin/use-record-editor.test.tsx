// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../toasts';
import { AdminDetail } from './admin-detail';
import { useRecordEditor } from './use-record-editor';
import { TextInputField } from './widgets/form-fields';
import { jsonResponse, refusal } from './widgets/test-kit';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Form = { code: string };

/** A one-field detail, as the promo code screen is. */
function Detail() {
  const editor = useRecordEditor<Form, Form & { id: number }>({
    id: 3,
    initial: { code: 'INNO50' },
    path: '/promo-codes',
    toPayload: (form) => form,
    fromAnswer: (answer) => ({ code: answer.code }),
    idOf: (answer) => answer.id,
    messages: { created: 'promoCodes.created', saved: 'promoCodes.saved', deleted: 'promoCodes.deleted' },
    listHref: '/admin/promo-codes',
    detailHref: (id) => `/admin/promo-codes/${id}`,
  });
  return (
    <AdminDetail title="Promo" backHref="/admin/promo-codes" backLabel="Back" id={3} editor={editor}>
      <TextInputField label="Code" value={editor.form.code} onChange={(v) => editor.set('code', v)} error={editor.errors.code} />
    </AdminDetail>
  );
}

function renderDetail(path: string) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <ToastProvider flash={null}>
          <Detail />
        </ToastProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('useRecordEditor field errors', () => {
  it('fills the refusal’s facts into the text under the field, as in the toast', async () => {
    const user = userEvent.setup();
    const taken = refusal(409, 'PromoCode.taken', 'code');
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { ...taken, data: { ...taken.data, code: 'INNO50' } }));
    renderDetail('/admin/promo-codes/3');
    await user.click(await screen.findByRole('button', { name: 'Uložit' }));
    const field = screen.getByRole('textbox', { name: 'Code' });
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Promo kód „INNO50“ už existuje (velikost písmen se nerozlišuje).');
  });

  it('names the field in a code whose text says {field}', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(400, refusal(400, 'Entry.notAnImage', 'code')));
    renderDetail('/en/admin/promo-codes/3');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const field = screen.getByRole('textbox', { name: 'Code' });
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The code must be an image, not a document.');
  });
});
