import type { ConsoleMessage, Page } from '@playwright/test';
import { signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// The fixture fails a test on a console error; this journey asks more of a few pages: nothing
// at all in the console, warnings included. The browser's own warnings about our answers land
// there first: a Permissions-Policy feature Chromium does not know ('bluetooth', decision 090),
// a preload the page never uses.

/** Every console line a page logs from now on, whatever its level. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (msg: ConsoleMessage) => lines.push(`${msg.type()}: ${msg.text()}`));
  return lines;
}

test.describe('a clean console', () => {
  test('public pages log nothing, warnings included', async ({ page }) => {
    test.slow(); // three pages, each until its scripts run, and the wait for Chromium's late warnings
    const lines = consoleLines(page);
    for (const path of ['/', '/en/professional-seminars', '/doprovodne-akce']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
    }
    // Chromium tells of a preload left unused a few seconds after the load.
    await page.waitForTimeout(3_500);
    expect(lines, lines.join('\n')).toEqual([]);
  });

  // Chromium's hint about a password form that names no account (the deletion's form) is logged too.
  test("a member's pages log nothing, warnings included", async ({ page }) => {
    const lines = consoleLines(page);
    await signIn(page, 'member', '/user/me');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3_500);
    expect(lines, lines.join('\n')).toEqual([]);
  });

  // The home page of a signed-in visitor is their class's document filled in (decision 200): no hydration mismatch.
  test("a member's home page logs nothing, warnings included", async ({ page }) => {
    const lines = consoleLines(page);
    await signIn(page, 'member', '/');
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3_500);
    expect(lines, lines.join('\n')).toEqual([]);
  });
});
