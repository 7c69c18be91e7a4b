import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { asAdmin, signIn } from './demo-accounts';
import { expect, test, waitsForHydration } from './fixtures';

// Live occupancy (decision 130): a seminar in Pilsen Hall (hall 4, wall variant 2) of H2 Moravia
// (exhibitor 2, which the demo `organizer` edits), with two seats and two seat holders, running
// now by the server's clock. Ticking both present makes it full: the seminar page's meter, the
// wall's 'Hall full' with the stream's QR code (after its next refresh) and the admin home's card.

const H2_MORAVIA = 2;
const PILSEN_HALL = 4;
const NAME = 'Obsazenost v praxi';
const NAME_EN = 'Occupancy in practice';
let seminarId = 0;

/** The server's programme clock, from the wall's answer. */
const serverNow = async (api: APIRequestContext) =>
  Date.parse(((await (await api.get('/api/mediawall/1')).json()) as { now: string }).now);

test.describe('live occupancy', () => {
  test.skip(({ isMobile }) => isMobile, 'the wall is a large screen; the admin home has its own phone journeys');

  test.beforeAll(async ({ playwright }, info) => {
    await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
      const now = await serverNow(api);
      // Created ahead, so its seats can be taken (sign-ups close at the start, decision 071)...
      const created = await api.post('/api/events', {
        headers: auth,
        data: {
          name: NAME,
          name_en: NAME_EN,
          eventtype: 1,
          start: new Date(now + 2 * 3_600_000).toISOString(),
          end: new Date(now + 3 * 3_600_000).toISOString(),
          hall: PILSEN_HALL,
          exhibitor: H2_MORAVIA,
          max_users: 2,
          published_at: new Date(now).toISOString(),
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      seminarId = ((await created.json()) as { data: { id: number } }).data.id;
      // ...by two demo attendees who hold tickets (seminar 16's), signed up by the Admin...
      const other = (await (await api.get('/api/events/16', { headers: auth })).json()) as { users: { id: number }[] };
      for (const user of other.users.slice(0, 2)) {
        const joined = await api.post('/api/event-join', { headers: auth, data: { event: seminarId, user: user.id } });
        expect(joined.status(), await joined.text()).toBe(200);
      }
      // ...then moved to now: started ten minutes ago.
      const moved = await api.put(`/api/events/${seminarId}`, {
        headers: auth,
        data: { start: new Date(now - 600_000).toISOString(), end: new Date(now + 50 * 60_000).toISOString() },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    });
  });

  test.afterAll(async ({ playwright }, info) => {
    await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
      if (seminarId) expect((await api.delete(`/api/events/${seminarId}`, { headers: auth })).status()).toBe(200);
    });
  });

  test('a seminar filled by check-ins shows full on its page, the wall and the admin home', async ({ browser, page }) => {
    // The wall asks again at 15-second marks and fades: more than the default 30 s.
    test.setTimeout(90_000);
    const wallContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const wall = waitsForHydration(await wallContext.newPage());
    await wall.goto('/en/microsite/mediawall/2');
    const hall = wall.getByRole('region', { name: 'Pilsen Hall' });
    await expect(hall.getByText('On now')).toBeVisible();
    await expect(hall.getByText(NAME_EN)).toBeVisible();
    await expect(hall.getByText('Hall full – watch the stream')).toHaveCount(0);
    await expect(hall.getByText('The hall programme on your phone')).toBeVisible();

    // The organiser ticks both seat holders off on the seminar's page.
    await signIn(page, 'organizer', `/en/professional-seminars/${seminarId}`);
    const attendees = page.getByRole('region', { name: 'Attendees' });
    await expect(attendees.getByText('0 of 2 seats filled in the room')).toBeVisible();
    const switches = attendees.getByRole('switch');
    await expect(switches).toHaveCount(2);
    for (const i of [0, 1]) {
      const sent = page.waitForResponse(
        (r) => r.url().endsWith(`/api/events/${seminarId}/attendance`) && r.request().method() === 'PUT',
      );
      await switches.nth(i).click();
      expect((await sent).status()).toBe(200);
    }
    await expect(attendees.getByText('Room full: 2 of 2 seats')).toBeVisible();
    await expect(attendees.getByRole('meter')).toHaveAttribute('value', '2');
    await expectNoSeriousA11yViolations(page);
    await attendees.screenshot({ path: test.info().outputPath('seminar-attendees.png') });

    // The wall's next refresh turns passers-by to the stream, with its QR code.
    await expect(hall.getByText('Hall full – watch the stream')).toBeVisible({ timeout: 40_000 });
    const qr = hall.getByRole('figure').filter({ hasText: 'Watch the stream on your phone' });
    await expect(qr.getByRole('img')).toBeVisible();
    await expect(qr).toContainText('/en/live/4/pilsen-hall');
    await expectNoSeriousA11yViolations(wall);
    await wall.screenshot({ path: test.info().outputPath('wall-full-1920.png') });
    await wallContext.close();

    // The admin home's card counts them.
    await signIn(page, 'admin', '/en/admin');
    const card = page.getByRole('region', { name: /^Occupancy now/ });
    const line = card.getByRole('listitem').filter({ hasText: NAME_EN });
    await expect(line).toContainText('Pilsen Hall · 2 of 2 present · full');
    await expect(card.getByRole('listitem').filter({ hasText: 'Conference entrance' })).toContainText(
      /\d+ of \d+ tickets admitted/,
    );
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.screenshot({ path: test.info().outputPath('admin-home.png'), fullPage: true });
  });
});
