import { expect, test } from './fixtures';
import { ticketSalesOpen } from './ticket-sales';

// The ticket order as a plain form post (decision 127): refused with the messages next to the
// fields, placed with the order's page and its thank-you; and with scripts, what was typed
// survives a reload.

ticketSalesOpen();

test.describe('BuyTicket without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest is told what is missing, then buys one ticket', async ({ page }) => {
    await page.goto('/vstupenka-konference');
    await page.getByLabel('Jméno a příjmení').fill('Jana Nováková');
    await page.getByRole('button', { name: 'Závazně objednat' }).click();
    // The server's answer: the typed name kept, the e-mail refused next to its field.
    await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Jana Nováková');
    const email = page.getByLabel(/^E-mail( \*)?$/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Vyplňte toto pole.').first()).toBeVisible();

    await email.fill(`jana.nojs.${Date.now()}@example.test`);
    await page.getByLabel('Telefon').fill('+420 601 123 456');
    await page.getByRole('button', { name: 'Závazně objednat' }).click();
    await expect(page).toHaveURL(/\/objednavka\/[0-9a-f]{32}\?placed=1$/);
    await expect(page.getByRole('region', { name: 'Děkujeme za objednávku' })).toBeVisible();
    await expect(page.locator('.toast-success').filter({ hasText: 'Objednávka byla odeslána' })).toBeVisible();
  });
});

test('what was typed into the order form survives a reload, in English', async ({ page }) => {
  await page.goto('/en/buy-ticket');
  await page.getByLabel('Full name').fill('Jan Novák');
  await page.getByLabel('Phone').fill('+420 602 000 111');
  await page.getByRole('spinbutton', { name: 'Number of tickets' }).fill('4');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Jan Novák');
  await expect(page.getByLabel('Phone')).toHaveValue('+420 602 000 111');
  await expect(page.getByRole('spinbutton', { name: 'Number of tickets' })).toHaveValue('4');
});
