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

test('the ORGANIZER warning: exhibitors to edit on a member’s account warn until the role is Organizer (admin-and-widgets.md 2)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/users?q=novotny');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kdo smí upravovat' })).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'ORGANIZÁTOR' });
  await expect(warning).toHaveCount(0);

  const exhibitors = page.getByRole('combobox', { name: /^Vystavovatelé, jejichž události smí upravovat/ });
  await exhibitors.fill('smart');
  await page.getByRole('option', { name: /SmartCity Lab Brno/ }).click();
  await expect(warning).toHaveText('Uživatel musí být ORGANIZÁTOR (nebo admin), aby mohl upravovat události.');
  await expect(warning).toHaveClass(/notification-danger/);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('button', { name: /Omezení přístupu/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Organizátor', exact: true }).click();
  await expect(warning).toHaveCount(0);
  // Nothing is saved: the member stays as the other specs read him.
});
