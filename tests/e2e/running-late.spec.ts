import ICAL from 'ical.js';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminToken, signIn } from './demo-accounts';
import { expect, test, waitsForHydration } from './fixtures';

// Running late (decision 035). The test server runs on the real clock (no CLOCK_START) and the
// demo programme is of 2021, while a delay moves the events of the day it is set on: so the
// test puts a seminar of today in hall 1 (Sál Praha) through the API, in progress now, and
// takes it away again at the end (other specs share the server and count hall 1's events).

const TZ = 'Europe/Prague';
const MINUTE = 60_000;
const clock = new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TZ });
/** `10:00–10:30` as the pages write a time range. */
const range = (start: number, end: number) => `${clock.format(start)}–${clock.format(end)}`;
const minutesOfDay = (instant: number) => {
  const [h, m] = clock.format(instant).split(':').map(Number);
  return h! * 60 + m!;
};

/** The server's programme clock, from the wall's answer. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/mediawall/1');
  expect(res.status()).toBe(200);
  return Date.parse(((await res.json()) as { now: string }).now);
}

test.describe('running late', () => {
  test.skip(({ isMobile }) => !isMobile, 'the staff mark a hall late from a phone');

  test(
    'a hall marked 10 minutes late shows the shifted times on the wall and the seminar page, then back on time',
    { tag: '@phone' },
    async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const now = await serverNow(request);
      // The seminar and its shift stay within one day in Prague, so every page writes them as times.
      test.skip(minutesOfDay(now) < 5 || minutesOfDay(now) > 23 * 60, 'too close to midnight in Prague');
      const start = Math.floor(now / MINUTE) * MINUTE - 3 * MINUTE;
      const end = start + 30 * MINUTE;
      const shifted = range(start + 10 * MINUTE, end + 10 * MINUTE);
      const scheduled = range(start, end);

      const auth = { Authorization: `Bearer ${await adminToken(request)}` };
      const created = await request.post('/api/events', {
        headers: auth,
        data: {
          name: 'Seminář, který se zpozdí',
          eventtype: 1,
          hall: 1,
          exhibitor: 2,
          max_users: 30,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          published_at: new Date(now).toISOString(),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const seminar = ((await created.json()) as { data: { id: number } }).data;

      const guest = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      try {
        // The wall, open before the change: the seminar is on now.
        const wall = waitsForHydration(await guest.newPage());
        await wall.goto('/microsite/mediawall/1');
        const wallHall = wall.getByRole('region', { name: 'Sál Praha' });
        await expect(wallHall.getByText('Právě probíhá')).toBeVisible();
        await expect(wallHall.getByText(scheduled)).toBeVisible();

        // An Organizer on the phone marks the hall 10 minutes late.
        await signIn(page, 'organizer');
        await page.goto('/admin/running-late');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zpoždění sálů');
        const card = page.getByRole('region', { name: 'Sál Praha', exact: true });
        await expect(card.getByText('Podle plánu', { exact: true })).toBeVisible();
        await expect(card.getByRole('button', { name: 'Zpět podle plánu, Sál Praha' })).toHaveAttribute('aria-disabled', 'true');
        await card.getByRole('button', { name: '+10 min, Sál Praha' }).click();
        await expect(page.getByRole('status').getByText('Sál Praha: zpoždění 10 min')).toBeVisible();
        await expect(card.getByText(/^Zpoždění 10 min od \d\d:\d\d$/)).toBeVisible();
        // Shifted by 10 minutes, the seminar has not started yet: it is next.
        await expect(card.getByRole('definition').filter({ hasText: 'Seminář, který se zpozdí' })).toContainText(shifted);
        await expect(card.getByText('Zpožděno o 10 min')).toBeVisible();
        await expect(card.getByLabel('Přesné zpoždění v minutách')).toHaveValue('10');

        // An exact value out of range is refused beside the field, and nothing changes.
        await card.getByLabel('Přesné zpoždění v minutách').fill('200');
        await card.getByRole('button', { name: 'Nastavit, Sál Praha' }).click();
        await expect(card.getByText('Zadejte zpoždění v celých minutách od 0 do 180.')).toBeVisible();
        await expect(card.getByLabel('Přesné zpoždění v minutách')).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousA11yViolations(page);
        await card.getByLabel('Přesné zpoždění v minutách').fill('10');

        // The open wall follows at its next 15-second refresh, its headline on the shifted times.
        await expect(wallHall.getByText('Následuje')).toBeVisible({ timeout: 20_000 });
        await expect(wallHall.getByText(shifted)).toBeVisible();
        await expect(wallHall.getByText('Zpožděno o 10 min')).toBeVisible();
        await expect(wallHall.locator('s').getByText(scheduled)).toBeVisible();
        await expectNoSeriousA11yViolations(wall);

        // The seminar page, as a guest, and its calendar file.
        const detail = waitsForHydration(await guest.newPage());
        await detail.goto(`/odborne-seminare/${seminar.id}`);
        const summary = detail.locator('.event-summary');
        await expect(summary).toContainText(shifted);
        await expect(summary.getByText('Zpožděno o 10 min')).toBeVisible();
        await expect(summary.locator('s')).toHaveText(scheduled);
        await expectNoSeriousA11yViolations(detail);
        const ics = await request.get(`/kalendar/akce/${seminar.id}.ics`);
        const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
        for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
        const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
        expect(entry.startDate.toJSDate().getTime()).toBe(start + 10 * MINUTE);
        expect(entry.endDate.toJSDate().getTime()).toBe(end + 10 * MINUTE);
        expect(entry.description.startsWith(`Zpožděno o 10 min, původně ${scheduled}.`)).toBe(true);

        // Back on time: the card, the wall at its next refresh, the seminar page.
        await card.getByRole('button', { name: 'Zpět podle plánu, Sál Praha' }).click();
        await expect(page.getByRole('status').getByText('Sál Praha: zase podle plánu')).toBeVisible();
        await expect(card.getByText('Podle plánu', { exact: true })).toBeVisible();
        await expect(wallHall.getByText('Právě probíhá')).toBeVisible({ timeout: 20_000 });
        await expect(wallHall.getByText(scheduled)).toBeVisible();
        await expect(wallHall.getByText('Zpožděno o 10 min')).toHaveCount(0);
        await detail.reload();
        await expect(summary).toContainText(scheduled);
        await expect(summary.getByText('Zpožděno o 10 min')).toHaveCount(0);
      } finally {
        await guest.close();
        // The demo data as it was: the hall on time, the seminar gone.
        expect((await request.put('/api/halls/1/delay', { headers: auth, data: { minutes: 0 } })).status()).toBe(200);
        expect((await request.delete(`/api/events/${seminar.id}`, { headers: auth })).status()).toBe(200);
      }
    },
  );
});
