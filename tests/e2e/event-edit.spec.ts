import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { adminToken, signIn as signInDemo } from './demo-accounts';

// The event edit journey of the demo editor (Organizer listed on exhibitor 4, SmartCity Lab
// Brno). Each run creates its own published accompanying event of that exhibitor through the
// API as the demo admin, with a unique name, so the phone and desktop runs (one database) never
// touch each other's data; each event is deleted after its test, so the counts other specs
// check of the demo content stay as they are.
const SMARTCITY_LAB = 4;
const LOCATION = 3;

/** The demo admin's API client (bearer only: it carries no cookie, so no same-origin check applies). */
async function adminClient(baseURL: string | undefined) {
  const client = await playwrightRequest.newContext({ baseURL });
  return { client, headers: { Authorization: `Bearer ${await adminToken(client)}` } };
}

/** The events this test made, deleted after it whatever its outcome, so no other spec's counts change. */
const created: number[] = [];
test.afterEach(async ({ baseURL }) => {
  const { client, headers } = await adminClient(baseURL);
  for (const id of created.splice(0)) await client.delete(`/api/events/${id}`, { headers });
  await client.dispose();
});

/** An accompanying event of SmartCity Lab, published, made by the demo admin through the API. */
async function createAccompanyingEvent(baseURL: string | undefined, name: string) {
  const { client, headers } = await adminClient(baseURL);
  const answer = await client.post('/api/events', {
    data: {
      name,
      name_en: `${name} (EN)`,
      eventtype: 2,
      start: '2021-10-14T08:00:00.000Z',
      end: '2021-10-14T10:00:00.000Z',
      location: LOCATION,
      exhibitor: SMARTCITY_LAB,
      max_users: 20,
      description: '<p>Původní popis</p>',
      published_at: new Date().toISOString(),
    },
    headers,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number } };
  await client.dispose();
  created.push(data.id);
  return data.id;
}

const signIn = (page: Page, identifier: string, prefix = '') => signInDemo(page, identifier, `${prefix}/user/me`);

