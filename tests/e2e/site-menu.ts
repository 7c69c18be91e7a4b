import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The header's menu button: a <summary>, which has no ARIA role Playwright can find it by. */
export function siteMenuButton(page: Page): Locator {
  return page.getByRole('banner').locator('summary.site-menu-button');
}

/** Opens the site menu (decision 100) and returns its navigation, in either language. */
export async function openSiteMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: /^(Hlavní menu|Main menu)$/ });
  if (!(await nav.isVisible())) await siteMenuButton(page).click();
  await expect(nav).toBeVisible();
  return nav;
}
