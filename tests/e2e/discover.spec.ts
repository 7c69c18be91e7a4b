import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// Relies on the demo content (2021 edition): 11 public exhibitors (ids 1-11; 12-15 are not
// public), H2 Moravia is exhibitor 2, speaker 1 is doc. Ing. Jana Procházková, Ph.D., content
// pages 1/2 (cs/en "O akci"/"About the event") and 7 (Czech only), 8 patrons in patrons_order.

const lang = {
  cs: {
    home: '/',
    fair: '/inovacni-veletrh',
    fairTitle: 'Inovační veletrh',
    h2: 'H2 Moravia, a.s.',
    h2Path: '/inovacni-veletrh/2/h2-moravia-a-s',
    contact: 'Kontakt',
    searchButton: 'Hledat',
    combobox: 'Hledat akce a řečníky',
    listbox: 'Výsledky hledání',
    close: 'Zavřít',
    more: /^Více informací: /,
    patrons: 'Záštitu převzali',
  },
  en: {
    home: '/en/',
    fair: '/en/innovation-fair',
    fairTitle: 'Innovation fair',
    h2: 'H2 Moravia plc',
    h2Path: '/en/innovation-fair/2/h2-moravia-plc',
    contact: 'Contact',
    searchButton: 'Search',
    combobox: 'Search events and speakers',
    listbox: 'Search results',
    close: 'Close',
    more: /^More information: /,
    patrons: 'Under the auspices of',
  },
} as const;

async function openSearch(page: Page, l: (typeof lang)['cs' | 'en']) {
  await page.getByRole('banner').getByRole('button', { name: l.searchButton }).click();
  const box = page.getByRole('combobox', { name: l.combobox });
  await expect(box).toBeFocused();
  return box;
}

