// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, refusal, renderWidget } from '../../../components/admin/widgets/test-kit';
import type { BuyerPrefill } from './buyer-prefill';
import { OrderForm } from './order-form';
import type { OrderConfirmation } from './ticket-api';

const fetchMock = vi.fn<typeof fetch>();

// The form loads its checks and API calls at the first focus (decision 206); here they are
// transformed once before the tests, so a cold transform does not outlast `waitFor`.
beforeAll(async () => {
  await import('./order-tools');
});

beforeEach(() => {
  // The form keeps a draft in the tab (order-draft.ts): each test starts with none.
  window.sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the form sent the browser, and with what history state. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

const renderForm = (path = '/vstupenka-konference', prefill: BuyerPrefill | null = null) =>
  renderWidget(
    <>
      <OrderForm vatRate={21} prefill={prefill} />
      <Location />
    </>,
    { path },
  );

const TOKEN = '0123456789abcdef0123456789abcdef';
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

// Intl writes 10 900 Kč with no-break spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The summary's figures by their labels. */
function summary() {
  const box = within(screen.getByRole('region', { name: /Shrnutí objednávky|Order summary/ }));
  const value = (label: string) => plain(box.getByText(label, { exact: true }).nextElementSibling?.textContent);
  return {
    unit: value('Cena za vstupenku bez DPH'),
    discount: value('Sleva'),
    count: value('Počet vstupenek'),
    withoutVat: value('Celkem bez DPH'),
    vat: value('DPH 21 %'),
    total: value('Celkem s DPH'),
  };
}

const order: OrderConfirmation = {
  id: 'TI21-7QX4-M2KD',
  number: '2021-0007',
  variableSymbol: '20210007',
  status: 'awaiting',
  amount: 5,
  type: 2,
  unitPrice: 4_950,
  discount: 50,
  totalWithoutVat: 24_750,
  vat: 5_198,
  totalWithVat: 29_948,
  currency: 'CZK',
  dueDate: '2021-10-20',
  pageToken: TOKEN,
  profileUpdated: true,
};

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jana Nováková');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana@example.cz');
  await user.type(screen.getByLabelText(/Telefon/), '+420 601 123 456');
}

function sent(call: number) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url,
    method: init?.method,
    headers: init?.headers as Record<string, string>,
    body: JSON.parse(String(init?.body)) as unknown,
  };
}

