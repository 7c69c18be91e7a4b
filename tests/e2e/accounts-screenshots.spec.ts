import { test, type Page } from '@playwright/test';

/**
 * Screenshots of the account pages for a human to look at (not a visual regression test).
 * Runs only with SCREENSHOTS_DIR set: `SCREENSHOTS_DIR=/tmp/shots npx playwright test accounts-screenshots`.
 */
const dir = process.env.SCREENSHOTS_DIR;

async function signIn(page: Page, identifier: string) {
  await page.goto('/user/login');
  await page.locator('input[name=identifier]').fill(identifier);
  await page.locator('input[name=password]').fill('innoweek-demo');
  await page.locator('main button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

test.describe('account screenshots', () => {
  test.skip(!dir, 'set SCREENSHOTS_DIR to take screenshots');

  for (const scheme of ['light', 'dark'] as const) {
    test(`account pages ${scheme}`, { tag: '@phone' }, async ({ page }, info) => {
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${dir}/${name}-${scheme}-${info.project.name}.png`, fullPage });
      await page.emulateMedia({ colorScheme: scheme });

      await page.goto('/user/login');
      await shot('login');
      await page.locator('main button[type=submit]').click();
      await page.locator('input[name=identifier]').fill('member');
      await page.locator('input[name=password]').fill('wrong-password');
      await page.locator('main button[type=submit]').click();
      await page.getByRole('alert').waitFor();
      await shot('login-error', false);

      await page.goto('/en/user/register');
      await page.locator('input[name=username]').fill('ab');
      await page.locator('main button[type=submit]').click();
      await shot('register-errors');

      await signIn(page, 'organizer');
      await page.locator('.toast').first().waitFor();
      await shot('home-signed-in-toast', false);
      await page.locator('.user-menu-button').click();
      await page.getByRole('menu').waitFor();
      await shot('user-menu-open', false);

      await page.goto('/user/me');
      await shot('me-organizer');
      await page.locator('.user-menu-button').click();
      await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
      await page.waitForURL('**/');

      await signIn(page, 'member');
      await page.goto('/en/user/me');
      await shot('me-member');

      await page.goto('/en/user');
      await shot('user-page');
    });
  }
});
