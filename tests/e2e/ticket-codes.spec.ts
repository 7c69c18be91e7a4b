import { expectNoSeriousA11yViolations } from './axe';
import { adminToken, signIn } from './demo-accounts';
import { expect, test, waitsForHydration } from './fixtures';

// The demo member bought 2021-0001 (one ticket, theirs) and 2021-0003 (three tickets for
// colleagues, unclaimed): db/demo/tickets.ts. The demo `editor` (Lucie Svobodová) has no ticket.
const COLLEAGUE_CODE = 'TI-3HWP-R8BN-5TCE';

test.describe('ticket codes', () => {
  test("the buyer sees their ticket and their orders' codes on the Me page", async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/user/me');
    const card = page.getByRole('region', { name: 'Vstupenky' });
    await expect(card).toContainText('Vaše vstupenka: TI-7KQ4-M9XD-2HPA (objednávka 2021-0001).');
    const order = card.getByRole('article', { name: /Objednávka 2021-0003/ });
    await expect(order.getByRole('row')).toHaveCount(4);
    await expect(order.getByRole('row', { name: new RegExp(COLLEAGUE_CODE) })).toContainText('volná');
    await expect(order.getByRole('link', { name: 'Faktura – daňový doklad F2021-0002 (PDF)' })).toBeVisible();
    // Someone with a ticket is not offered the claim form.
    await expect(card.getByLabel(/^Kód vstupenky/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a colleague claims a code on the Me page; the buyer sees who took it', async ({ page, request, browser }, info) => {
    test.skip(info.project.name !== 'desktop', 'claims the shared demo code once per run');
    const token = await adminToken(request);
    try {
      await signIn(page, 'editor');
      await page.goto('/en/user/me');
      const card = page.getByRole('region', { name: 'Tickets' });
      await expect(card).toContainText('You have no ticket yet.');
      const field = card.getByLabel(/^Ticket code/);
      await field.fill('TI-0000-0000-0000');
      await card.getByRole('button', { name: 'Claim the ticket' }).click();
      await expect(card.getByText('No ticket has this code. Please check it (e.g. TI-7KQ4-M9XD-2HPA).')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);

      await field.fill(COLLEAGUE_CODE.toLowerCase());
      await card.getByRole('button', { name: 'Claim the ticket' }).click();
      await expect(card).toContainText(`Your ticket: ${COLLEAGUE_CODE} (order 2021-0003).`);
      await expect(page.getByText('Your ticket is confirmed.')).toBeVisible();

      const buyer = waitsForHydration(await browser.newPage());
      await signIn(buyer, 'member');
      await buyer.goto('/user/me');
      const row = buyer.getByRole('region', { name: 'Vstupenky' }).getByRole('row', { name: new RegExp(COLLEAGUE_CODE) });
      await expect(row).toContainText('převzal(a) Lucie Svobodová');
      await buyer.close();
    } finally {
      const res = await request.post('/api/tickets/release', {
        headers: { Authorization: `Bearer ${token}` },
        data: { code: COLLEAGUE_CODE },
      });
      expect(res.status()).toBe(200);
    }
  });

  test('an Admin lists promo codes with their uses, creates one, and a used one cannot be deleted', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/promocodes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo kódy');
    await expect(page.getByRole('row', { name: /STARTUP15/ })).toContainText('1 z 1');
    await expect(page.getByRole('row', { name: /STARTUP15/ })).toContainText('vyčerpán');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nový promo kód' }).first().click();
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel(/^Kód \*$/).fill(code);
    await page.getByLabel(/^Sleva \(%\) \*$/).fill('25');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Promo kód vytvořen!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/promocodes\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expectNoSeriousA11yViolations(page);
    const check = await page.request.get(`/api/promocodes/check/${code.toLowerCase()}`);
    expect(await check.json()).toEqual({ success: true, discount: 25 });

    // A used code offers no delete, only deactivation.
    await page.goto('/admin/promocodes');
    await page
      .getByRole('row', { name: /STARTUP15/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText(/smazat ho nelze/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Smazat' })).toHaveCount(0);

    // The promo code specs read the demo codes as they were.
    const deleted = await page.request.delete(`/api/promocodes/${id}`, { headers: { Origin: new URL(page.url()).origin } });
    expect(deleted.status()).toBe(200);
  });

  test('an Admin opens the ticket settings', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/en/admin/ticket-settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket settings');
    await expect(page.getByLabel(/^VAT rate \(%\)/)).toHaveValue('21');
    await expect(page.getByRole('switch', { name: /Accept self-declared tickets/ })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });
});
