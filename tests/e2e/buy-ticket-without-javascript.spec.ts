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

test('a form refused before its scripts ran hydrates with the refusal texts, which the page does not preload', async ({
  page,
}) => {
  // The order's refusal texts come with its checks at the first focus (decision 206); a form the
  // action refused has them loaded before the page hydrates (entry.client.tsx, `data-refused`).
  await page.goto('/vstupenka-konference');
  await page.getByLabel('Jméno a příjmení').fill('Jana Nováková');
  await page.getByLabel(/^E-mail( \*)?$/).fill('jana');
  await page.getByLabel('Telefon').fill('abc');
  // Posted as a browser does before the page's scripts run: `submit()` fires no submit event.
  await Promise.all([
    page.waitForURL('/vstupenka-konference'),
    page.locator('form.ticket-form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(page.locator('form.ticket-form[data-refused]')).toBeVisible();
  await expect(page.getByText('Zadejte platné telefonní číslo.')).toBeVisible();
  await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Jana Nováková');
  // Hydrated: a fixed field loses its message as the form's script clears it.
  const phone = page.getByLabel('Telefon');
  await phone.fill('+420 601 123 456');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
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
