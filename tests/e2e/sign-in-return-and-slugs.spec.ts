import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// Issue 29: the sign-in links of My programme and of a livestream page come back to the page
// (decision 095), and halls and exhibitors have English pages at their English names' slugs
// (decision 107). Demo hall 1 'Sál Praha' / 'Prague Hall'; exhibitor 2 'H2 Moravia, a.s.' /
// 'H2 Moravia plc'.
const HALL_CS = '/zive/1/sal-praha';
const HALL_EN = '/en/live/1/prague-hall';
const EXHIBITOR_CS = '/inovacni-veletrh/2/h2-moravia-a-s';
const EXHIBITOR_EN = '/en/innovation-fair/2/h2-moravia-plc';

async function signIn(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel(/^Uživatelské jméno nebo e-mail( \*)?$/).fill('member');
  await main.getByLabel(/^Heslo( \*)?$/).fill('innoweek-demo');
  await main.getByRole('button', { name: 'Přihlásit se' }).click();
}

test.describe('sign-in links come back to the page', () => {
  test('from My programme', async ({ page }) => {
    await page.goto('/muj-program');
    await page.getByRole('note').getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fmuj-program$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/muj-program$/);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('from a seminar hall’s livestream page', async ({ page }) => {
    await page.goto(HALL_CS);
    await page.locator('.live-locked-links').getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fzive%2F1%2Fsal-praha$/);
    await signIn(page);
    await expect(page).toHaveURL(new RegExp(`${HALL_CS}$`));
  });
});

test.describe('English slugs of halls and exhibitors', () => {
  test('a hall’s English page lives at its English slug; the Czech slug redirects there', async ({ page }) => {
    const answer = await page.request.get('/en/live/1/sal-praha', { maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([301, HALL_EN]);
    await page.goto('/en/live/1/sal-praha');
    await expect(page).toHaveURL(new RegExp(`${HALL_EN}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Prague Hall');
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', new RegExp(`${HALL_CS}$`));
    await expectNoSeriousA11yViolations(page);
    await page.goto('/en/livestreams');
    await expect(page.locator(`a[href="${HALL_EN}"]`).first()).toBeVisible();
    // The Czech page keeps its Czech slug.
    expect((await page.request.get(HALL_CS, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an exhibitor’s English page lives at its English slug; the Czech slug redirects there', async ({ page }) => {
    const answer = await page.request.get('/en/innovation-fair/2/h2-moravia-a-s', { maxRedirects: 0 });
    expect([answer.status(), answer.headers()['location']]).toEqual([301, EXHIBITOR_EN]);
    await page.goto('/en/innovation-fair/2/h2-moravia-a-s');
    await expect(page).toHaveURL(new RegExp(`${EXHIBITOR_EN}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('H2 Moravia plc');
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', new RegExp(`${EXHIBITOR_CS}$`));
    await expectNoSeriousA11yViolations(page);
    await page.goto('/en/innovation-fair');
    await expect(page.locator(`a[href="${EXHIBITOR_EN}"]`).first()).toBeVisible();
    expect((await page.request.get(EXHIBITOR_CS, { maxRedirects: 0 })).status()).toBe(200);
  });
});