describe('OrderForm', () => {
  it('shows one standard ticket priced with VAT before anything is typed', () => {
    renderForm();
    expect(summary()).toEqual({
      unit: '10 900 Kč',
      discount: 'bez slevy',
      count: '1',
      withoutVat: '10 900 Kč',
      vat: '2 289 Kč',
      total: '13 189 Kč',
    });
    expect(screen.getByRole('radio', { name: /Standardní/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Ověřit kód' })).toHaveProperty('disabled', true);
    expect(screen.getAllByLabelText('Země')[0]).toHaveProperty('value', 'Česká republika');
  });

  it('switches the tier with the count, and the count with the tier, repricing live', async () => {
    const user = userEvent.setup();
    renderForm();
    const count = screen.getByRole('spinbutton', { name: /Počet vstupenek/ });
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getByRole('radio', { name: /Skupinová/ })).toHaveProperty('checked', true);
    expect(summary()).toMatchObject({
      unit: '9 900 Kč',
      count: '3',
      withoutVat: '29 700 Kč',
      vat: '6 237 Kč',
      total: '35 937 Kč',
    });
    await user.click(screen.getByRole('radio', { name: /Standardní/ }));
    expect(count).toHaveProperty('value', '1');
    await user.click(screen.getByRole('radio', { name: /Skupinová/ }));
    expect(count).toHaveProperty('value', '3');
    await user.clear(count);
    expect(summary().total).toBe('–');
    expect(screen.getByText('Zadejte počet vstupenek od 1 do 50.')).toBeTruthy();
  });

  it('checks a promo code: invalid turns the field red, valid applies the discount', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: false, discount: false }))
      .mockResolvedValueOnce(jsonResponse(200, { success: true, discount: 50 }));
    renderForm('/en/buy-ticket');
    const code = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() => expect(screen.getByText('Invalid promo code')).toBeTruthy());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/promocodes/check/NOPE');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    expect(code.getAttribute('aria-invalid')).toBeNull();
    await user.type(code, 'HALF 50{Enter}');
    await waitFor(() => expect(plain(document.body.textContent)).toContain('Promo code applied. Discount: 50 %'));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/promocodes/check/HALF%2050');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says why a known code gives no discount, in the page’s language', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: false, discount: false, reason: 'Ticket.promoCode.expired' }))
      .mockResolvedValueOnce(jsonResponse(200, { success: false, discount: false, reason: 'Ticket.promoCode.notYetValid' }))
      .mockResolvedValueOnce(jsonResponse(200, { success: false, discount: false, reason: 'Ticket.promoCode.inactive' }))
      .mockResolvedValueOnce(jsonResponse(200, { success: false, discount: false, reason: 'Ticket.promoCode.usedUp' }));
    renderForm();
    const code = screen.getByRole('textbox', { name: 'Promo kód' });
    for (const [typed, text] of [
      ['EARLY20', 'Platnost tohoto promo kódu už skončila.'],
      ['LATER10', 'Tento promo kód zatím neplatí. Zkuste ho prosím později.'],
      ['PARTNER30', 'Tento promo kód pořadatel vypnul.'],
      ['STARTUP15', 'Tento promo kód už byl vyčerpán.'],
    ]) {
      await user.clear(code);
      await user.type(code, `${typed}{Enter}`);
      await waitFor(() => expect(screen.getByText(text!)).toBeTruthy());
      expect(code.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('names every problem next to its field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jana');
    await user.click(screen.getByRole('button', { name: 'Závazně objednat' }));
    await waitFor(() => expect(screen.getAllByText('Vyplňte toto pole.')).toHaveLength(2));
    expect(screen.getByText('Zadejte platnou e-mailovou adresu.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Jméno a příjmení/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells an invalid code and the missing fields at once', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: false, discount: false }));
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Promo kód' }), 'NOPE{Enter}');
    await waitFor(() => expect(screen.getByText('Neplatný promo kód.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Závazně objednat' }));
    await waitFor(() => expect(screen.getAllByText('Vyplňte toto pole.')).toHaveLength(3));
    expect(screen.getByText('Neplatný promo kód.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('checks a typed code before ordering, sends the discounted price with an idempotency key and goes to the order page', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, discount: 50 }))
      .mockResolvedValueOnce(jsonResponse(200, { data: order }));
    const prefill = { ...emptyPrefill, name: 'Jana Nováková', email: 'jana@example.cz', phone: '+420 601 123 456' };
    renderForm('/vstupenka-konference', prefill);
    const count = screen.getByRole('spinbutton', { name: /Počet vstupenek/ });
    await user.clear(count);
    await user.type(count, '5');
    await user.type(screen.getByRole('textbox', { name: 'Promo kód' }), 'HALF');
    await user.click(screen.getByRole('checkbox', { name: /Chci fakturu na firmu/ }));
    await user.type(screen.getByLabelText('Název firmy'), 'Inovace s.r.o.');
    await user.type(screen.getByLabelText('IČO'), '12345679');
    await user.type(screen.getByLabelText('E-mail pro fakturu'), 'fakturace@inovace.cz');
    await user.click(screen.getByRole('button', { name: 'Závazně objednat' }));

    await waitFor(() => expect(location()).toBe(`/objednavka/${TOKEN} {"placed":true}`));
    const post = sent(1);
    expect(post.url).toBe('/api/buy-ticket');
    expect(post.method).toBe('POST');
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toMatchObject({
      amount: 5,
      promocode: 'HALF',
      name: 'Jana Nováková',
      price: 4_950,
      type: 2,
      locale: 'cs',
      invoiceName: 'Inovace s.r.o.',
      invoiceRegnumber: '12345679',
      billingEmail: 'fakturace@inovace.cz',
      country: 'Česká republika',
    });
    // The thank-you is the order's own page (decision 080), reached with the toasts of the order.
    expect(screen.getByText('Objednávka byla odeslána')).toBeTruthy();
    expect(screen.getByText('Záznamy byly uloženy')).toBeTruthy();
  });

  it('sends an English buyer to the English order page', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { ...order, amount: 1 } }));
    renderForm('/en/buy-ticket');
    await user.type(screen.getByLabelText(/Full name/), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jane@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+420601123456');
    await user.click(screen.getByRole('button', { name: /Place the order/ }));
    await waitFor(() => expect(location()).toBe(`/en/order/${TOKEN} {"placed":true}`));
  });

  it('keeps everything typed after a refusal and sends the same form again with the same key', async () => {
    const user = userEvent.setup();
    const quota = refusal(409, 'Ticket.quota');
    fetchMock
      .mockResolvedValueOnce(jsonResponse(409, { ...quota, data: { ...quota.data, left: 2 } }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { data: { ...order, amount: 1 } }));
    renderForm();
    await fillContact(user);
    const submit = screen.getByRole('button', { name: 'Závazně objednat' });
    await user.click(submit);

    await waitFor(() => expect(screen.getByText('Volných vstupenek zbývá už jen 2. Snižte prosím jejich počet.')).toBeTruthy());
    expect(screen.getByText('Objednávku se nepodařilo odeslat')).toBeTruthy();
    expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveProperty('value', 'Jana Nováková');
    expect(submit).toHaveProperty('disabled', false);

    await user.click(submit);
    await waitFor(() => expect(screen.getByText(/Spojení se serverem se nezdařilo/)).toBeTruthy());
    await user.click(submit);
    await waitFor(() => expect(location()).toContain(`/objednavka/${TOKEN}`));
    const keys = [0, 1, 2].map((call) => sent(call).headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    // A guest has no account to update.
    expect(screen.queryByText('Záznamy byly uloženy')).toBeNull();
  });

  it('shows a code the order refused on the promo field', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { success: true, discount: 50 }))
      .mockResolvedValueOnce(jsonResponse(409, refusal(409, 'Ticket.promoCode.usedUp')));
    renderForm();
    await fillContact(user);
    await user.type(screen.getByRole('textbox', { name: 'Promo kód' }), 'HALF');
    await user.click(screen.getByRole('button', { name: 'Ověřit kód' }));
    await waitFor(() => expect(plain(document.body.textContent)).toContain('Sleva: 50 %'));
    await user.click(screen.getByRole('button', { name: 'Závazně objednat' }));
    await waitFor(() => expect(screen.getByText('Tento promo kód už byl vyčerpán.')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Promo kód' }).getAttribute('aria-invalid')).toBe('true');
    expect(summary().discount).toBe('bez slevy');
  });

  it('gives what was typed back after a reload, and forgets it once the order is placed', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillContact(user);
    await user.clear(screen.getByRole('spinbutton', { name: /Počet vstupenek/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Počet vstupenek/ }), '4');
    cleanup();
    // The page again, as a reload renders it: the draft fills the form after hydration.
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/Jméno a příjmení/)).toHaveProperty('value', 'Jana Nováková'));
    expect(screen.getByRole('spinbutton', { name: /Počet vstupenek/ })).toHaveProperty('value', '4');
    expect(screen.getByRole('radio', { name: /Skupinová/ })).toHaveProperty('checked', true);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: order }));
    await user.click(screen.getByRole('button', { name: 'Závazně objednat' }));
    await waitFor(() => expect(location()).toMatch(/^\/objednavka\//));
    expect(window.sessionStorage.length).toBe(0);
  });
});

const emptyPrefill: BuyerPrefill = {
  name: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  zip: '',
  country: '',
  invoiceName: '',
  invoiceStreet: '',
  invoiceCity: '',
  invoiceZip: '',
  invoiceCountry: '',
  invoiceRegnumber: '',
  invoiceVAT: '',
  billingEmail: '',
  companyInvoice: false,
};
