import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn as signInDemo } from './demo-accounts';

// The speaker self-edit journey of the demo member (Confirmed member) on a speaker of its own:
// each run creates a speaker with a unique name through the API as the demo admin and lists the
// member on it, so the phone and desktop runs (one database) never touch each other's data.
const DEMO_PASSWORD = 'innoweek-demo';

/** Signs in through the API as a demo account: its bearer token and id. */
async function apiSignIn(baseURL: string | undefined, identifier: string) {
  const client = await playwrightRequest.newContext({ baseURL });
  const login = await client.post('/api/auth/local', { data: { identifier, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { jwt, user } = (await login.json()) as { jwt: string; user: { id: number } };
  await client.dispose();
  return { token: jwt, id: user.id };
}

/** A published speaker that lists `editorId` in users_can_edit, made by the demo admin. */
async function createSpeakerFor(baseURL: string | undefined, editorId: number, fields: { name: string; job: string }) {
  const admin = await apiSignIn(baseURL, 'admin');
  // Bearer only: the admin's client carries no cookie, so no same-origin check applies.
  const client = await playwrightRequest.newContext({ baseURL });
  const created = await client.post('/api/speakers', {
    data: { ...fields, users_can_edit: [editorId] },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const speaker = (await created.json()) as { id: number };
  await client.dispose();
  return speaker.id;
}

const signIn = (page: Page, identifier: string) => signInDemo(page, identifier, '/user/me');

test('a member edits a speaker profile they are listed on: Me, edit, the unsaved-changes dialog, save, the public page', async ({
  page,
  baseURL,
}, info) => {
  const unique = `${info.project.name} ${Date.now().toString(36)}`;
  const name = `Alena Řečnická ${unique}`;
  const newJob = `Vedoucí výzkumu ${unique}`;
  const member = await apiSignIn(baseURL, 'member');
  const speakerId = await createSpeakerFor(baseURL, member.id, { name, job: 'Původní pozice' });

  await signIn(page, 'member');
  const mine = page.getByRole('region', { name: 'Profily řečníků, které mohu upravit' });
  await mine.getByRole('link', { name: `Upravit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/speaker/${speakerId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Fotografii mění pořadatelé.', { exact: false })).toBeVisible();
  // The rich-text editors arrive lazily; the page is complete once both are there.
  await expect(page.locator('.rte-content[contenteditable="true"]')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  const job = page.getByLabel(/^Pozice$/);
  await expect(job).toHaveValue('Původní pozice');
  await job.fill(newJob);
  await expect(page.getByText('Máte neuložené změny.')).toBeVisible();

  // Leaving with edits asks; Stay keeps the page and the edits.
  await page.getByRole('link', { name: /Zpět na můj účet/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Neuložené změny' });
  await expect(dialog).toContainText('Opravdu chcete opustit stránku?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Zůstat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/user/speaker/${speakerId}$`));
  await expect(job).toHaveValue(newJob);

  // A link that is not an address is refused next to its field before anything is sent.
  const linkedin = page.getByLabel(/^LinkedIn$/);
  await linkedin.fill('linkedin');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.locator('.field-invalid').filter({ has: linkedin })).toBeVisible();
  await linkedin.fill('https://www.linkedin.com/in/alena');

  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.locator('.toast-success').filter({ hasText: 'Řečník uložen' })).toBeVisible();
  await expect(page.getByText('Máte neuložené změny.')).toBeHidden();

  // Saved: leaving no longer asks, and the public page shows the new job.
  await page.getByRole('link', { name: 'Zobrazit veřejnou stránku' }).click();
  await expect(page).toHaveURL(new RegExp(`/recnici/${speakerId}(/|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.person-job')).toHaveText(newJob);
});

test('a member not listed on a speaker gets the 403 page naming who may edit', async ({ page, baseURL }, info) => {
  const other = await apiSignIn(baseURL, 'admin');
  const speakerId = await createSpeakerFor(baseURL, other.id, {
    name: `Cizí řečník ${info.project.name} ${Date.now().toString(36)}`,
    job: 'Pozice',
  });
  await signIn(page, 'member');
  const refused = await page.goto(`/en/user/speaker/${speakerId}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText(/Only Admins and the members an Admin listed on the speaker/)).toBeVisible();
});
