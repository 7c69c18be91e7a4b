// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { claimTicketInput } from '../../../core/tickets/claim-ticket';
import type { MyTickets } from '../../../core/tickets/find-my-tickets';
import { TICKET_CODE_MAX_LENGTH } from '../../../core/tickets/ticket-code';
import { formConstraints } from '../../forms/form-constraints';
import { MeTickets, type ClaimAnswer } from './me-tickets';

afterEach(cleanup);

const buyer: MyTickets = {
  hasTicket: true,
  held: { code: 'TI-7KQ4-M9XD-2HPA', orderNumber: '2021-0001', claimedAt: '2021-09-20T10:00:00.000Z' },
  orders: [
    {
      publicId: 'TI21-6GTM-K2VQ',
      pageToken: '0123456789abcdef0123456789abcdef',
      number: '2021-0003',
      status: 'paid',
      amount: 2,
      totalWithVat: 26_378,
      currency: 'CZK',
      variableSymbol: '20210003',
      dueDate: '2021-10-08',
      bankAccount: '19-2000145399/0800',
      iban: 'CZ65 0800 0000 1920 0014 5399',
      tickets: [
        { code: 'TI-3HWP-R8BN-5TCE', claimed: true, holderName: 'Eva Malá', mine: false },
        { code: 'TI-9FZK-4QMA-W6JD', claimed: false, holderName: null, mine: false },
      ],
      documents: [
        {
          kind: 'invoice',
          number: 'F2021-0002',
          issuedOn: '2021-09-29',
          taxableOn: '2021-09-29',
          paidOn: '2021-09-29',
          credits: null,
          creditedBy: null,
          reason: null,
          fileName: 'invoice-F2021-0002.pdf',
        },
      ],
    },
  ],
};

function renderCard(tickets: MyTickets, answer?: ClaimAnswer, path = '/en/user/me') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <MeTickets
          tickets={tickets}
          heldQr={tickets.held ? 'data:image/svg+xml;base64,PHN2Zy8+' : null}
          answer={answer}
          constraints={formConstraints(claimTicketInput)}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('MeTickets', () => {
  it("shows the held ticket, the order's codes with who claimed them, and its tax document's link; no claim form", async () => {
    renderCard(buyer);
    const card = await screen.findByRole('region', { name: 'Tickets' });
    expect(card.textContent).toContain('Your ticket: TI-7KQ4-M9XD-2HPA (order 2021-0001).');
    const order = within(card).getByRole('article', { name: /Order 2021-0003/ });
    expect(within(order).getByRole('row', { name: /TI-3HWP-R8BN-5TCE/ }).textContent).toContain('claimed by Eva Malá');
    expect(within(order).getByRole('row', { name: /TI-9FZK-4QMA-W6JD/ }).textContent).toContain('free');
    expect(within(order).getByRole('link', { name: 'Order page' }).getAttribute('href')).toBe(
      '/en/order/0123456789abcdef0123456789abcdef',
    );
    expect(within(order).getByRole('link', { name: 'Invoice – tax document F2021-0002 (PDF)' }).getAttribute('href')).toBe(
      '/api/ticket-orders/TI21-6GTM-K2VQ/documents/F2021-0002.pdf',
    );
    expect(screen.queryByLabelText(/Ticket code/)).toBeNull();
  });

  it('tells how to pay an unpaid order: amount, variable symbol, account, due date (finding 14)', async () => {
    const awaiting = { ...buyer.orders[0]!, publicId: 'TI21-AAAA-BBBB', number: '2021-0004', status: 'awaiting', tickets: [] };
    renderCard({ ...buyer, orders: [awaiting] }, undefined, '/user/me');
    const order = await screen.findByRole('article', { name: /Objednávka 2021-0004/ });
    expect(order.id).toBe('order-TI21-AAAA-BBBB');
    const fact = (label: string) => within(order).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(fact('K úhradě')).toBe('26 378 Kč');
    expect(fact('Variabilní symbol')).toBe('20210003');
    expect(fact('Bankovní účet')).toBe('19-2000145399/0800IBAN CZ65 0800 0000 1920 0014 5399');
    expect(fact('Splatnost')).toBe('8. října 2021');
    expect(order.textContent).toContain('čeká na zaplacení');
    // A paid order shows its total, not how to pay it.
    cleanup();
    renderCard(buyer, undefined, '/user/me');
    const paid = await screen.findByRole('article', { name: /Objednávka 2021-0003/ });
    expect(within(paid).getByText('Celkem s DPH')).toBeTruthy();
    expect(within(paid).queryByText('Variabilní symbol')).toBeNull();
  });

  it('offers the claim form without a ticket, with a refusal next to the field and the typed code kept', async () => {
    renderCard(
      { hasTicket: false, held: null, orders: [] },
      { intent: 'claimTicket', error: 'Ticket.code.claimed', code: 'TI-3HWP-R8BN-5TCE', toast: null },
      '/user/me',
    );
    const field = await screen.findByLabelText(/^Kód vstupenky/);
    expect((field as HTMLInputElement).value).toBe('TI-3HWP-R8BN-5TCE');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The limit is core's (TICKET_CODE_MAX_LENGTH), bound by useForm, not a literal in the page.
    expect(field.getAttribute('maxlength')).toBe(String(TICKET_CODE_MAX_LENGTH));
    expect(screen.getByText('Tuto vstupenku už někdo převzal.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Převzít vstupenku' })).toBeTruthy();
  });
});
