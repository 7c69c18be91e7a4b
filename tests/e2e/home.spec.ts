import { expectNoSeriousA11yViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './demo-accounts';
import { openSiteMenu } from './site-menu';

// Assertions rely on the demo content (2021 edition): 25 seminars on 11 October 2021, three
// conference panels (ids 32, 35, 36), accompanying events from 4 to 24 October.

test.describe('home page', () => {
  test('Czech home page shows the programme rendered on the server', { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page).toHaveTitle(/Týden inovací ČR/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Týden inovací ČR');

    const hero = page.getByRole('region', { name: /Týden inovací ČR/ });
    await expect(hero).toContainText('11. října 2021');
    await expect(hero).toContainText('4.–24. října 2021');

    const areas = page.getByRole('region', { name: 'Program týdne' });
    await expect(areas.getByRole('listitem')).toHaveCount(4);
    await expect(areas.getByRole('listitem').filter({ hasText: 'Odborné semináře' })).toContainText('25 seminářů');
    await expect(areas.getByRole('listitem').filter({ hasText: 'Mezinárodní konference' })).toContainText('3 panely');
    await expect(areas.getByRole('link', { name: 'Doprovodné akce' })).toHaveAttribute('href', '/doprovodne-akce');

    const panels = page.getByRole('region', { name: 'Panely mezinárodní konference' });
    await expect(panels.getByRole('listitem')).toHaveCount(3);
    await expect(panels.getByRole('listitem').first()).toContainText('Umělá inteligence ve službách státu a průmyslu');
    await expect(panels.getByRole('listitem').first()).toContainText('09:30–10:45');

    await expect(page.getByRole('region', { name: 'Záštitu převzali' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hlavní partneři' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );

    const nav = await openSiteMenu(page);
    await expect(nav.getByRole('link', { name: 'Úvod' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Odborné semináře' })).toHaveAttribute('href', '/odborne-seminare');

    await expectNoSeriousA11yViolations(page);
  });

  test('English home page', async ({ page }) => {
    const response = await page.goto('/en/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Innovation Week Czech Republic/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /international conference/);

    const hero = page.getByRole('region', { name: /Innovation Week/ });
    await expect(hero).toContainText('11 October 2021');
    await expect(hero).toContainText('4–24 October 2021');
    const areas = page.getByRole('region', { name: 'Programme of the week' });
    await expect(areas.getByRole('listitem').filter({ hasText: 'Professional seminars' })).toContainText('25 seminars');
    await expect(areas.getByRole('link', { name: 'Professional seminars' })).toHaveAttribute('href', '/en/professional-seminars');
    await expect(page.getByRole('region', { name: 'International conference panels' })).toContainText(
      'Artificial intelligence serving the state and industry',
    );

    await expectNoSeriousA11yViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page is complete as the server sends it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Panely mezinárodní konference' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    });
  });
});

test.describe('locale switch', () => {
  test('keeps the page, and the choice is remembered on the next visit to /', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Innovation Week');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    // About a year (365 days), give or take the test's own duration.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);

    await page.getByRole('link', { name: 'Česky' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('cs');
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('theme', () => {
  /** The toggle: in the header row from 48rem, in the site menu on a phone (decision 100). */
  async function themeToggle(page: Page) {
    const inHeader = page.getByRole('banner').getByRole('button', { name: 'Tmavý režim' });
    if (!(await inHeader.isVisible())) await openSiteMenu(page);
    return inHeader;
  }

  test('the toggle is remembered and applied before the first paint after a reload', { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    const toggle = await themeToggle(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Record the class at the moment <body> is created, i.e. before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toMatch(/\bdark\b/);
    await expect(html).toHaveClass(/\bdark\b/);
    await themeToggle(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 16, 24)');

    await toggle.click();
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('not found', () => {
  const cases = [
    {
      path: '/tato-stranka-neexistuje',
      lang: 'cs',
      text: 'A jéje! Tuto stránku jsme nenašli. Počítačovou řečí je to chyba 404.',
      back: 'Zpět na úvodní stránku',
      home: '/',
    },
    {
      path: '/en/this-page-does-not-exist',
      lang: 'en',
      text: "Ah snap! We didn't find this page. In computer language, this is error 404.",
      back: 'Back to the home page',
      home: '/en/',
    },
  ];
  for (const c of cases) {
    test(`${c.path} answers 404 with the page in its language`, { tag: c.lang === 'cs' ? '@phone' : [] }, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.getByText(c.text)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: c.back })).toHaveAttribute('href', c.home);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('an address with an empty segment answers 301 to its one address, never an error', async ({ request, baseURL }) => {
    // React Router read `//` as the home page and its canonical link threw (500, decision 065).
    for (const [path, location] of [
      ['//', '/'],
      ['/a/..//', '/'],
      ['/kalendar//', '/kalendar/'],
      ['/en//', '/en/'],
    ] as const) {
      const answer = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(301);
      expect(answer.headers()['location'], path).toBe(location);
      expect((await request.get(`${baseURL}${path}`)).status(), path).toBe(200);
    }
  });
});

// Decision 200: a signed-in visitor's home page is their visibility class's document with their
// own header and stars filled in. Each demo account (each of its own class) gets the header a
// page made for them alone shows (the seminars list is rendered per request), hydrated without
// a mismatch (the fixture fails on a console error) and complete without JavaScript; no
// placeholder is ever left in the page.
const ACCOUNTS = ['member', 'newbie', 'organizer', 'editor', 'admin'] as const;
const PLACEHOLDER = /cls[0-9a-f]{24}/;

async function headerOf(page: Page): Promise<string> {
  return (await page.locator('.user-menu-button').innerText()).trim();
}

test.describe('signed-in home page', () => {
  for (const account of ACCOUNTS) {
    test(`${account}: the header is theirs, as on a page made for them alone`, async ({ page }) => {
      await signIn(page, account, '/odborne-seminare');
      const own = await headerOf(page);
      expect(own).not.toBe('');
      for (const path of ['/', '/en/', '/']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['cache-control'], path).toBe('private, no-cache');
        expect(await headerOf(page), path).toBe(own);
        expect(await page.content(), path).not.toMatch(PLACEHOLDER);
      }
      // After hydration the page goes on as theirs: the menu opens on their entries.
      await page.locator('.user-menu-button').click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
    });
  }

  test("each answer of a class's document has its own nonce, the one its policy names", async ({ page }) => {
    await signIn(page, 'member');
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const answer = await page.request.get('/');
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const html = await answer.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html.match(/nonce="([^"]+)"/g)?.every((attr) => attr === `nonce="${nonce}"`)).toBe(true);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('each account sees its own header on the first paint', async ({ page }) => {
      const headers = new Set<string>();
      for (const account of ACCOUNTS) {
        await page.context().clearCookies();
        await signIn(page, account, '/odborne-seminare');
        const own = await headerOf(page);
        await page.goto('/');
        expect(await headerOf(page), account).toBe(own);
        expect(await page.content(), account).not.toMatch(PLACEHOLDER);
        headers.add(own);
      }
      expect(headers.size).toBe(ACCOUNTS.length);
    });
  });
});