for (const locale of ['cs', 'en'] as const) {
  const l = lang[locale];

  test.describe(`innovation fair (${locale})`, () => {
    test('lists public exhibitors by name with logo and a cut description', async ({ page }) => {
      const response = await page.goto(l.fair);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: l.fairTitle })).toBeVisible();
      const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
      await expect(cards).toHaveCount(11);
      const names = await cards.getByRole('heading', { level: 2 }).allTextContents();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
      expect(names).not.toContain('Kybernetická bezpečnost CZ, z.ú.');
      for (const teaser of await page.locator('.exhibitor-teaser').allTextContents()) {
        expect(teaser).not.toMatch(/[<>]/);
        if (teaser.endsWith('…')) expect(teaser.length).toBeLessThanOrEqual(201);
        else expect(teaser.length).toBeLessThanOrEqual(210);
      }
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${l.fair}$`));
      await expectNoSeriousA11yViolations(page);

      await cards.getByRole('link', { name: l.h2 }).click();
      await expect(page).toHaveURL(new RegExp(`${l.h2Path}$`));
      await expect(page.getByRole('heading', { level: 1, name: l.h2 })).toBeVisible();
    });

    test('detail shows contact links, the description and the exhibitor events', async ({ page }) => {
      await page.goto(l.h2Path);
      const contact = page.getByRole('complementary', { name: l.contact });
      await expect(contact.getByRole('link', { name: '+420 731 222 333' })).toHaveAttribute('href', 'tel:+420731222333');
      await expect(contact.getByRole('link', { name: 'kontakt@h2moravia.example' })).toHaveAttribute(
        'href',
        'mailto:kontakt@h2moravia.example',
      );
      await expect(page.locator('.rich-text strong').first()).toHaveText('H2 Moravia');
      const events = page.locator('.linked-events a');
      expect(await events.count()).toBeGreaterThan(0);
      for (const href of await events.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(
          locale === 'cs' ? /^\/(odborne-seminare|doprovodne-akce)\/\d+\/|^\/mezinarodni-konference#panel-\d+$/ : /^\/en\//,
        );
      }
      await expectNoSeriousA11yViolations(page);
    });

    test('a wrong or missing slug redirects to the right one; a non-public exhibitor has no page', async ({ page }) => {
      await page.goto(l.fair + '/2/stary-nazev');
      await expect(page).toHaveURL(new RegExp(`${l.h2Path}$`));
      const response = await page.goto(l.fair + '/12');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe(`search box (${locale})`, () => {
    test('finds without diacritics and opens an event by keyboard', { tag: locale === 'cs' ? '@phone' : [] }, async ({ page }) => {
      await page.goto(l.home);
      const box = await openSearch(page, l);
      await box.pressSequentially('prednaska');
      const listbox = page.getByRole('listbox', { name: l.listbox });
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const option = listbox.getByRole('option').first();
      await expect(option).toContainText(locale === 'cs' ? 'Přednáška: Slunce a družice' : 'Lecture: The Sun and satellites');
      await expectNoSeriousA11yViolations(page);

      await box.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(
        locale === 'cs'
          ? /\/doprovodne-akce\/\d+\/prednaska-slunce-a-druzice$/
          : /\/en\/accompanying-events\/\d+\/lecture-the-sun-and-satellites$/,
      );
    });

    test('finds with diacritics, moves with the arrows, closes with Escape and on a click away', async ({ page }) => {
      await page.goto(l.home);
      const box = await openSearch(page, l);
      await box.pressSequentially('Inovač');
      const options = page.getByRole('listbox', { name: l.listbox }).getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeGreaterThan(2);
      const list = page.locator('.search-list');
      expect(await list.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(260);

      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowUp');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      // Focus on the field opens the results again.
      await box.blur();
      await box.focus();
      await expect(list).toBeVisible();

      // A click outside the search (near the bottom of the window, never under the dropdown).
      await page.mouse.click(10, page.viewportSize()!.height - 10);
      await expect(list).toBeHidden();
      await expect(box).toBeHidden();

      const toggle = page.getByRole('banner').getByRole('button', { name: l.searchButton });
      await toggle.click();
      await box.press('Escape');
      await box.press('Escape');
      await expect(box).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('opens a speaker page from a search result', async ({ page }) => {
      await page.goto(l.home);
      const box = await openSearch(page, l);
      await box.pressSequentially('prochazkova');
      const option = page.getByRole('option', { name: /Procházková/ });
      await expect(option).toBeVisible();
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`${locale === 'cs' ? '/recnici' : '/en/speakers'}/1/doc-ing-jana-prochazkova-ph-d$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: 'doc. Ing. Jana Procházková, Ph.D.' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Twitter/ })).toHaveAttribute('href', 'https://twitter.com/janaprochazkova');
      await expect(page.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await page.locator('.linked-events li').count()).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('Enter without a chosen result opens the results page', async ({ page }) => {
      await page.goto(l.home);
      const box = await openSearch(page, l);
      await box.pressSequentially('vodik');
      await expect(page.getByRole('listbox', { name: l.listbox })).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${locale === 'cs' ? '/hledat' : '/en/search'}\\?q=vodik$`));
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe(`patrons carousel and speaker modal (${locale})`, () => {
    test('the modal opens, Escape closes it and focus returns to its button', { tag: locale === 'cs' ? '@phone' : [] }, async ({ page }) => {
      await page.goto(l.home);
      const region = page.getByRole('region', { name: l.patrons });
      await expect(region.getByRole('listitem')).toHaveCount(8);
      const more = region.getByRole('button', { name: l.more }).first();
      const name = (await more.getAttribute('aria-label'))!.replace(l.more, '');
      await more.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: l.close })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      // The rest of the page is inert: Tab never reaches it.
      await page.keyboard.press('Tab');
      const focusOutside = await page.evaluate(() => {
        const el = document.activeElement;
        return !!el && el !== document.body && !el.closest('dialog');
      });
      expect(focusOutside).toBe(false);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();

      await more.click();
      await dialog.getByRole('button', { name: l.close }).click();
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();
    });

    test('previous and next move the slides; reduced motion means no autoplay', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(l.home);
      const track = page.locator('#patrons-track');
      const region = page.getByRole('region', { name: l.patrons });
      await expect(
        region.getByRole('button', { name: locale === 'cs' ? 'Spustit automatické posouvání' : 'Start automatic scrolling' }),
      ).toBeVisible();
      await region.getByRole('button', { name: locale === 'cs' ? 'Další' : 'Next' }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await region.getByRole('button', { name: locale === 'cs' ? 'Předchozí' : 'Previous' }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
      // From the first slide, "previous" wraps around to the end.
      await region.getByRole('button', { name: locale === 'cs' ? 'Předchozí' : 'Previous' }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft)).toBeLessThan(5);
    });

    test('autoplay runs without reduced motion and can be stopped', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(l.home);
      const region = page.getByRole('region', { name: l.patrons });
      const stop = region.getByRole('button', {
        name: locale === 'cs' ? 'Zastavit automatické posouvání' : 'Stop automatic scrolling',
      });
      await stop.click();
      await expect(
        region.getByRole('button', { name: locale === 'cs' ? 'Spustit automatické posouvání' : 'Start automatic scrolling' }),
      ).toBeFocused();
      await expect(page.locator('#patrons-track')).toHaveAttribute('aria-live', 'polite');
    });
  });
}

test.describe('content pages', () => {
  test('a page in its own language, with its translation as hreflang alternate', async ({ page }) => {
    const response = await page.goto('/stranka/1/o-akci');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'O akci' })).toBeVisible();
    await expect(page.locator('head link[hreflang="en"]')).toHaveAttribute('href', /\/en\/page\/2\/about-the-event$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the English URL of a Czech page redirects to its English localization', async ({ page }) => {
    await page.goto('/en/page/1/o-akci');
    await expect(page).toHaveURL(/\/en\/page\/2\/about-the-event$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About the event' })).toBeVisible();
    await page.getByRole('link', { name: /Česky/ }).click();
    await expect(page).toHaveURL(/\/stranka\/1\/o-akci$/);
    await expect(page.getByRole('heading', { level: 1, name: 'O akci' })).toBeVisible();
  });

  test('a page without a translation is shown in its language with a notice', async ({ page }) => {
    await page.goto('/en/page/7/pro-vystavovatele');
    await expect(page.getByText('This page is available in Czech only.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pro vystavovatele' })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/stranka\/7\/pro-vystavovatele$/);
    await expect(page.locator('head link[hreflang="en"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the side menu lists the pages of the language and marks the current one', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/stranka/3/prakticke-informace');
    const menu = page.getByRole('navigation', { name: 'Informace' });
    await expect(menu.getByRole('link')).toHaveText([
      'Úvod',
      'Kalendář',
      'Všechny akce',
      'Plenární zasedání',
      'Můj program',
      'Řečníci',
      'O akci',
      'Praktické informace',
      'Pro vystavovatele',
      'Ochrana osobních údajů',
    ]);
    await expect(menu.getByRole('link', { name: 'Praktické informace' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/en/');
    await expect(page.getByRole('navigation', { name: 'Information' }).getByRole('link')).toHaveText([
      'Home',
      'Calendar',
      'All sessions',
      'Plenary sessions',
      'My programme',
      'Speakers',
      'About the event',
      'Practical information',
      'Privacy policy',
    ]);
  });
});

test.describe('speakers', () => {
  test('the grid links every published speaker', async ({ page }) => {
    await page.goto('/en/speakers');
    await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
    const link = page.getByRole('link', { name: 'doc. Ing. Jana Procházková, Ph.D.' });
    await expect(link).toHaveAttribute('href', '/en/speakers/1/doc-ing-jana-prochazkova-ph-d');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search leads to the results page, which works as a form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Hledat' }).click();
    await expect(page).toHaveURL(/\/hledat$/);
    await page.getByRole('searchbox', { name: 'Hledat akce a řečníky' }).fill('přednáška');
    await page.getByRole('main').getByRole('button', { name: 'Hledat' }).click();
    await expect(page).toHaveURL(/\/hledat\?q=p%C5%99edn%C3%A1%C5%A1ka$/);
    await expect(page.getByRole('link', { name: /Přednáška: Slunce a družice/ })).toHaveAttribute(
      'href',
      /^\/doprovodne-akce\/\d+\//,
    );
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml parses and lists both languages with alternates', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();
    await page.goto('/');
    const summary = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const locs = [...doc.getElementsByTagNameNS(ns, 'loc')].map((n) => new URL(n.textContent!).pathname);
      const alternates = doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length;
      return { error: doc.getElementsByTagName('parsererror').length, locs, alternates };
    }, xml);
    expect(summary.error).toBe(0);
    expect(summary.locs).toContain('/inovacni-veletrh/2/h2-moravia-a-s');
    expect(summary.locs).toContain('/en/innovation-fair/2/h2-moravia-plc');
    expect(summary.locs).toContain('/en/speakers/1/doc-ing-jana-prochazkova-ph-d');
    expect(summary.locs).toContain('/stranka/7/pro-vystavovatele');
    expect(summary.locs).not.toContain('/inovacni-veletrh/12');
    expect(summary.locs.some((p) => p.startsWith('/inovacni-veletrh/12/'))).toBe(false);
    expect(summary.alternates).toBeGreaterThan(summary.locs.length);
  });

  test('robots.txt keeps crawlers out of private areas and points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/en/admin', '/user', '/en/user', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});
