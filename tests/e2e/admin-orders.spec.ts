import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ticketSalesOpen } from './ticket-sales';
import { signIn as signInDemo } from './demo-accounts';

// The Admin order screens (issue 9 item 6, decision 031) against the demo content, on an order
// each test places itself through the order API, so the demo's orders stay as they are.

const signIn = (page: Page) => signInDemo(page, 'admin');

// Sales close when the 2021 conference starts; this file's journeys buy now (decision 082).
ticketSalesOpen();

test.describe('ticket orders', () => {
  test(
    'Czech: an Admin finds a new order, marks it paid, and then cancels it with a credit note',
    { tag: '@phone' },
    async ({ page, request }) => {
      // A long journey (paid, taken back, paid again, cancelled) with three accessibility checks.
      test.slow();
      const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      const placed = await request.post('/api/buy-ticket', {
        data: { amount: 2, name: `Objednávka Test ${stamp}`, email: `e2e.${stamp}@example.test`, phone: '+420 601 234 567' },
      });
      expect(placed.status(), await placed.text()).toBe(200);
      const { data: order } = (await placed.json()) as { data: { number: string } };

      await signIn(page);
      await page.goto(`/admin/ticket-orders?q=${stamp}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objednávky vstupenek');
      const row = page.getByRole('row', { name: new RegExp(order.number) });
      await expect(row).toContainText('Čeká na platbu');
      await expect(page.getByRole('list', { name: 'Součty podle stavu' })).toContainText('Čeká na platbu: 1');
      await expectNoSeriousA11yViolations(page);

      await row.getByRole('link', { name: order.number }).click();
      await expect(page.getByText(`Objednávka ${order.number}`, { exact: true })).toBeVisible();
      // At ordering only the payment request, which is not a tax document (decision 078).
      const documents = page.getByRole('region', { name: 'Doklady' });
      await expect(documents.getByRole('link', { name: `Zálohová faktura ${order.number} (PDF)` })).toHaveAttribute(
        'href',
        `/api/ticket-orders/${new URL(page.url()).pathname.split('/').at(-1)}/documents/${order.number}.pdf`,
      );
      await expect(documents.getByRole('row', { name: new RegExp(order.number) })).toContainText('Není daňový doklad');
      await expectNoSeriousA11yViolations(page);

      const status = page.locator('.order-status .status-badge');
      const markPaid = async () => {
        await page.getByRole('button', { name: 'Označit jako zaplacené' }).click();
        const ask = page.getByRole('alertdialog', { name: 'Označit objednávku jako zaplacenou?' });
        await expect(ask).toContainText(`Objednávka ${order.number}`);
        await expect(ask).toContainText('bude označena jako zaplacená');
        // The payment's day: today (the server's) unless the Admin picks the day the money arrived.
        await expect(ask.getByLabel('Datum platby')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
        await ask.getByRole('button', { name: 'Ano, zaplaceno' }).click();
        await expect(page.getByText('Objednávka je zaplacená, přístupový kód odešel e-mailem.').first()).toBeVisible();
        await expect(status).toHaveText('Zaplaceno');
        // The button that opened the dialog is gone: focus is on the new state.
        await expect(page.locator('.order-status')).toBeFocused();
      };
      await markPaid();
      await expect(page.getByRole('button', { name: 'Označit jako zaplacené' })).toHaveCount(0);
      // Paying issued the tax document, dated on the payment's day.
      await expect(documents.getByRole('link', { name: /^Faktura – daňový doklad F\d{4}-\d{4,} \(PDF\)$/ })).toBeVisible();
      // Paying issued the order's two tickets, both free (the buyer has no account).
      const tickets = page.getByRole('region', { name: 'Vstupenky' });
      await expect(tickets.getByRole('row', { name: /TI-/ })).toHaveCount(2);
      await expect(tickets.getByRole('row', { name: /TI-/ }).first()).toContainText('Volná');

      // A mistaken "paid" is taken back: the codes it issued stop working (decision 074). On the
      // phone too, now that the page's tables keep their hidden headers (the page no longer
      // scrolled sideways under the dialog, which covered its confirm button).
      await page.getByRole('button', { name: 'Vrátit na nezaplacenou' }).click();
      const unpaid = page.getByRole('alertdialog', { name: 'Vrátit objednávku na nezaplacenou?' });
      await unpaid.getByRole('button', { name: 'Ano, vrátit na nezaplacenou' }).click();
      await expect(status).toHaveText('Čeká na platbu');
      await expect(page.locator('.order-status')).toBeFocused();
      for (const row of await tickets.getByRole('row', { name: /TI-/ }).all()) await expect(row).toContainText('Neplatná');
      // The ledger keeps the payment and its reversal (decision 075).
      await expect(page.getByRole('region', { name: 'Platby' }).getByText('vzato zpět')).toBeVisible();
      // The Admin comes back when the money really arrived.
      await page.reload();
      await markPaid();
      await expect(tickets.getByRole('row', { name: /Volná/ })).toHaveCount(2);

      await page.getByRole('button', { name: 'Zrušit objednávku' }).click();
      const cancel = page.getByRole('alertdialog', { name: 'Zrušit objednávku?' });
      await expect(cancel).toContainText(`Kupující (e2e.${stamp}@example.test) dostane e-mail o zrušení, s opravným dokladem`);
      await cancel.getByRole('button', { name: 'Ano, zrušit objednávku' }).click();
      await expect(page.getByText(/Objednávka je zrušená, opravný doklad D\d{4}-\d{4,} je vystaven\./)).toBeVisible();
      await expect(status).toHaveText('Zrušeno');
      await expect(page.locator('.order-status')).toBeFocused();
      await expect(documents.getByRole('link', { name: /^Opravný daňový doklad D\d{4}-\d{4,} \(PDF\)$/ }).last()).toBeVisible();
      // Cancelling voided them (decision 053).
      await expect(page.getByText(/^Zrušením objednávky vstupenky přestaly platit/)).toBeVisible();
      for (const row of await tickets.getByRole('row', { name: /TI-/ }).all()) await expect(row).toContainText('Neplatná');
      // Right after the dialog closed: nothing it left behind may be unnamed (a pending button's
      // live announcement once left an empty role=img naming a button that was gone).
      await expectNoSeriousA11yViolations(page);
      // As an Admin finds the cancelled order later.
      await page.reload();
      await expect(tickets.getByRole('row', { name: /TI-/ }).first()).toContainText('Neplatná');

      await page.getByRole('link', { name: 'Zpět na objednávky' }).click();
      await page.goto(`/admin/ticket-orders?q=${stamp}&status=cancelled`);
      await expect(page.getByRole('row', { name: new RegExp(order.number) })).toContainText('Zrušeno');
    },
  );

  test('Czech: an Admin reads the order’s history and adds an internal note', async ({ page, request }) => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const email = `e2e.history.${stamp}@example.test`;
    const placed = await request.post('/api/buy-ticket', {
      data: { amount: 1, name: `Historie Test ${stamp}`, email, phone: '+420 601 234 567' },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { data: order } = (await placed.json()) as { data: { number: string } };

    await signIn(page);
    await page.goto(`/admin/ticket-orders?q=${stamp}`);
    await page
      .getByRole('row', { name: new RegExp(order.number) })
      .getByRole('link', { name: order.number })
      .click();
    const history = page.getByRole('region', { name: 'Historie a poznámky' });
    await expect(history.getByRole('row', { name: new RegExp(`Objednávka ${order.number} vytvořena`) })).toContainText(
      `Historie Test ${stamp} (kupující)`,
    );
    // The confirmation mail, with its state in the outbox (no SMTP server here: kept).
    const mail = history.getByRole('row', { name: new RegExp(`E-mail pro ${email}`) });
    await expect(mail).toContainText(`Objednávka vstupenek ${order.number}`);
    await expect(mail).toContainText('Uchováno');

    await page.getByRole('button', { name: 'Označit jako zaplacené' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ano, zaplaceno' }).click();
    await expect(page.locator('.order-status .status-badge')).toHaveText('Zaplaceno');
    const change = history.getByRole('row', { name: /Změna objednávky/ });
    await expect(change).toContainText('Stav: Čeká na platbu → Zaplaceno');
    await expect(change).toContainText('admin');
    await expect(history.getByRole('row', { name: /Vystaven daňový doklad F\d{4}-\d{4,}/ })).toBeVisible();

    // An empty note is refused next to the field; a real one joins the history at the top.
    await history.getByRole('button', { name: 'Přidat poznámku' }).click();
    await expect(history.getByText('Vyplňte toto pole.')).toBeVisible();
    const note = history.getByLabel(/^Nová interní poznámka/);
    await note.fill('Kupující volal, faktura na firmu příště.');
    await history.getByRole('button', { name: 'Přidat poznámku' }).click();
    await expect(page.getByText('Poznámka je uložená.').first()).toBeVisible();
    await expect(note).toHaveValue('');
    const first = history.getByRole('row').nth(1);
    await expect(first).toContainText('Interní poznámka: Kupující volal, faktura na firmu příště.');
    await expect(first).toContainText('admin');
    await expectNoSeriousA11yViolations(page);
  });

  test('English: the statement screen reads a file and reports it', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/admin/ticket-orders/statement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank statement');
    await page.getByLabel('Statement file').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `ID pohybu;Datum;Objem;Měna;VS;Protiúčet\r\nE2E${Date.now()}${Math.random()};15.10.2021;100,00;CZK;99999999;19-2000145399/0800\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Read statement' }).click();
    await expect(page.getByRole('heading', { name: 'Unmatched payments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unmatched payments' })).toContainText('99999999');
    await expectNoSeriousA11yViolations(page);
  });
});
