import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { DEMO_PASSWORD } from './demo-accounts';
import { expect, test } from './fixtures';

// A member downloads their data and deletes their account (decisions 155, 156), on a fresh
// account of their own: the demo accounts stay for the other journeys.
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

/** A new member, registered through the API and confirmed by the link of their mail, signed in in `page`. */
async function newMember(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = { username: `data.${id}`, email: `data.${id}@example.test` };
  // The page's own context, as the site's form would send it (with our Origin).
  const res = await page.request.post('/api/auth/local/register', {
    data: { ...user, password: PASSWORD, newsletter: true },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(200);
  let text = '';
  await expect
    .poll(async () => {
      const outbox = await api.get('/api/outbox?_limit=50', { headers: { Authorization: `Bearer ${adminToken}` } });
      text = ((await outbox.json()) as { to: string; text: string }[]).find((m) => m.to === user.email)?.text ?? '';
      return text;
    })
    .toContain('http');
  const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
  // The confirmation link signs in (decision 095).
  await page.goto(link.pathname + link.search);
  return user;
}

const toasts = (page: Page) => page.getByRole('status').filter({ has: page.locator('.toast') });

test('a member downloads their data and deletes their account', async ({ page }) => {
  // Registration, two axe runs, a download and four posts: more than the default half minute on a shared machine.
  test.slow();
  const user = await newMember(page);
  await page.goto('/user/me');
  const card = page.getByRole('region', { name: 'Vaše údaje' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('link', { name: 'Jak s údaji zacházíme' })).toHaveAttribute('href', '/ochrana-osobnich-udaju');
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Stáhnout moje údaje (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^innoweek-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; username: string };
    consents: { kind: string; source: string }[];
    mails: { subject: string }[];
  };
  expect(file.profile).toMatchObject({ email: user.email, username: user.username });
  expect(file.consents.map((c) => c.kind)).toEqual(['terms', 'privacy', 'newsletter']);
  expect(file.mails.length).toBeGreaterThan(0);
  expect(JSON.stringify(file)).not.toContain('passwordHash');

  // The newsletter opt-in given at registration is withdrawn as easily as it was given.
  const news = card.getByRole('group', { name: 'Novinky e-mailem' });
  await expect(news).toContainText('Odebíráte novinky');
  await news.getByRole('button', { name: 'Odhlásit odběr novinek' }).click();
  await expect(toasts(page)).toContainText('Odběr novinek jste odhlásili');
  await expect(news).toContainText('Novinky o Týdnu inovací e-mailem neodebíráte.');
  await expect(news.getByRole('button', { name: 'Odebírat novinky' })).toBeVisible();

  // Without the password: the message next to the field, by keyboard.
  const password = card.getByLabel('Heslo pro potvrzení');
  const submit = card.getByRole('button', { name: 'Trvale smazat účet' });
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Vyplňte toto pole.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('not-my-password-1');
  await submit.click();
  await expect(card.getByText('Současné heslo není správné.').first()).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(toasts(page)).toContainText('Váš účet byl smazán');
  await page.goto('/user/me');
  await expect(page).toHaveURL(/\/user\/login/);
});

test('the privacy page in both languages, from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ochrana osobních údajů' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ochrana osobních údajů a podmínky');
  await expect(page.getByRole('row', { name: /Přihlášky na semináře/ })).toContainText('6 měsíců po ročníku');
  await expect(page.getByText('§ 35 zákona č. 235/2004 Sb.', { exact: false })).toBeVisible();
  // The organiser's name ends with its own full stop ('z. s.'), never doubled.
  await expect(
    page.getByText('Správcem je pořadatel Týdne inovací: Asociace inovačního podnikání ČR,\u00a0z.\u00a0s.', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and terms');
  await expect(page.getByRole('row', { name: /Seminar sign-ups/ })).toContainText('6 months after the edition');
  await expectNoSeriousA11yViolations(page);
});
