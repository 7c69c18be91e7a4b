import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { ticketSalesOpen } from './ticket-sales';

// The outbox screens against the demo content: accounts admin and member, password below.
const DEMO_PASSWORD = 'innoweek-demo';
const MEMBER_EMAIL = 'member@innoweek.test';

// The trace's DOM snapshots inject a script into every frame; the mail's empty-sandbox frame
// blocks it and Chromium logs that as a console error, failing the no-console-errors check.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false } });

const CS_LOGIN = { identifier: 'Uživatelské jméno nebo e-mail', password: 'Heslo', submit: 'Přihlásit se' };

async function signIn(page: Page, identifier: string, path = '/user/login', labels = CS_LOGIN) {
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByLabel(new RegExp(`^${labels.identifier}( \\*)?$`)).fill(identifier);
  await main.getByLabel(new RegExp(`^${labels.password}( \\*)?$`)).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: labels.submit }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/**
 * Axe on the message page. Axe cannot run inside the empty-sandbox frame (its script is
 * blocked and it waits for it), and the frame holds the mail's markup, not this page's: the
 * frame's own title is checked by the test, then the frame leaves the DOM for the scan.
 */
async function expectDetailAccessible(page: Page) {
  await expect(page.locator('iframe.mail-html')).toHaveAttribute('title', /\S/);
  await page.locator('iframe.mail-html').evaluate((frame) => frame.remove());
  await expectNoSeriousA11yViolations(page);
}

/** The admin menu: on phones it is folded behind its button. */
async function adminNav(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name });
  const toggle = nav.getByRole('button');
  if (await toggle.isVisible()) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return nav;
}

