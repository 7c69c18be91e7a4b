import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';
import { getTicketSettings, putTicketSettings, serverNow } from './ticket-sales';

// The sales window and the waiting list (decision 082) on the BuyTicket page, the home page and
// the admin area. Each test sets the window through the API by the server's clock; the settings
// are put back at the end, so the other files see the demo's.

const HOUR = 3_600_000;
type Saved = { salesStart: string | null; salesEnd: string | null; quota: number | null; ticketsSold: number };
let saved: Saved;

test.beforeAll(async ({ playwright }, info) => {
  saved = await getTicketSettings<Saved>(playwright, info.project.use.baseURL);
});
test.afterAll(async ({ playwright }, info) => {
  await putTicketSettings(playwright, info.project.use.baseURL, {
    salesStart: saved.salesStart,
    salesEnd: saved.salesEnd,
    quota: saved.quota,
  });
});

test.describe('ticket sales window', () => {
  test(
    'before the window the page says when sales open, with no form; the home page offers no ticket',
    { tag: '@phone' },
    async ({ page, request, playwright, baseURL }) => {
      const now = await serverNow(request);
      await putTicketSettings(playwright, baseURL, {
        salesStart: new Date(now + 48 * HOUR).toISOString(),
        salesEnd: new Date(now + 900 * HOUR).toISOString(),
      });
      await page.goto('/vstupenka-konference');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Prodej vstupenek ještě nezačal' })).toBeVisible();
      await expect(main.getByText(/^Vstupenky začneme prodávat .+ v \d{1,2}:\d{2}\.$/)).toBeVisible();
      await expect(main.getByRole('button', { name: 'Závazně objednat' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/en/buy-ticket');
      await expect(page.getByRole('main').getByRole('heading', { name: 'Ticket sales have not opened yet' })).toBeVisible();

      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: 'Koupit vstupenku' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Program konference' }).first()).toBeVisible();
    },
  );

  test('after the window (by default, when the conference started) the page says sales are over', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    await putTicketSettings(playwright, baseURL, { salesStart: null, salesEnd: null });
    await page.goto('/vstupenka-konference');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Prodej vstupenek skončil' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Závazně objednat' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The API says the same, with a stable code.
    const refused = await request.post('/api/buy-ticket', {
      data: { amount: 1, name: 'Pozdní Kupec', email: 'pozde@example.test', phone: '+420 601 234 567' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { data: { id: string } }).data.id).toBe('TicketSales.closed');
  });

  test(
    'the last tickets are counted; sold out, a visitor joins the waiting list and an Admin invites them',
    async ({ page, request, browser, playwright, baseURL }) => {
      // Two people, two sign-ins and two axe runs: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      const now = await serverNow(request);
      const open = { salesStart: null, salesEnd: new Date(now + 900 * HOUR).toISOString() };
      const sold = (await getTicketSettings<Saved>(playwright, baseURL)).ticketsSold;
      await putTicketSettings(playwright, baseURL, { ...open, quota: sold + 12 });
      await page.goto('/vstupenka-konference');
      await expect(page.getByRole('main').getByText('Zbývá 12 vstupenek')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Závazně objednat' })).toBeVisible();

      await putTicketSettings(playwright, baseURL, { quota: sold });
      await page.goto('/vstupenka-konference');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Vstupenky jsou vyprodané' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Závazně objednat' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const email = `e2e.waitlist.${Date.now().toString(36)}@example.test`;
      await main.getByLabel(/^E-mail/).fill(email);
      await main.getByLabel(/^Kolik vstupenek chcete/).fill('2');
      await main.getByLabel(/Souhlasím, že mi pořadatel napíše/).check();
      await main.getByRole('button', { name: 'Zapsat se do pořadníku' }).click();
      await expect(main.getByText(`Jste v pořadníku. Až se vstupenky uvolní, napíšeme vám na ${email}.`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const context = await browser.newContext();
      const admin = await context.newPage();
      try {
        await admin.goto('/user/login');
        await admin
          .getByRole('main')
          .getByLabel(/^Uživatelské jméno nebo e-mail/)
          .fill('admin');
        await admin
          .getByRole('main')
          .getByLabel(/^Heslo/)
          .fill(DEMO_PASSWORD);
        await admin.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
        // An Admin lands in the admin area; a busy machine takes its time.
        await expect(admin).toHaveURL(/\/admin/, { timeout: 30_000 });
        await admin.goto('/admin/ticket-waitlist');
        await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Pořadník na vstupenky');
        const row = admin.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
        await expect(row).toContainText('Čeká');
        await expectNoSeriousA11yViolations(admin);
        await row.getByRole('button', { name: `Pozvat ${email}` }).click();
        await expect(admin.getByText(/^Pozvánka odeslána, nabídka platí do /)).toBeVisible();
        await expect(row).toContainText('Pozván do');
      } finally {
        await context.close();
      }
    },
  );
});
