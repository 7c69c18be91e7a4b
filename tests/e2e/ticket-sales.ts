import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { asAdmin } from './demo-accounts';
import { expect, test } from './fixtures';

// Ticket sales close when the 2021 conference starts (decision 082), while the test server runs
// on the real clock. A file whose journeys buy opens the window for its run (a year past the
// server's clock) and puts the settings back at the end.

const YEAR = 365 * 24 * 3_600_000;
type Window = { salesStart: string | null; salesEnd: string | null; quota: number | null };

/** The server's programme clock, from the wall's answer. */
export async function serverNow(api: APIRequestContext): Promise<number> {
  return Date.parse(((await (await api.get('/api/mediawall/1')).json()) as { now: string }).now);
}

/** Changes the ticket settings through the API as the demo Admin, from a fresh context (a session cookie would need an Origin). */
export async function putTicketSettings(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  data: Partial<Window> & Record<string, unknown>,
): Promise<void> {
  await asAdmin(playwright, baseURL, async (api, auth) => {
    const res = await api.put('/api/ticket-settings', { headers: auth, data });
    expect(res.status(), await res.text()).toBe(200);
  });
}

/** The ticket settings as the demo Admin reads them. */
export async function getTicketSettings<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<T> {
  let settings: T | undefined;
  await asAdmin(playwright, baseURL, async (api, auth) => {
    settings = (await (await api.get('/api/ticket-settings', { headers: auth })).json()) as T;
  });
  return settings!;
}

/** Registers the file's beforeAll and afterAll that open the sales window and put it back. */
export function ticketSalesOpen(): void {
  let saved: Window | null = null;

  test.beforeAll(async ({ playwright }, info) => {
    await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
      const settings = (await (await api.get('/api/ticket-settings', { headers: auth })).json()) as Window;
      saved = { salesStart: settings.salesStart, salesEnd: settings.salesEnd, quota: settings.quota };
      const until = new Date((await serverNow(api)) + YEAR).toISOString();
      const res = await api.put('/api/ticket-settings', { headers: auth, data: { salesStart: null, salesEnd: until } });
      expect(res.status(), await res.text()).toBe(200);
    });
  });

  test.afterAll(async ({ playwright }, info) => {
    await asAdmin(playwright, info.project.use.baseURL, async (api, auth) => {
      if (!saved) return;
      expect((await api.put('/api/ticket-settings', { headers: auth, data: saved })).status()).toBe(200);
    });
  });
}