test('an editor edits an accompanying event from the Me page, is asked before leaving, saves, and unpublishes it off the public list', async ({
  page,
  baseURL,
}, info) => {
  const name = `Procházka chytrým městem ${info.project.name} ${Date.now().toString(36)}`;
  const id = await createAccompanyingEvent(baseURL, name);

  await signIn(page, 'editor');
  const organised = page.getByRole('region', { name: 'Akce, které pořádám' });
  await organised.getByRole('link', { name: `Upravit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The rich-text editors arrive lazily; the page is complete once both are there.
  await expect(page.locator('.rte-content[contenteditable="true"]')).toHaveCount(2);
  await expect(page.getByRole('switch', { name: 'Zveřejnit' })).toBeChecked();
  await expect(page.getByLabel(/^Kapacita \(počet míst\)/)).toHaveValue('20');
  await expectNoSeriousA11yViolations(page);

  const titleEn = page.getByLabel(/^Název anglicky/);
  await titleEn.fill('Smart city walk');
  await expect(page.getByText('Máte neuložené změny.')).toBeVisible();

  // Leaving with edits asks; Stay keeps the page and the edits.
  await page.getByRole('link', { name: /Zpět na můj účet/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Neuložené změny' });
  await expect(dialog).toContainText('Opravdu chcete opustit stránku?');
  await dialog.getByRole('button', { name: 'Zůstat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(titleEn).toHaveValue('Smart city walk');

  // The page's own required fields are refused next to the field before anything is sent.
  const capacity = page.getByLabel(/^Kapacita \(počet míst\)/);
  await capacity.fill('');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.locator('.toast-danger').filter({ hasText: 'Vyplňte prosím všechna povinná pole.' })).toBeVisible();
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await capacity.fill('40');

  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.locator('.toast-success').filter({ hasText: 'Záznamy byly uloženy' })).toBeVisible();
  await expect(page.getByText('Máte neuložené změny.')).toBeHidden();

  // Saved: the public list shows it, and its page offers the editor the Edit button.
  await page.goto('/doprovodne-akce');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/doprovodne-akce/${id}/`));
  await page.getByRole('link', { name: 'Upravit akci' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(page.getByLabel(/^Název anglicky/)).toHaveValue('Smart city walk');
  await expect(page.getByLabel(/^Kapacita \(počet míst\)/)).toHaveValue('40');

  // Unpublished, it leaves the public list; the page marks it a draft.
  await page.getByText('Zveřejnit', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Zveřejnit' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.locator('.toast-success').filter({ hasText: 'Záznamy byly uloženy' })).toBeVisible();
  await expect(page.locator('.me-head')).toContainText('Koncept');
  await page.goto('/doprovodne-akce');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  // Its own page tells its editor it is a draft, in words (the note's text comes with the
  // editors' part, decision 209): loaded fresh, and after navigating there from the Me page.
  const draftNote = page.getByRole('note').filter({ hasText: 'Akce není zveřejněná. Vidíte ji, protože ji smíte upravovat.' });
  await page.goto(`/doprovodne-akce/${id}`);
  await expect(draftNote).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upravit akci' })).toBeVisible();
  await signIn(page, 'editor');
  await page.goto('/user/me');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/doprovodne-akce/${id}`));
  await expect(draftNote).toBeVisible();
});

test('an Organizer of another exhibitor gets the 403 page naming who may edit, and sees no Edit button', async ({
  page,
  baseURL,
}, info) => {
  const name = `Cizí akce ${info.project.name} ${Date.now().toString(36)}`;
  const id = await createAccompanyingEvent(baseURL, name);
  await signIn(page, 'organizer', '/en');
  await page.goto(`/en/accompanying-events/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} (EN)`);
  await expect(page.getByRole('link', { name: 'Edit event' })).toHaveCount(0);
  // No Delete either, and the server refuses the delete itself (public-site.md 2.7).
  await expect(page.getByRole('button', { name: 'Delete event' })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  expect((await page.request.delete(`/api/events/${id}`, { headers: { Origin: origin } })).status()).toBe(403);
  const refused = await page.goto(`/en/edit/${id}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText(/only by Admins and by the Organizers who may edit its exhibitor/)).toBeVisible();
});

test('the editor deletes an event from its public page after confirming, and lands on the list with the toast', async ({
  page,
  baseURL,
}, info) => {
  const name = `Akce ke smazání ${info.project.name} ${Date.now().toString(36)}`;
  const id = await createAccompanyingEvent(baseURL, name);

  // A guest gets no Delete button.
  await page.goto(`/doprovodne-akce/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Smazat akci' })).toHaveCount(0);

  await signIn(page, 'editor');
  await page.goto(`/doprovodne-akce/${id}`);
  const remove = page.getByRole('button', { name: 'Smazat akci' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Smazat akci' });
  await expect(dialog).toContainText(`Opravdu smazat akci „${name}“? Tento krok nelze vrátit.`);
  await expect(dialog.getByRole('button', { name: 'Zpět' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // Going back keeps the event, and the focus returns to the button.
  await dialog.getByRole('button', { name: 'Zpět' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: 'Ano, smazat' }).click();
  await expect(page).toHaveURL(/\/doprovodne-akce$/);
  await expect(page.locator('.toast-danger').filter({ hasText: 'Akce byla smazána' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  expect((await page.request.get(`/api/events/${id}`)).status()).toBe(404);
});

test('the editor deletes an event on its edit page after confirming, and lands on the Me page with the toast', async ({
  page,
  baseURL,
}, info) => {
  const name = `Upravená ke smazání ${info.project.name} ${Date.now().toString(36)}`;
  const id = await createAccompanyingEvent(baseURL, name);
  await signIn(page, 'editor');
  await page.goto(`/edit/${id}`);
  await expect(page.locator('.rte-content[contenteditable="true"]')).toHaveCount(2);
  // An edit in progress does not hold the delete back with the unsaved-changes question.
  await page.getByLabel(/^Název anglicky/).fill('Changed but deleted');

  await page.getByRole('button', { name: 'Smazat', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Smazat záznam?' });
  await expect(dialog).toContainText(`Opravdu smazat událost „${name}“? Tento krok nelze vrátit.`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));

  await page.getByRole('button', { name: 'Smazat', exact: true }).click();
  await dialog.getByRole('button', { name: 'Ano, smazat' }).click();
  await expect(page).toHaveURL(/\/user\/me$/);
  await expect(page.locator('.toast-danger').filter({ hasText: 'Událost byla smazána' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Akce, které pořádám' }).getByRole('link', { name: `Upravit ${name}` }),
  ).toHaveCount(0);
  expect((await page.request.get(`/api/events/${id}`)).status()).toBe(404);
});
