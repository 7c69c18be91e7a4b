import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'innoweek-demo';

/**
 * Signs a demo account in for a journey that needs a session, not the login form (the form is
 * the subject of accounts.spec.ts): one API call whose cookie lands in the page's browser
 * context, then the page the form would have led to (the admin home for the Admin, else the
 * home page, or `landing`). About half the time of filling the form, on every journey.
 */
export async function signIn(page: Page, identifier: string, landing?: string) {
  const origin = test.info().project.use.baseURL!;
  const res = await page.request.post('/api/auth/local', {
    data: { identifier, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(landing ?? (identifier === 'admin' ? '/admin' : '/'));
}

/**
 * The admin's bearer token, for putting the demo data back through the API. Signed in once per
 * worker and kept while the server still takes it: the server counts 30 logins a minute per
 * address (core/rate-limit/limits.ts), and the journeys, all from one address, signed the admin
 * in before and after many of them; a busy minute was refused with 429 and left seminars moved.
 */
let kept: string | null = null;
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (kept) {
    const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${kept}` } });
    if (me.status() === 200) return kept;
  }
  const res = await request.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { jwt: string }).jwt;
  kept = token;
  return token;
}

/** Runs `work` with a fresh API context signed in as the demo Admin (no page's cookies, so no Origin needed). */
export async function asAdmin(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  work: (api: APIRequestContext, auth: Record<string, string>) => Promise<void>,
) {
  const api = await playwright.request.newContext({ baseURL });
  try {
    await work(api, { Authorization: `Bearer ${await adminToken(api)}` });
  } finally {
    await api.dispose();
  }
}
