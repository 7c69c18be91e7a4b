import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn as signInDemo } from './demo-accounts';

// Seminar 8 'Green hydrogen from solar power' of exhibitor 2 (H2 Moravia), which the demo
// `organizer` edits; Lukáš Pospíšil joined it (db/demo/joins.ts) and is not marked present.
// The attendee spec ticks Jakub Marek, so this one keeps to Lukáš and unticks him again.

const signIn = (page: Page, identifier: string) => signInDemo(page, identifier, identifier === 'admin' ? '/en/admin' : '/en');

const marked = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/events/8/attendance') && r.request().method() === 'PUT');

test.describe('check-in at the door', () => {
  test(
    'the organiser ticks an attendee offline, it is sent when back online and kept',
    { tag: '@phone' },
    async ({ page, context }) => {
      await signIn(page, 'organizer');
      await page.goto('/en/professional-seminars/8');
      await page.getByRole('region', { name: 'Attendees' }).getByRole('link', { name: 'Check-in at the door' }).click();
      await expect(page).toHaveURL(/\/en\/checkin\/8$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green hydrogen from solar power');
      const status = page.getByRole('status').filter({ hasText: 'Online' });
      await expect(status).toContainText('All changes sent');
      await expectNoSeriousA11yViolations(page);
      // The attendee spec may have ticked Jakub Marek before this runs: count from what is there.
      const presentBefore = Number(
        /(\d+) of 15 present/.exec(
          (await page
            .getByText(/\d+ of 15 present/)
            .first()
            .textContent()) ?? '',
        )?.[1],
      );
      expect(presentBefore).toBeGreaterThanOrEqual(5);

      // The connection drops at the door; the search ignores accents.
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search attendees' }).fill('pospisil');
      const lukas = page.getByRole('switch', { name: 'Present: Lukáš Pospíšil' });
      await expect(page.getByRole('switch')).toHaveCount(1);
      await expect(lukas).toHaveAttribute('aria-checked', 'false');
      await lukas.click();
      await expect(lukas).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText('1 unsent change')).toBeVisible();
      await expect(page.getByText('Not sent yet')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Back online: the queued mark goes out by itself.
      const sent = marked(page);
      await context.setOffline(false);
      expect((await sent).status()).toBe(200);
      await expect(page.getByRole('status').filter({ hasText: 'Online' })).toContainText('All changes sent');
      await expect(page.getByText('Not sent yet')).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('switch', { name: 'Present: Lukáš Pospíšil' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText(`${presentBefore + 1} of 15 present`)).toBeVisible();

      // The demo data as it was: Lukáš unticked again, by a tap on his name.
      const restored = marked(page);
      await page.getByText('Lukáš Pospíšil', { exact: true }).click();
      expect((await restored).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Present: Lukáš Pospíšil' })).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByText(`${presentBefore} of 15 present`)).toBeVisible();
    },
  );

  test('in Czech and in the dark theme, keyboard only, from the Me page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, 'organizer');
    await page.goto('/user/me');
    await page.getByRole('link', { name: 'Prezence: Zelený vodík z fotovoltaiky' }).click();
    await expect(page).toHaveURL(/\/checkin\/8$/);
    await expect(page.getByRole('status').filter({ hasText: 'Připojeno' })).toContainText('Vše odesláno');
    await page.getByRole('searchbox', { name: 'Hledat účastníka' }).fill('VESELA');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Přítomen: Jana Veselá' })).toBeFocused();
    await expect(page.getByRole('switch', { name: 'Přítomen: Jana Veselá' })).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('only the seminar’s editors get in', async ({ page }) => {
    await page.goto('/en/checkin/8');
    await expect(page).toHaveURL(/\/en\/user\/login\?redirectTo=%2Fen%2Fcheckin%2F8$/);
    await signIn(page, 'member');
    // A member is told on the page itself that the list is for the seminar's editors (decision 086).
    const res = await page.goto('/en/checkin/8');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
    expect(await page.content()).not.toContain('jana.vesela@innoweek.test');
  });
});
