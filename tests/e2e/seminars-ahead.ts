import { asAdmin } from './demo-accounts';
import { expect, test } from './fixtures';

// Sign-ups close at a seminar's start by the programme clock, and leaving at its end (decision
// 071), while the test server runs on the real clock and the demo programme is of 2021. A file
// whose journeys join or leave seminars moves them a week ahead of the server's clock for its
// run (same time of day and length) and puts them back at the end.

const DAY = 24 * 3_600_000;
type Times = { start: string; end: string };

/** Registers the file's beforeAll and afterAll that move `ids` ahead and back. */
export function seminarsAhead(ids: readonly number[]): void {
  const saved: { id: number; start: string; end: string }[] = [];

  test.beforeAll(async ({ playwright }, info) => {
    await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
      // The server's programme clock, from the wall's answer.
      const now = Date.parse(((await (await api.get('/api/mediawall/1')).json()) as { now: string }).now);
      const ahead = Math.ceil(now / DAY) * DAY + 7 * DAY;
      for (const id of ids) {
        const body = (await (await api.get(`/api/events/${id}`, { headers: auth })).json()) as Times | { data: Times };
        const { start, end } = 'data' in body ? body.data : body;
        saved.push({ id, start, end });
        const at = ahead + (Date.parse(start) % DAY);
        const moved = await api.put(`/api/events/${id}`, {
          headers: auth,
          data: { start: new Date(at).toISOString(), end: new Date(at + Date.parse(end) - Date.parse(start)).toISOString() },
        });
        expect(moved.status(), await moved.text()).toBe(200);
      }
    });
  });

  test.afterAll(async ({ playwright }, info) => {
    await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
      for (const { id, start, end } of saved.splice(0)) {
        expect((await api.put(`/api/events/${id}`, { headers: auth, data: { start, end } })).status()).toBe(200);
      }
    });
  });
}
