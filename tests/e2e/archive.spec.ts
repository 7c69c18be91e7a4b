import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// The archive of past editions (issue 34 item 2, decision 162). The shared test server loads
// 2021 alone as the current edition (DEMO_CONTENT=2021); this file starts its own server (the
// same web-server.mjs, its own port and data) with the plain demo, where 2021 is archived and a
// current edition runs four weeks ahead with the same programme.

const PORT = Number(process.env.E2E_PORT ?? 3113) + 2;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = spawn(process.execPath, ['tests/e2e/web-server.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), DEMO_CONTENT: 'true', NODE_ENV: 'production' },
  });
  for (let i = 0; i < 280; i++) {
    const up = await fetch(`${BASE}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`the archive's server did not start on ${BASE}`);
});

test.afterAll(async () => {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
});

test.use({ baseURL: BASE });

test.describe('the archive of 2021', () => {
  // Several pages and axe runs each, on the embedded database.
  test.describe.configure({ timeout: 120_000 });

  test(
    'in Czech: the index, the edition with its programme, a read-only event, its speakers and fair',
    async ({ page }) => {
      await page.goto('/archiv');
      await expect(page.getByRole('heading', { level: 1, name: 'Archiv ročníků' })).toBeVisible();
      await page.locator('.archive-editions').getByRole('link', { name: /2021/ }).click();
      await expect(page).toHaveURL(/\/archiv\/2021$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('2021');
      await expect(page.getByRole('note').filter({ hasText: 'Tento ročník skončil' })).toBeVisible();
      const programme = page.locator('.programme-list').first();
      await expect(programme.getByRole('listitem').first()).toBeVisible();
      // Read-only: no star anywhere in the list.
      await expect(page.locator('.star-toggle')).toHaveCount(0);
      // The footer's switcher names both editions.
      const editions = page.getByRole('navigation', { name: 'Ročníky' });
      await expect(editions.getByRole('link', { name: '2021' })).toHaveAttribute('href', '/archiv/2021');
      await expect(editions.getByRole('link', { name: /\(aktuální\)/ })).toHaveAttribute('href', '/');
      await expectNoSeriousA11yViolations(page);

      await programme.locator('.programme-item-title a').first().click();
      await expect(page).toHaveURL(/\/archiv\/2021\/akce\/\d+\/[\w-]+$/);
      await expect(page.getByRole('note').filter({ hasText: 'Tento ročník skončil' })).toBeVisible();
      await expect(page.locator('.star-toggle')).toHaveCount(0);
      await expect(page.locator('.seminar-signup')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Sledovat živě/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/archiv/2021');
      await page.getByRole('navigation', { name: 'Ročník 2021' }).getByRole('link', { name: 'Řečníci' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Řečníci ročníku 2021' })).toBeVisible();
      await page.locator('.speaker-grid a').first().click();
      await expect(page).toHaveURL(/\/archiv\/2021\/recnici\/\d+/);
      await expect(page.getByRole('heading', { level: 2, name: 'Akce v ročníku 2021' })).toBeVisible();
      await expect(page.locator('.linked-event-name').first()).toHaveAttribute('href', /^\/archiv\/2021\/akce\//);

      await page.goto('/archiv/2021/veletrh');
      await expect(page.getByRole('heading', { level: 1, name: 'Inovační veletrh 2021' })).toBeVisible();
      await expect(page.locator('.exhibitor-grid a').first()).toHaveAttribute('href', /^\/archiv\/2021\/veletrh\/\d+/);
      await expectNoSeriousA11yViolations(page);

      // The edition's search finds its events at their archive pages.
      await page.goto('/archiv/2021');
      const search = page.locator('.archive-search');
      await search.getByRole('searchbox').fill('inovace');
      await search.getByRole('button', { name: 'Hledat' }).click();
      await expect(page).toHaveURL(/\/hledat\?edition=2021&q=inovace/);
      await expect(page.locator('.search-result').first()).toHaveAttribute('href', /^\/archiv\/2021\//);
    },
  );

  test('in English: the edition, an event and the speakers, with the edition over', async ({ page }) => {
    await page.goto('/en/archive/2021');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2021');
    await expect(page.getByRole('note').filter({ hasText: 'This edition is over' })).toBeVisible();
    await expect(page.locator('.star-toggle')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.locator('.programme-item-title a').first().click();
    await expect(page).toHaveURL(/\/en\/archive\/2021\/events\/\d+\/[\w-]+$/);
    await expect(page.locator('.seminar-signup')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/en/archive/2021/speakers');
    await expect(page.getByRole('heading', { level: 1, name: 'Speakers of 2021' })).toBeVisible();
    await expect(page.locator('.speaker-grid a').first()).toHaveAttribute('href', /^\/en\/archive\/2021\/speakers\/\d+/);
    await expectNoSeriousA11yViolations(page);
  });

  test('only archived editions answer: an unknown year is 404, the current one goes to today’s pages', async ({
    page,
    request,
  }) => {
    expect((await request.get('/archiv/1999', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/en/archive/1999', { maxRedirects: 0 })).status()).toBe(404);
    await page.goto('/');
    const current = await page
      .getByRole('navigation', { name: 'Ročníky' })
      .getByRole('link', { name: /\(aktuální\)/ })
      .textContent();
    const year = /\d{4}/.exec(current ?? '')![0];
    const answer = await request.get(`/archiv/${year}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/');
  });
});
