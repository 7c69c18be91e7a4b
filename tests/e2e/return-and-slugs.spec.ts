import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminToken } from './demo-accounts';
import { expect, test } from './fixtures';
import { seminarsAhead } from './seminars-ahead';

// Issue 29 items 4 and 5 (decisions 095, 096), on demo seminar 2 'Jazykové modely pro českou
// veřejnou správu' / 'Language models for Czech public administration', moved a week ahead of
// the server's clock so that it takes sign-ups.
const SEMINAR_CS = '/odborne-seminare/2/jazykove-modely-pro-ceskou-verejnou-spravu';
const SEMINAR_EN = '/en/professional-seminars/2/language-models-for-czech-public-administration';
const DEMO_PASSWORD = 'innoweek-demo';

seminarsAhead([2]);

let api: APIRequestContext;
let auth: Record<string, string>;
test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  auth = { Authorization: `Bearer ${await adminToken(api)}` };
});
test.afterAll(() => api.dispose());

const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const signUpBox = (page: Page) => page.getByRole('region', { name: 'Přihlášení na seminář' });

test.describe('back to where you were', () => {
  test('a guest on a seminar signs in and lands back on the seminar', async ({ page }) => {
    await page.goto(SEMINAR_CS);
    await signUpBox(page).getByRole('link', { name: 'Přihlaste se a zapište se na seminář' }).click();
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=/);
    await expectNoSeriousA11yViolations(page);
    const main = page.getByRole('main');
    await field(main, 'Uživatelské jméno nebo e-mail').fill('member');
    await field(main, 'Heslo').fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(new RegExp(`${SEMINAR_CS}$`));
    await expect(signUpBox(page).getByRole('button', { name: 'Přihlásit se na seminář' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a new visitor registers from the seminar, and the confirmation link signs in there', async ({ page }) => {
    await page.goto(SEMINAR_CS);
    await signUpBox(page).getByRole('link', { name: 'Přihlaste se a zapište se na seminář' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Zaregistrujte se' }).click();
    await expect(page).toHaveURL(/\/user\/register\?redirectTo=/);
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const user = { username: `navrat.${id}`, email: `navrat.${id}@example.test` };
    const main = page.getByRole('main');
    await field(main, 'Uživatelské jméno').fill(user.username);
    await field(main, 'E-mail').fill(user.email);
    await field(main, 'Heslo').fill('heslo-pro-test-1');
    await main.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zkontrolujte svůj e-mail');

    let text = '';
    await expect
      .poll(async () => {
        const mails = (await (await api.get('/api/outbox?_limit=50', { headers: auth })).json()) as {
          to: string;
          text: string;
        }[];
        text = mails.find((m) => m.to === user.email)?.text ?? '';
        return text;
      })
      .toContain('email-confirmation');
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(new RegExp(`${SEMINAR_CS}$`));
    await expect(page.getByText('E-mailová adresa je potvrzena a jste přihlášeni.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: user.username })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('English slugs', () => {
  test('an English seminar page lives at its English slug; the Czech slug redirects there', async ({ page }) => {
    const answer = await api.get(`/en/professional-seminars/2/jazykove-modely-pro-ceskou-verejnou-spravu`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe(SEMINAR_EN);

    await page.goto('/en/professional-seminars/2/jazykove-modely-pro-ceskou-verejnou-spravu');
    await expect(page).toHaveURL(new RegExp(`${SEMINAR_EN}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language models for Czech public administration');
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', new RegExp(`${SEMINAR_CS}$`));
    await expectNoSeriousA11yViolations(page);
    // The English seminar list links there directly.
    await page.goto('/en/professional-seminars');
    await expect(page.locator(`a[href="${SEMINAR_EN}"]`).first()).toBeVisible();
  });
});
