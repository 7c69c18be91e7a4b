import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { companyBuyer, ticketInvoice } from '../../tests/invoice-fixtures';
import { enqueueMail } from '../mailer/enqueue-mail';
import { renderMail } from '../mailer/templates';
import { buildCreditNote } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceFileName, orderCodesMail, orderConfirmationMail, orderInvoiceMail } from './order-mail';

/** The mail as the outbox stores it, with the amounts' non-breaking spaces read as spaces. */
function rendered(
  mail: ReturnType<typeof orderConfirmationMail> | ReturnType<typeof orderCodesMail> | ReturnType<typeof orderInvoiceMail>,
) {
  const { subject, text, html } = renderMail(mail.template, mail.locale, mail.vars as never);
  const plain = (s: string) => s.replace(/\u00a0/g, ' ');
  return { subject: plain(subject), text: plain(text), html: plain(html) };
}

const recipient = { name: 'Jiří Šťastný', accountUrl: 'https://innoweek.test/user/me' };
const codes = {
  to: 'jiri.stastny@example.test',
  recipient,
  eventName: 'Týden inovací ČR 2021',
  orderNumber: '2021-0001',
  accessCodes: ['LIVE-7K3M-Q9PX'],
  ticketCodes: ['TKT-A1B2C3', 'TKT-D4E5F6', 'TKT-G7H8J9'],
};
let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await renderInvoicePdf(ticketInvoice({ count: 12, discount: 50 }));
});

describe('orderConfirmationMail', () => {
  it('tells a Czech buyer how to pay, links the order page and attaches the payment request, not a tax document', () => {
    const request = ticketInvoice({ kind: 'paymentRequest', count: 12, discount: 50 });
    const mail = orderConfirmationMail({
      to: 'jiri.stastny@example.test',
      request,
      pdf,
      // Every buyer's confirmation links their order page (decision 080).
      recipient: { ...recipient, accountUrl: 'https://innoweek.test/objednavka/0123456789abcdef0123456789abcdef' },
      eventName: 'Týden inovací ČR 2021',
    });
    expect(mail).toMatchObject({ to: 'jiri.stastny@example.test', template: 'ticket-order', locale: 'cs' });
    const { subject, text, html } = rendered(mail);
    expect(subject).toBe('Objednávka vstupenek 2021-0001 – Týden inovací');
    for (const line of [
      'Dobrý den, Jiří Šťastný,',
      'konferenci Týden inovací ČR 2021 (počet vstupenek: 12).',
      'V příloze posíláme zálohovou fakturu 2021-0001. Není daňovým dokladem: daňový doklad vám pošleme, jakmile platbu přijmeme.',
      'Částka k úhradě: 71 874,00 Kč',
      'Bankovní účet: 19-2000145399/0800 (IBAN CZ65 0800 0000 1920 0014 5399)',
      'Variabilní symbol: 20210001',
      'Splatnost: 15. 3. 2021',
      'Stránka objednávky: https://innoweek.test/objednavka/0123456789abcdef0123456789abcdef',
      'Stav objednávky, QR kód k platbě a doklady najdete kdykoli na stránce objednávky. Odkaz je jen váš, nesdílejte ho.',
    ])
      expect(text).toContain(line);
    expect(html).toContain('href="https://innoweek.test/objednavka/0123456789abcdef0123456789abcdef"');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: 'zalohova-faktura-2021-0001.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(attachment!.content, 'base64').equals(Buffer.from(pdf))).toBe(true);
  });

  it('writes to an English buyer in English, without an account link when they have none', () => {
    const request = ticketInvoice({ kind: 'paymentRequest', locale: 'en', count: 1 });
    const mail = orderConfirmationMail({
      to: 'jane@example.test',
      request,
      pdf,
      recipient: { name: 'Jane Doe', accountUrl: '' },
      eventName: 'Czech Innovation Week 2021',
    });
    const { subject, text } = rendered(mail);
    expect(subject).toBe('Ticket order 2021-0001 – Innovation Week');
    expect(text).toContain('thank you for ordering 1 ticket for the Czech Innovation Week 2021 conference.');
    expect(text).toContain('Amount due: 13,189.00 CZK');
    expect(text).toContain('Variable symbol: 20210001');
    expect(text).toContain('Due date: 15 Mar 2021');
    expect(text).not.toContain('http');
    expect(text).toContain('The proforma invoice 2021-0001 is attached. It is not a tax document');
    expect(mail.attachments[0]!.filename).toBe('proforma-invoice-2021-0001.pdf');
  });

  it('says there is nothing to pay for a free order, sent without a PDF: its tax document comes with the codes', () => {
    const request = ticketInvoice({ kind: 'paymentRequest', count: 3, discount: 100 });
    const mail = orderConfirmationMail({
      to: 'jiri.stastny@example.test',
      request,
      pdf: null,
      recipient,
      eventName: 'Týden inovací ČR 2021',
    });
    const { text } = rendered(mail);
    expect(text).toContain('Objednávka je uhrazena, nic neplaťte');
    expect(text).toContain('kódy vstupenek a daňový doklad vám pošleme v dalším e-mailu');
    expect(text).not.toContain('zálohovou fakturu');
    expect(text).not.toContain('Částka k úhradě');
    expect(text).not.toContain('Variabilní symbol');
    expect(mail.attachments).toEqual([]);
  });

  it('escapes the buyer’s name in HTML and refuses a tax document or a credit note', () => {
    const invoice = ticketInvoice();
    const mail = orderConfirmationMail({
      to: 'jiri.stastny@example.test',
      request: ticketInvoice({ kind: 'paymentRequest' }),
      pdf,
      recipient: { ...recipient, name: 'Tom & <Jerry>' },
      eventName: 'X',
    });
    expect(rendered(mail).html).toContain('Tom &amp; &lt;Jerry&gt;');
    const note = buildCreditNote(invoice, '2021-D0001', '2021-04-02');
    for (const request of [invoice, note])
      expect(() => orderConfirmationMail({ to: 'x@example.test', request, pdf, recipient, eventName: 'X' })).toThrow(RangeError);
    expect(invoiceFileName(note)).toBe('opravny-doklad-2021-D0001.pdf');
  });
});