test.describe('mail outbox', () => {
  test('Czech: an Admin finds the password reset mail at the top and reads it', async ({ page, request }) => {
    // Password reset mail for the member, sent before the admin looks (the API answers the same for any address).
    const forgot = await request.post('/api/auth/forgot-password', { data: { email: MEMBER_EMAIL } });
    expect(forgot.status(), await forgot.text()).toBe(200);

    await signIn(page, 'admin');
    await page.goto('/admin/outbox');
    await expect(page).toHaveTitle(/^Odchozí e-maily \| Administrace/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odchozí e-maily');
    await expect(page.getByRole('banner')).toContainText('Odhlásit se');

    const nav = await adminNav(page, 'Administrace');
    await expect(nav.getByRole('link')).toHaveText([
      'Veřejný web',
      'Přehled',
      'Řečníci',
      'Události',
      'Typy událostí',
      'Místa',
      'Sály',
      'Zpoždění sálů',
      'Vystavovatelé',
      'Patroni',
      'Stránky',
      'Uživatelé',
      'Objednávky',
      'Vratky',
      'Promo kódy',
      'Přístupové kódy',
      'Nastavení vstupenek',
      'Pořadník na vstupenky',
      'Ročníky',
      'Záznam změn',
      'Odchozí e-maily',
    ]);
    await expect(nav.getByRole('link', { name: 'Odchozí e-maily' })).toHaveAttribute('aria-current', 'page');

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Příjemce',
      'Předmět',
      'Šablona',
      'Jazyk',
      'Stav',
      'Pokusy',
      'Vytvořeno',
      'Odesláno',
    ]);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').first()).toHaveText(MEMBER_EMAIL);
    await expect(first).toContainText('reset-password');
    await expect(first.locator('.status-badge')).toHaveText(/^(Uchováno|Čeká|Odesláno)$/);
    await expectNoSeriousA11yViolations(page);

    // The status filter lives in the URL.
    await page.getByRole('navigation', { name: 'Filtrovat podle stavu' }).getByRole('link', { name: 'Selhalo' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\?status=failed$/);
    await expect(page.getByText('Žádná data')).toBeVisible();
    await page.goto('/admin/outbox');

    await page.getByRole('table').getByRole('row').nth(1).getByRole('link', { name: 'Obnovení hesla – Týden inovací' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obnovení hesla – Týden inovací');
    const text = page.locator('pre.mail-text');
    await expect(text).toContainText('Dobrý den, member,');
    await expect(text).toContainText(/https?:\/\/\S+\/user\/reset-password\?code=\S+/);
    const frame = page.locator('iframe.mail-html');
    await expect(frame).toHaveAttribute('sandbox', '');
    // Nothing may run in the empty sandbox, not even the test's own scripts: the markup is read from srcdoc.
    await expect(frame).toHaveAttribute('srcdoc', /Nastavit nové heslo/);
    await expectDetailAccessible(page);

    await page.getByRole('link', { name: 'Zpět na odchozí e-maily' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);

    // A missing or non-numeric id is a 404 inside the admin layout.
    for (const path of ['/admin/outbox/999999', '/admin/outbox/abc']) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuto stránku se nepodařilo najít');
      await expect(page.getByRole('navigation', { name: 'Administrace' })).toBeAttached();
    }
  });

  test('English: the same screens under /en', async ({ page, request }) => {
    // Its own address, so the reset limit per address is not reached by the two projects.
    const forgot = await request.post('/api/auth/forgot-password', { data: { email: 'editor@innoweek.test', locale: 'en' } });
    expect(forgot.status(), await forgot.text()).toBe(200);

    await signIn(page, 'admin', '/en/user/login', { identifier: 'Username or e-mail', password: 'Password', submit: 'Log in' });
    await page.goto('/en/admin/outbox');
    await expect(page).toHaveTitle(/^E-mail outbox \| Admin/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail outbox');
    const nav = await adminNav(page, 'Admin');
    await expect(nav.getByRole('link')).toHaveText([
      'Public site',
      'Overview',
      'Speakers',
      'Events',
      'Event types',
      'Locations',
      'Halls',
      'Running late',
      'Exhibitors',
      'Patrons',
      'Pages',
      'Users',
      'Orders',
      'Refunds',
      'Promo codes',
      'Access codes',
      'Ticket settings',
      'Ticket waiting list',
      'Editions',
      'Audit log',
      'E-mail outbox',
    ]);
    await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('Recipient');
    await expectNoSeriousA11yViolations(page);

    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first.getByRole('cell').first()).toHaveText('editor@innoweek.test');
    await first.getByRole('link', { name: 'Reset your password – Innovation Week' }).click();
    await expect(page).toHaveURL(/\/en\/admin\/outbox\/\d+$/);
    await expect(page.locator('pre.mail-text')).toContainText(/\/en\/user\/reset-password\?code=/);
    await expect(page.getByRole('link', { name: 'Back to the e-mail outbox' })).toBeVisible();
    await expect(page.getByText('Plain text')).toBeVisible();
    await expectDetailAccessible(page);

    // The locale switch keeps the screen.
    await page.getByRole('banner').getByRole('link', { name: /Česky/ }).click();
    await expect(page).toHaveURL(/^[^?]*\/admin\/outbox\/\d+$/);
    await expect(page).not.toHaveURL(/\/en\//);
  });
});

test.describe("an order's mail in the outbox", () => {
  // Sales close when the 2021 conference starts; this journey buys now (decision 082).
  ticketSalesOpen();

  test("Czech: an order's confirmation shows its PDF among the attachments, and the Admin downloads it", async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const email = `outbox.${stamp}@example.test`;
    const placed = await request.post('/api/buy-ticket', {
      data: { amount: 1, name: `Příloha Test ${stamp}`, email, phone: '+420 601 234 567' },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { data: order } = (await placed.json()) as { data: { number: string } };

    await signIn(page, 'admin');
    await page.goto('/admin/outbox');
    const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    // The confirmation is composed with its PDF just after the order's commit (decision 157).
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(order.number, { timeout: 1000 });
    }).toPass();
    await expect(row).toContainText('1 příloha');
    await row.getByRole('link', { name: new RegExp(order.number) }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
    const file = page.getByRole('link', { name: /\.pdf$/ });
    await expect(file).toHaveCount(1);
    await expect(file).toHaveText(new RegExp(`${order.number}\\.pdf$`));
    const answer = await page.request.get((await file.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(/^\d+,\d kB$/)).toBeVisible();
    await expectDetailAccessible(page);
  });
});

test.describe('mail outbox refusals', () => {
  test('a member gets the 403 page of the outbox; a guest goes to the login page', async ({ page }) => {
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fadmin%2Foutbox$/);

    await signIn(page, 'member');
    const refused = await page.goto('/admin/outbox');
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sem nemáte přístup');
  });
});
