import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ticketSalesOpen } from './ticket-sales';
import { signIn as signInDemo } from './demo-accounts';

// The payment ledger (issue 27 item 2, decision 075): an Admin reads a statement with a partial
// payment, sees the order partly paid with what is missing in the list (and under its filter) and
// on the order page, completes it by hand, and finds an unmatched line among the unassigned
// payments. Czech only; the order is placed through the API, so the demo's orders stay as they are.

const signIn = (page: Page) => signInDemo(page, 'admin');

// Sales close when the 2021 conference starts; this file's journeys buy now (decision 082).
ticketSalesOpen();

test(
  'an Admin reads a statement with a partial payment and sees the order partly paid',
  async ({ page, request }) => {
    // A long journey with five accessibility checks on a shared machine.
    test.slow();
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const placed = await request.post('/api/buy-ticket', {
      data: { amount: 1, name: `Platba Test ${stamp}`, email: `pay.${stamp}@example.test`, phone: '+420 601 234 567' },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { data: order } = (await placed.json()) as { data: { number: string; variableSymbol: string; totalWithVat: number } };
    const missing = `${(order.totalWithVat - 5000).toLocaleString('cs-CZ').replace(/\s/g, '\u00a0')},00\u00a0Kč`;

    await signIn(page);
    await page.goto('/admin/ticket-orders/statement');
    await page.getByLabel('Soubor s výpisem').setInputFiles({
      name: 'vypis.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'ID pohybu;Datum;Objem;Měna;VS;Protiúčet;Zpráva pro příjemce',
          `P${stamp};13.10.2021;5000,00;CZK;${order.variableSymbol};19-2000145399/0800;Záloha`,
          `U${stamp};13.10.2021;120,00;CZK;99${stamp.slice(-6)};2900112233/2010;Neznámá platba`,
        ].join('\r\n'),
      ),
    });
    await page.getByRole('button', { name: 'Načíst výpis' }).click();
    await expect(page.getByRole('region', { name: 'Částečné platby' })).toContainText(order.number);
    await expect(page.getByRole('region', { name: 'Částečné platby' })).toContainText(`Chybí ${missing}`);
    await expectNoSeriousA11yViolations(page);

    // The list shows it partly paid with what is missing, under its own filter too.
    await page.goto(`/admin/ticket-orders?q=${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(order.number) });
    await expect(row).toContainText('Částečně zaplaceno');
    await expect(row).toContainText(`Chybí ${missing}`);
    await page
      .getByRole('navigation', { name: 'Filtrovat podle stavu' })
      .getByRole('link', { name: 'Částečně zaplaceno' })
      .click();
    await expect(page).toHaveURL(/status=partlyPaid/);
    await expect(page.getByRole('row', { name: new RegExp(order.number) })).toBeVisible();

    // The accountant's payments file for the statement's day: a period, then the download.
    await page.getByText('Platby (CSV)').click();
    await page.getByLabel('Od', { exact: true }).fill('2021-10-13');
    await page.getByLabel('Do', { exact: true }).fill('2021-10-13');
    await expectNoSeriousA11yViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stáhnout CSV' }).click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(text).toContain(`2021-10-13;${order.number};${order.variableSymbol};5000,00`);
    expect(page.url()).toMatch(/status=partlyPaid/);

    // The order page: the state, and the statement's payment booked on the bank's day.
    await row.getByRole('link', { name: order.number }).click();
    await expect(page.locator('.order-status')).toContainText('Částečně zaplaceno');
    const payments = page.getByRole('region', { name: 'Platby' });
    await expect(payments.getByRole('row', { name: /13\. 10\. 2021/ })).toContainText('5\u00a0000,00\u00a0Kč');
    await expect(payments.getByRole('row', { name: /13\. 10\. 2021/ })).toContainText('Výpis');
    await expectNoSeriousA11yViolations(page);

    // The rest entered by hand: the amount field offers what is missing.
    await page.getByRole('button', { name: 'Označit jako zaplacené' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Označit objednávku jako zaplacenou?' });
    await expect(ask.getByLabel('Částka (Kč)')).toHaveValue(String(order.totalWithVat - 5000));
    await ask.getByLabel('Protiúčet').fill('2900112233/2010');
    await ask.getByRole('button', { name: 'Ano, zaplaceno' }).click();
    await expect(page.locator('.order-status')).toHaveText('Zaplaceno');
    await expect(page.locator('.order-status')).toBeFocused();
    await expect(payments.getByRole('row', { name: /Zapsáno ručně/ })).toContainText('2900112233/2010');

    // The unmatched line waits among the unassigned payments.
    await page.goto('/admin/ticket-orders/bank-lines');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nepřiřazené platby');
    await expect(page.getByRole('row', { name: new RegExp(`U${stamp}`) })).toContainText('Neznámá platba');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/refunds');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vratky');
    await expectNoSeriousA11yViolations(page);
  },
);