describe('a billing e-mail besides the buyer’s (decision 068)', () => {
  const invoice = ticketInvoice({ kind: 'paymentRequest', count: 2, buyer: { ...companyBuyer, email: 'ucetni@firma.example' } });

  it('the buyer’s confirmation goes to the buyer and says where the payment request went too', () => {
    const mail = orderConfirmationMail({
      to: 'eva@example.test',
      request: invoice,
      pdf,
      recipient,
      eventName: 'Týden inovací ČR 2021',
      invoiceCopyTo: 'ucetni@firma.example',
    });
    expect(mail.to).toBe('eva@example.test');
    expect(rendered(mail).text).toContain('Zálohovou fakturu jsme poslali také na e-mail pro fakturu ucetni@firma.example.');
    expect(mail.attachments).toHaveLength(1);
  });

  it('the billing e-mail gets the payment request with who ordered and how to pay, then the paid tax document', () => {
    const mail = orderInvoiceMail({
      invoice,
      pdf,
      buyer: { name: 'Eva Guest', email: 'eva@example.test' },
      orderNumber: '2021-0001',
      eventName: 'Týden inovací ČR 2021',
    });
    expect(mail).toMatchObject({ to: 'ucetni@firma.example', template: 'ticket-invoice', locale: 'cs' });
    const { subject, text } = rendered(mail);
    expect(subject).toBe('Zálohová faktura 2021-0001 za vstupenky – Týden inovací');
    for (const line of [
      'Dobrý den,',
      'Objednávající: Eva Guest (eva@example.test).',
      'Variabilní symbol: 20210001',
      'Splatnost: 15. 3. 2021',
      'Kódy vstupenek a přístupové kódy k živým přenosům dostane po zaplacení objednatel na svůj e-mail.',
    ])
      expect(text).toContain(line);
    expect(mail.attachments[0]!.filename).toBe('zalohova-faktura-2021-0001.pdf');
    const en = rendered(
      orderInvoiceMail({
        invoice: ticketInvoice({
          number: 'F2021-0007',
          locale: 'en',
          payment: { paidOn: '2021-03-05', requestNumber: '2021-0001' },
          buyer: { ...companyBuyer, email: 'ap@firm.example' },
        }),
        pdf,
        buyer: { name: 'Eve', email: 'eve@example.test' },
        orderNumber: '2021-0001',
        eventName: 'Czech Innovation Week 2021',
      }),
    );
    expect(en.subject).toBe('Invoice – tax document F2021-0007 for tickets – Innovation Week');
    expect(en.text).toContain('the invoice – tax document F2021-0007 for the paid order 2021-0001');
    expect(en.text).toContain('The order is paid, there is nothing to pay');
    expect(en.text).not.toContain('Amount due');
  });
});

