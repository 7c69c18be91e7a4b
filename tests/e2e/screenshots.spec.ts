import { test } from '@playwright/test';

/**
 * Full-page screenshots for a human to look at (not a visual regression test). Runs only
 * with SCREENSHOTS_DIR set: `SCREENSHOTS_DIR=/tmp/shots npx playwright test screenshots`.
 */
const dir = process.env.SCREENSHOTS_DIR;

test.describe('screenshots', () => {
  test.skip(!dir, 'set SCREENSHOTS_DIR to take screenshots');

  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, path] of [
      ['home', '/'],
      ['home-en', '/en/'],
      ['404', '/neexistuje'],
    ] as const) {
      test(`${name} ${scheme}`, { tag: '@phone' }, async ({ page }, info) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        // Scroll through once so lazy images below the fold load.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${dir}/${name}-${scheme}-${info.project.name}.png`, fullPage: true });
      });
    }
  }
});
