import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn as signInDemo } from './demo-accounts';

// The users screens against the demo content: one's own role and block cannot be changed
// (decision 073), an Admin grants a ticket, and the search ignores accents.
const signIn = (page: Page) => signInDemo(page, 'admin');

test('Czech: the Admin’s own role is locked, another account gets “Má vstupenku”, search without accents', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/users/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('admin');
  await expect(page.getByText('Vlastní roli ani blokaci změnit nemůžete')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Zablokovaný' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/users?q=novotny');
  // The member Novotný, found by his name typed without the háček and čárka.
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('switch', { name: 'Má vstupenku' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
