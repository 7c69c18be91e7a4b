import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from './fixtures';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'innoweek-demo';

/** Signs a demo account in through the Czech login page and waits to leave it. */
export async function signIn(page: Page, identifier: string) {
  await page.goto('/user/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Uživatelské jméno nebo e-mail( \*)?$/).fill(identifier);
  await main.getByLabel(/^Heslo( \*)?$/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Přihlásit se' }).click();
  // The password's hash is slow by design, slower on a busy test machine.
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 15_000 });
}

/** The admin's bearer token, for putting the demo data back through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { jwt: string }).jwt;
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