describe('orderCodesMail', () => {
  it('lists the access and ticket codes in Czech and in English', () => {
    const cs = rendered(orderCodesMail({ ...codes, locale: 'cs' }));
    expect(cs.subject).toBe('Objednávka 2021-0001 je uhrazena: vaše kódy – Týden inovací');
    expect(cs.text).toContain('objednávka 2021-0001 je uhrazena, děkujeme.');
    expect(cs.text).toContain(
      'Přístupový kód k živým přenosům:\nLIVE-7K3M-Q9PX\nKódy vstupenek:\nTKT-A1B2C3\nTKT-D4E5F6\nTKT-G7H8J9',
    );
    expect(cs.text).toContain('„Mám lístek“');
    expect(cs.html).toContain('<p>TKT-D4E5F6</p>');
    const en = rendered(orderCodesMail({ ...codes, locale: 'en', accessCodes: ['A', 'B'], ticketCodes: ['T'] }));
    expect(en.subject).toBe('Order 2021-0001 is paid: your codes – Innovation Week');
    expect(en.text).toContain('Livestream access codes:\nA\nB\nTicket code:\nT');
    expect(en.text).toContain('My account: https://innoweek.test/user/me');
  });

  it('attaches the tax document issued on payment and names it', () => {
    const document = ticketInvoice({ number: 'F2021-0002', payment: { paidOn: '2021-03-04', requestNumber: '2021-0001' } });
    const mail = orderCodesMail({ ...codes, locale: 'cs', invoice: { document, pdf } });
    expect(rendered(mail).text).toContain('V příloze posíláme fakturu – daňový doklad F2021-0002.');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['faktura-F2021-0002.pdf']);
    expect(rendered(orderCodesMail({ ...codes, locale: 'cs' })).text).not.toContain('daňový doklad');
  });

  it('refuses a mail without codes', () => {
    expect(() => orderCodesMail({ ...codes, locale: 'cs', accessCodes: [], ticketCodes: [] })).toThrow(RangeError);
  });
});

describe('the outbox', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('takes both mails as they are, the PDF as an attachment', async () => {
    const request = ticketInvoice({ kind: 'paymentRequest', count: 12, discount: 50 });
    const confirmation = orderConfirmationMail({
      to: 'jiri.stastny@example.test',
      request,
      pdf,
      recipient,
      eventName: 'Týden inovací ČR 2021',
    });
    const first = await enqueueMail(database.db, { ...confirmation, deliver: false });
    const second = await enqueueMail(database.db, { ...orderCodesMail({ ...codes, locale: 'en' }), deliver: true });
    const stored = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [first.id, second.id]));
    expect(stored.find((m) => m.id === first.id)).toMatchObject({
      to: 'jiri.stastny@example.test',
      template: 'ticket-order',
      locale: 'cs',
      status: 'kept',
      attachments: confirmation.attachments,
    });
    expect(stored.find((m) => m.id === second.id)).toMatchObject({
      template: 'ticket-order-paid',
      locale: 'en',
      status: 'pending',
      attachments: null,
    });
    expect(stored.find((m) => m.id === second.id)!.text).toContain('TKT-G7H8J9');
  });
});
