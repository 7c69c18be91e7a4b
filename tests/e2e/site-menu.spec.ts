import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './demo-accounts';
import { expect, test } from './fixtures';
import { openSiteMenu, siteMenuButton } from './site-menu';

// The header and its menu (decision 100): one row at every width, whose items never overlap,
// and a menu with every area, the streams, the calendar and My programme on every page.

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1536, 1920];
const WHO = ['guest', 'admin', 'member'] as const;

const MENU = {
  cs: {
    path: '/',
    links: [
      ['Úvod', '/'],
      ['Mezinárodní konference', '/mezinarodni-konference'],
      ['Odborné semináře', '/odborne-seminare'],
      ['Inovační veletrh', '/inovacni-veletrh'],
      ['Doprovodné akce', '/doprovodne-akce'],
      ['Všechny akce', '/vsechny-akce'],
      ['Živé přenosy', '/zive-prenosy'],
      ['Kalendář', '/kalendar'],
      ['Můj program', '/muj-program'],
    ],
    admin: ['Admin', '/admin'],
    open: 'Menu',
    close: 'Zavřít menu',
  },
  en: {
    path: '/en/',
    links: [
      ['Home', '/en/'],
      ['International conference', '/en/international-conference'],
      ['Professional seminars', '/en/professional-seminars'],
      ['Innovation fair', '/en/innovation-fair'],
      ['Accompanying events', '/en/accompanying-events'],
      ['All sessions', '/en/all-sessions'],
      ['Livestreams', '/en/livestreams'],
      ['Calendar', '/en/calendar'],
      ['My programme', '/en/my-programme'],
    ],
    admin: ['Admin', '/en/admin'],
    open: 'Menu',
    close: 'Close menu',
  },
} as const;

/** Every visible item of the header row, with its box. */
async function headerBoxes(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const selector = '.brand, .main-nav a, .search-toggle, .site-header-settings > *, .user-menu-button, .site-menu-button';
    return [...header.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent;
        return { name: name?.trim() ?? '', left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      });
  });
}

for (const who of WHO) {
  test(`the header row never overlaps, ${who}, from 320 to 1920 px in both languages`, async ({ page }) => {
    test.slow();
    if (who !== 'guest') await signIn(page, who);
    for (const locale of ['cs', 'en'] as const) {
      // One load per language: the header's layout is its stylesheet's media queries, which a
      // new window width applies at once (a load per width was 48 page loads a run).
      await page.goto(MENU[locale].path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const boxes = await headerBoxes(page);
        const at = `${locale} at ${width} px`;
        // The logo, search, the user menu and the menu button at least.
        expect(boxes.length, at).toBeGreaterThanOrEqual(4);
        for (const [i, a] of boxes.entries()) {
          expect(a.left, `${a.name} starts inside the window, ${at}`).toBeGreaterThanOrEqual(0);
          expect(a.right, `${a.name} ends inside the window, ${at}`).toBeLessThanOrEqual(width);
          for (const b of boxes.slice(i + 1)) {
            const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
            expect(overlap, `${a.name} and ${b.name} overlap, ${at}`).toBe(false);
          }
        }
        // The logo keeps a readable width.
        expect(boxes[0]!.right - boxes[0]!.left, `the logo's width, ${at}`).toBeGreaterThan(90);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll, ${at}`).toBeLessThanOrEqual(
          width,
        );
        // A compact sticky header: one row.
        const height = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height);
        expect(height, at).toBeLessThanOrEqual(64);
      }
    }
  });
}

for (const who of WHO) {
  for (const locale of ['cs', 'en'] as const) {
    test(`every area is one tap away in the menu, ${who}, ${locale}`, { tag: '@phone' }, async ({ page }) => {
      const menu = MENU[locale];
      if (who !== 'guest') await signIn(page, who);
      await page.goto(menu.path);
      const button = siteMenuButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAccessibleName(menu.open);

      const nav = await openSiteMenu(page);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAccessibleName(menu.close);
      const links = who === 'admin' ? [...menu.links, menu.admin] : menu.links;
      await expect(nav.getByRole('link')).toHaveText(links.map(([name]) => name));
      for (const [i, [, path]] of links.entries()) await expect(nav.getByRole('link').nth(i)).toHaveAttribute('href', path);
      await expect(nav.getByRole('link', { name: links[0]![0], exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousA11yViolations(page);

      // Escape closes it and gives focus back to the button.
      await nav.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // A link opens its page and the menu is closed there.
      await openSiteMenu(page);
      await nav.getByRole('link', { name: links[6]![0], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${links[6]![1]}$`));
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }
}

test('Tab stays in the open menu, on a phone', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = siteMenuButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  await expect(nav).toBeVisible();
  // The last item is the theme toggle of the menu's settings row (the header has none at 390 px).
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Tmavý režim' });
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
  // A tap outside closes it.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /úvodní stránka/ })
    .dispatchEvent('pointerdown');
  await expect(nav).toBeHidden();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open menu is accessible in the ${scheme} theme, on a phone and on a desktop`, async ({ page }, testInfo) => {
    // Four axe runs.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto('/odborne-seminare');
      await expectNoSeriousA11yViolations(page);
      const nav = await openSiteMenu(page);
      await expect(nav.getByRole('link', { name: 'Odborné semináře' })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`menu-${width}-${scheme}.png`) });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens and its links work', { tag: '@phone' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    const nav = await openSiteMenu(page);
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/en\/calendar$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
