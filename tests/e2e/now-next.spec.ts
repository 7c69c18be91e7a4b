import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { once } from 'node:events';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// Now and next on the main day (issue 29 item 2). The shared test server runs on the real
// clock, where the 2021 demo programme is over; this file starts its own server (the same
// web-server.mjs, its own port and data) with the programme clock at 11 Oct 2021 09:50 in
// Prague. The demo's halls then: the conference 09:30–10:45, Sál Praha 09:00–10:00 and
// 10:15–11:15, the three other halls 09:00–10:30. The browser's own clock is Playwright's, so
// a test moves past 10:00 without waiting for it: the page must turn by itself, no reload.

const PORT = Number(process.env.E2E_PORT ?? 3113) + 1;
const BASE = `http://localhost:${PORT}`;
const CLOCK_START = '2021-10-11T09:50:00+02:00';
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn(process.execPath, ['tests/e2e/web-server.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), DEMO_CONTENT: '2021', NODE_ENV: 'production', CLOCK_START },
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${BASE}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`the main-day server did not start on ${BASE}`);
});

test.afterAll(async () => {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
});

test.use({ baseURL: BASE });

/** A hall's card on the strip, by its name. */
const hallCard = (page: Page, hall: string) =>
  page
    .getByRole('region', { name: 'Dnes v sálech' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: hall }) });

test.describe('the main day', () => {
  test(
    'the home page shows every hall on now and next, the conference first, and moves on at an end',
    { tag: '@phone' },
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Dnes v sálech' });
      await expect(strip.getByRole('heading', { level: 3 })).toHaveText([
        'Kongresový sál',
        'Sál Praha',
        'Sál Brno',
        'Sál Ostrava',
        'Sál Plzeň',
      ]);
      const conference = hallCard(page, 'Kongresový sál');
      await expect(conference.getByRole('term')).toHaveText(['Právě probíhá', 'Následuje']);
      await expect(conference.getByRole('definition').first()).toContainText(
        '09:30–10:45 Umělá inteligence ve službách státu a průmyslu',
      );
      await expect(conference.getByRole('link', { name: 'Sledovat živě: Kongresový sál' })).toHaveAttribute(
        'href',
        '/zive/5/kongresovy-sal',
      );

      const praha = hallCard(page, 'Sál Praha');
      await expect(praha.getByRole('definition')).toHaveText([/^09:00–10:00 Strojové učení/, /^10:15–11:15 Jazykové modely/]);
      await expectNoSeriousA11yViolations(page);

      // 10:00:30 in Prague: Sál Praha's session is over and the next has not started.
      await page.clock.fastForward('10:30');
      await expect(praha.getByRole('definition')).toHaveText(['Teď nic neprobíhá', /^10:15–11:15 Jazykové modely/]);
      await expect(praha.getByRole('link', { name: 'Sledovat živě: Sál Praha' })).toHaveCount(0);
      await expect(praha.getByRole('link', { name: 'Přenos ze sálu Sál Praha' })).toHaveAttribute('href', '/zive/1/sal-praha');
      await expect(conference.getByRole('link', { name: 'Sledovat živě: Kongresový sál' })).toBeVisible();
    },
  );

  test('in English too', async ({ page }) => {
    await page.goto('/en/');
    const strip = page.getByRole('region', { name: 'Today in the halls' });
    await expect(strip.getByRole('heading', { level: 3 }).first()).toHaveText('Congress hall');
    await expect(strip.getByRole('link', { name: 'Watch live: Congress hall' })).toBeVisible();
  });

  test('lists mark the sessions on now, and a seminar page drops "watch live" at its end', async ({ page }) => {
    await page.clock.install();
    await page.goto('/odborne-seminare');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Strojové učení v průmyslové výrobě' }) });
    await expect(item.getByText('Právě probíhá')).toBeVisible();

    await item.getByRole('link', { name: 'Strojové učení v průmyslové výrobě' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strojové učení v průmyslové výrobě');
    await expect(page.getByRole('link', { name: 'Sledovat živě' })).toBeVisible();
    await page.clock.fastForward('10:30');
    await expect(page.getByRole('link', { name: 'Sledovat živě' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Skončilo', { exact: true })).toBeVisible();
  });

  test('the livestream banner lists every hall on air, the conference first', async ({ page }) => {
    await page.goto('/zive-prenosy');
    const banner = page.getByRole('status').filter({ hasText: 'Právě vysíláme' });
    await expect(banner.getByRole('listitem')).toHaveCount(5);
    await expect(banner.getByRole('listitem').first()).toContainText('Kongresový sál');
    await expectNoSeriousA11yViolations(page);
  });
});
