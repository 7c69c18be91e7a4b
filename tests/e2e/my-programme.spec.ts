import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// A guest stars three seminars, registers, confirms, signs in, and finds them on My programme
// in English: the browser's stars were merged into the account (decision 038).
const DEMO_PASSWORD = 'innoweek-demo';
const PASSWORD = 'heslo-pro-test-1';

let api: APIRequestContext;
let adminToken: string;

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  adminToken = ((await login.json()) as { jwt: string }).jwt;
});
test.afterAll(() => api.dispose());

const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

// Desktop only: the phone project runs the tests tagged @phone, and the journey is the same there.
test('a guest stars three events, registers, and finds them on My programme in English', async ({ page }) => {
  await page.goto('/odborne-seminare');
  const stars = page.getByRole('main').getByRole('button', { name: /^Můj program: / });
  const names: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const star = stars.nth(i);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    names.push(((await star.getAttribute('aria-label')) ?? '').replace(/^Můj program: /, ''));
    const card = page.locator('.programme-item').nth(i);
    ids.push(/\/odborne-seminare\/(\d+)/.exec((await card.locator('a.card-link').getAttribute('href')) ?? '')![1]!);
    // Keyboard: focus and Space.
    await star.focus();
    await page.keyboard.press('Space');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
  // Kept by the browser across pages.
  await page.reload();
  await expect(stars.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/muj-program');
  for (const name of names) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = { username: `hvezda.${id}`, email: `hvezda.${id}@example.test` };
  await page.goto('/user/register');
  const main = page.getByRole('main');
  await field(main, 'Uživatelské jméno').fill(user.username);
  await field(main, 'E-mail').fill(user.email);
  await field(main, 'Heslo').fill(PASSWORD);
  await main.getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zkontrolujte svůj e-mail');

  const outbox = await api.get('/api/outbox?_limit=50', { headers: { Authorization: `Bearer ${adminToken}` } });
  const mail = ((await outbox.json()) as { to: string; text: string }[]).find((m) => m.to === user.email)!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  // The link signs in (decision 095).
  await page.goto(link.pathname + link.search);
  await expect(page).not.toHaveURL(/\/user\/login/);

  await page.goto('/en/my-programme');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My programme');
  // The same three events, now in English (their links lead to the English pages).
  for (const id of ids)
    await expect(
      page.locator(`a.card-link[href^="/en/professional-seminars/${id}/"], a.card-link[href="/en/professional-seminars/${id}"]`),
    ).toBeVisible();
  await expect(page.getByText('3 events in your programme')).toBeVisible();
  // Stored on the account now, and gone from the browser.
  const saved = await page.request.get('/api/users/me/stars');
  expect(((await saved.json()) as { events: number[] }).events).toHaveLength(3);
  expect(await page.evaluate(() => localStorage.getItem('innoweek.stars'))).toBeNull();
  await expect(page.getByRole('button', { name: /^My programme: / }).first()).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
});

// Decision 202: a member's notices and links are a part of the page on demand (a guest's page
// does not load it); the page that arrives with them and a navigation to it both show them, and
// their forms work.
test("a member's change notices and programme links, on arrival and after a navigation", async ({ page }) => {
  await signIn(page, 'member', '/muj-program');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Sdílení a kalendář' })).toBeVisible();
  const notices = main.getByRole('checkbox', { name: /^Posílat mi e-mail/ });
  const was = await notices.isChecked();
  for (const on of [!was, was]) {
    await notices.setChecked(on);
    await main.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.locator('.toast').last()).toHaveText(
      on ? 'Oznámení o změnách akcí s hvězdičkou jsou zapnutá' : 'Oznámení o změnách akcí s hvězdičkou jsou vypnutá',
    );
    await expect(notices).toBeChecked({ checked: on });
  }

  await page.goto('/');
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate('/en/my-programme'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My programme');
  await expect(main.getByRole('heading', { level: 2, name: 'Sharing and calendar' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: /^E-mail me when/ })).toBeChecked({ checked: was });
});
