import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';

// Loading like an app (issue 16, item 5) and the public items the spec's tests still lacked
// (item 6): the newsletter form and the forgot-password page taking `?code=`.

/** How long a held page-data request waits: long enough for the bar (shown after 200 ms). */
const HOLD_MS = 1500;

/** The route module of a screen, as the open page's manifest names it (it learns routes as links render). */
async function routeModule(page: Page, routeId: string): Promise<string> {
  await page.waitForFunction((id) => Boolean(window.__reactRouterManifest?.routes?.[id]), routeId);
  return page.evaluate((id) => window.__reactRouterManifest!.routes[id]!.module, routeId);
}

/**
 * Waits until React Router runs the page (the entry first loads the page's texts, so a click
 * that comes sooner is a plain link followed by the browser, not a client navigation).
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));

/** Marks the open document; a full page load loses the mark, a client navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-test-mark', '1'));
const documentMark = (page: Page) => page.locator('html').getAttribute('data-test-mark');

const loadingBar = (page: Page) => page.locator('.loading-bar');

test.describe('loading bar', () => {
  test('a slow client navigation shows the bar and says so once; both go when the page arrives (Czech)', async ({ page }) => {
    await page.goto('/');
    await expect(loadingBar(page)).toHaveAttribute('data-phase', 'idle');
    await page.route('**/odborne-seminare.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    await markDocument(page);

    await page.getByRole('region', { name: 'Program týdne' }).getByRole('link', { name: 'Odborné semináře' }).click();
    await expect(loadingBar(page)).toHaveAttribute('data-phase', 'loading');
    await expect(page.getByRole('status').filter({ hasText: 'Načítání…' })).toHaveCount(1);
    await expect(page).not.toHaveURL(/odborne-seminare/);

    await expect(page).toHaveURL(/\/odborne-seminare$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Odborné semináře');
    await expect(loadingBar(page)).toHaveAttribute('data-phase', 'idle');
    await expect(page.getByRole('status').filter({ hasText: 'Načítání…' })).toHaveCount(0);
    expect(await documentMark(page)).toBe('1');
    await expectNoSeriousA11yViolations(page);
  });

  test('the same in English', async ({ page }) => {
    await page.goto('/en/');
    await page.route('**/en/innovation-fair.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    const areas = page.getByRole('region', { name: 'Programme of the week' });
    await areas.getByRole('link', { name: 'Innovation fair' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
    await expect(loadingBar(page)).toHaveAttribute('data-phase', /loading|stalled/);
    await expect(page).toHaveURL(/\/en\/innovation-fair$/);
    await expect(loadingBar(page)).toHaveAttribute('data-phase', 'idle');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);

    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a script chunk missing after a deploy', () => {
  // React Router reports the failed import before it reloads; those lines are expected here.
  test.use({ allowedConsoleError: /Error loading route module|Failed to fetch dynamically imported module/ });

  test("a page whose texts chunk is gone reloads once and starts with the current build's", async ({ page }) => {
    // Only the first document's texts fail, as if that page had been served before a deploy.
    let loads = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest()) loads++;
    });
    // The language's base texts (decision 161: a page's texts are packs, the base one on every page;
    // decision 202 names them texts-<language>-<pack>-<hash>.js).
    await page.route(/\/assets\/texts-[a-z]{2}-base-[^/]+\.js$/, (route) =>
      loads === 1 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    await page.goto('/');
    await hydrated(page);
    expect(loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Týden inovací');
  });

  test('the navigation ends on the target page by a full load; a second failure within a minute asks instead of looping', async ({
    page,
  }) => {
    await page.goto('/');
    const fairModule = await routeModule(page, 'InnoFairs___cs');
    await hydrated(page);
    // The chunk is gone until the browser asks for a new document (which names the current build's chunks).
    let gone = true;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().endsWith('/inovacni-veletrh')) gone = false;
    });
    await page.route(`**${fairModule}`, (route) => (gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
    await markDocument(page);

    await page.getByRole('region', { name: 'Program týdne' }).getByRole('link', { name: 'Inovační veletrh' }).click();
    await expect(page).toHaveURL(/\/inovacni-veletrh$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inovační veletrh');
    expect(await documentMark(page), 'a full page load').toBeNull();
    expect(gone).toBe(false);
    await page.unroute(`**${fairModule}`);

    // Within the minute, in English: another missing chunk is told, with a reload link, and the page stays.
    await page.goto('/en/');
    const seminarsModule = await routeModule(page, 'ProfSeminars___en');
    await hydrated(page);
    await page.route(`**${seminarsModule}`, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await markDocument(page);
    await page
      .getByRole('region', { name: 'Programme of the week' })
      .getByRole('link', { name: 'Professional seminars' })
      .click();

    const heading = page.getByRole('heading', { level: 1, name: 'The page could not be loaded' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText('The site has been updated in the meantime. Please reload the page.')).toBeVisible();
    const reload = page.getByRole('link', { name: 'Reload the page' });
    await expect(reload).toHaveAttribute('href', '/en/professional-seminars');
    expect(await documentMark(page), 'no reload this time').toBe('1');
    await expect(loadingBar(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The chunk is back (the new build is in place): the link loads the page.
    await page.unroute(`**${seminarsModule}`);
    await reload.click();
    await expect(page).toHaveURL(/\/en\/professional-seminars$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Professional seminars');
  });
});

test.describe('newsletter', () => {
  // The configured mailing-list endpoint (NEWSLETTER_URL's default in server/config.ts).
  const ENDPOINT = 'https://innoweek.us5.list-manage.com/subscribe/post';

  /**
   * Plays the mailing-list service, which answers without CORS headers (as Mailchimp does), or
   * cannot be reached; records what was posted.
   */
  async function mailingList(page: Page, reachable: boolean) {
    const posted: string[] = [];
    await page.route(`${ENDPOINT}*`, async (route) => {
      posted.push(route.request().postData() ?? '');
      await (reachable
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Almost finished…</p>' })
        : route.abort('internetdisconnected'));
    });
    return posted;
  }

  const footer = (page: Page) => page.getByRole('contentinfo');

  test('Czech: posts EMAIL and says it went through; an invalid address is refused next to the field first', async ({ page }) => {
    await page.goto('/');
    const posted = await mailingList(page, true);
    const form = footer(page);
    const email = form.getByRole('textbox', { name: 'Váš e-mail' });

    await email.fill('neplatna-adresa');
    await form.getByRole('button', { name: 'Odebírat' }).click();
    await expect(form.getByText('Zadejte platnou e-mailovou adresu.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(posted).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await email.fill('novinky@example.test');
    await expect(form.getByText('Zadejte platnou e-mailovou adresu.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Odebírat' }).click();
    await expect(form.getByRole('status')).toHaveText('Hotovo. Zkontrolujte prosím svou e-mailovou schránku a odběr potvrďte.');
    expect(posted).toEqual(['EMAIL=novinky%40example.test']);
    await expect(email).toHaveValue('');
  });

  test('English: a post that cannot reach the service is told, and the address stays for another try', async ({ page }) => {
    await page.goto('/en/');
    const posted = await mailingList(page, false);
    const form = footer(page);
    await form.getByRole('textbox', { name: 'Your e-mail' }).fill('news@example.test');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('The subscription did not go through. Please try again.');
    expect(posted).toEqual(['EMAIL=news%40example.test']);
    await expect(form.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue('news@example.test');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('forgot password with ?code=', () => {
  async function fillNewPassword(form: Locator, labels: { password: string; again: string }, password: string) {
    await form.getByLabel(new RegExp(`^${labels.password}( \\*)?$`)).fill(password);
    await form.getByLabel(new RegExp(`^${labels.again}( \\*)?$`)).fill(password);
  }

  test('Czech: the page shows the new-password form for the code; a wrong code is refused with the way to a new link', async ({
    page,
  }) => {
    await page.goto('/user/forgot-password?code=tento-kod-neexistuje');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nové heslo');
    await expect(page.getByRole('button', { name: 'Poslat odkaz' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const form = page.locator('main form');
    await fillNewPassword(form, { password: 'Nové heslo', again: 'Nové heslo znovu' }, 'nove-heslo-123');
    await form.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page.getByText('Tento odkaz není platný.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Požádat o nový odkaz' })).toHaveAttribute('href', '/user/forgot-password');
    await expectNoSeriousA11yViolations(page);
  });

  test('English: the code from the e-mail sets the new password on this page and signs in', async ({ page, baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `forgot.${id}@example.test`;
    const registered = await api.post('/api/auth/local/register', {
      data: { username: `forgot.${id}`, email, password: 'puvodni-heslo-1' },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    expect((await api.post('/api/auth/forgot-password', { data: { email, locale: 'en' } })).status()).toBe(200);
    const login = await api.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
    const { jwt } = (await login.json()) as { jwt: string };
    const outbox = await api.get('/api/outbox?_limit=50', { headers: { Authorization: `Bearer ${jwt}` } });
    const mail = ((await outbox.json()) as { to: string; text: string }[]).find((m) => m.to === email);
    expect(mail, `no e-mail to ${email}`).toBeTruthy();
    const code = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('code');
    expect(code).toBeTruthy();
    await api.dispose();

    await page.goto(`/en/user/forgot-password?code=${encodeURIComponent(code!)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New password');
    const form = page.locator('main form');
    await fillNewPassword(form, { password: 'New password', again: 'Repeat the new password' }, 'nove-heslo-456');
    await form.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByText('Your password has been changed and you are logged in.')).toBeVisible();

    // The link worked once; the same code on the page now is refused (signed out first: the page is for guests).
    await page.context().clearCookies();
    await page.goto(`/en/user/forgot-password?code=${encodeURIComponent(code!)}`);
    await fillNewPassword(
      page.locator('main form'),
      { password: 'New password', again: 'Repeat the new password' },
      'x-heslo-789',
    );
    await page.locator('main form').getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('This link has already been used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/en/user/forgot-password');
  });
});

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
  }
}
