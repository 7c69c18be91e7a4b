import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminToken, signIn } from './demo-accounts';
import { expect, test } from './fixtures';
import { ticketSalesOpen } from './ticket-sales';

// The buyer's order page behind its secret link and the Me page order-first (decisions 080,
// 081). Orders are placed through the real form and API; the editor (Lucie Svobodová, no
// ticket in the demo) is the member whose order is paid and then cancelled again, so other
// journeys find the demo as it was.
const ORDER_PAGE = /\/objednavka\/[0-9a-f]{32}$/;

async function order(page: Page, buyer: { name: string; email: string; phone: string } | null, path = '/vstupenka-konference') {
  await page.goto(path);
  if (buyer) {
    await page.getByLabel('Jméno a příjmení').fill(buyer.name);
    await page.getByLabel(/^E-mail( \*)?$/).fill(buyer.email);
    await page.getByLabel('Telefon').fill(buyer.phone);
  }
  await page.getByRole('button', { name: 'Závazně objednat' }).click();
  // A fresh server's first order loads the PDF renderer for its invoice mail: it may take a while.
  await expect(page).toHaveURL(ORDER_PAGE, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d{4}-\d{4,}/);
}

/** The order's number from the order page's heading. */
async function numberOnPage(page: Page): Promise<string> {
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  return /\d{4}-\d{4,}/.exec(heading ?? '')![0];
}

/** The admin API's id of an order by its number. */
async function orderId(request: APIRequestContext, auth: Record<string, string>, number: string): Promise<number> {
  const res = await request.get(`/api/ticket-orders?_q=${number}`, { headers: auth });
  const { data } = (await res.json()) as { data: { id: number; number: string }[] };
  return data.find((o) => o.number === number)!.id;
}

// Sales close when the 2021 conference starts; this file's journeys buy now (decision 082).
ticketSalesOpen();

test.describe('the order page', () => {
  test(
    'a guest buys on a phone, lands on the order page with the QR code and finds it again after a reload',
    { tag: '@phone' },
    async ({ page }) => {
      await order(page, { name: 'Jana Nováková', email: `jana.qr.${Date.now()}@example.test`, phone: '+420 601 123 456' });
      const number = await numberOnPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${number} čeká na platbu`);
      await expect(page.getByRole('region', { name: 'Děkujeme za objednávku' })).toContainText('ja***@example.test');
      const pay = page.getByRole('region', { name: 'Jak zaplatit' });
      const qr = pay.getByRole('img', { name: /^QR Platba: 13\s189\sKč na účet CZ\d{2}/ });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 100)).toBe(true);
      for (const [label, value] of [
        ['Zbývá zaplatit', /^13\s189\sKč$/],
        ['Číslo účtu', /^\d+(-\d+)?\/\d{4}$/],
        ['IBAN', /^CZ\d{2}( \d{4}){5}$/],
        ['Variabilní symbol', /^\d{8}$/],
      ] as const)
        await expect(pay.locator('dl > div').filter({ hasText: label }).locator('dd')).toHaveText(value);
      // The payment request (decision 078), downloaded by its number.
      await expect(page.getByRole('link', { name: `Zálohová faktura ${number} (PDF)` })).toHaveAttribute(
        'href',
        new RegExp(`/${number}\\.pdf$`),
      );
      // Nothing runs wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expectNoSeriousA11yViolations(page);

      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(page.getByRole('region', { name: 'Jak zaplatit' }).getByRole('img', { name: /^QR Platba/ })).toBeVisible();
      // Away and Back: the order again, never the form that would place a second one.
      await page.getByRole('link', { name: 'Program konference' }).click();
      await expect(page).toHaveURL('/mezinarodni-konference');
      await page.goBack();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${number} čeká na platbu`);

      // The confirmation again, and no order page for a token one digit off.
      await page.getByRole('button', { name: 'Poslat potvrzení znovu' }).click();
      await expect(page.locator('.toast-success').filter({ hasText: 'Potvrzení objednávky jsme poslali znovu' })).toBeVisible();
      const wrong = url.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
      expect((await page.request.get(wrong)).status()).toBe(404);
    },
  );

  test('is accessible in English, in the dark theme too', async ({ page }) => {
    await page.goto('/en/buy-ticket');
    await page.getByLabel('Full name').fill('Jane Doe');
    await page.getByLabel(/^E-mail( \*)?$/).fill(`jane.${Date.now()}@example.test`);
    await page.getByLabel('Phone').fill('+420 601 123 456');
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/en\/order\/[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order \d{4}-\d{4,} is awaiting payment$/);
    await expect(page.getByRole('region', { name: 'How to pay' }).getByRole('img', { name: /^QR payment/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the Me page, order first', () => {
  test('an unpaid order comes first with its QR code; once paid, the conference hall opens without a passphrase', async ({
    page,
    request,
  }, info) => {
    test.skip(info.project.name !== 'desktop', 'pays and cancels an order of the demo editor once per run');
    test.slow();
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    await signIn(page, 'editor');
    await order(page, null);
    const number = await numberOnPage(page);
    const id = await orderId(request, auth, number);
    try {
      await page.goto('/user/me');
      const first = page.getByRole('region', { name: `Objednávka ${number} čeká na platbu` });
      await expect(first).toBeVisible();
      // The first card of the page, before the account forms; no ticket to buy while it waits.
      await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', `pending-${number}-title`);
      await expect(first.getByRole('img', { name: /^QR Platba: 13\s189\sKč/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Koupit vstupenku' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await first.getByRole('link', { name: 'Stránka objednávky' }).click();
      await expect(page).toHaveURL(ORDER_PAGE);
      const orderPage = page.url();

      const paid = await request.post(`/api/ticket-orders/${id}/paid`, { headers: auth, data: {} });
      expect(paid.status(), await paid.text()).toBe(200);
      await page.goto('/user/me');
      await expect(page.getByRole('region', { name: /čeká na platbu/ })).toHaveCount(0);
      const conference = page.getByRole('region', { name: 'Konference živě' });
      await expect(conference.locator('code')).toHaveText(/\S{6,}/);
      await expectNoSeriousA11yViolations(page);
      await conference.getByRole('link', { name: 'Sledovat konferenční sál' }).click();
      await expect(page.getByTitle('Přenos: Kongresový sál')).toBeVisible();
      await expect(page.getByLabel(/^Přístupové heslo/)).toHaveCount(0);

      // The order page now shows it paid, with its ticket codes and their QR codes (decision 115).
      await page.goto(orderPage);
      await expect(page.getByText('Zaplaceno', { exact: true })).toBeVisible();
      const codes = page.getByRole('region', { name: 'Kódy vstupenek' });
      await expect(codes.getByRole('listitem')).toHaveCount(1);
      await expect(codes.getByRole('img', { name: /^QR kód vstupenky TI-/ })).toBeVisible();
      const pdf = await request.get(
        await codes
          .getByRole('link', { name: /jako jmenovky/ })
          .getAttribute('href')
          .then((h) => h!),
      );
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await expect(page.getByRole('region', { name: 'Jak zaplatit' })).toHaveCount(0);
    } finally {
      const cancelled = await request.post(`/api/ticket-orders/${id}/cancel`, { headers: auth });
      expect(cancelled.status()).toBe(200);
    }
  });
});
