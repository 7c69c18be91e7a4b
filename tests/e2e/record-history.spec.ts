import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn as signInDemo } from './demo-accounts';

// A page's own history and its versions (decision 089): the demo admin makes a page through
// the API, changes it twice, then restores the first text on the page's admin screen. The page
// is deleted after the test.
const DEMO_PASSWORD = 'innoweek-demo';

async function adminClient(baseURL: string | undefined) {
  const client = await playwrightRequest.newContext({ baseURL });
  const login = await client.post('/api/auth/local', { data: { identifier: 'admin', password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { jwt } = (await login.json()) as { jwt: string };
  return { client, headers: { Authorization: `Bearer ${jwt}` } };
}

const signIn = (page: Page) => signInDemo(page, 'admin');

const created: number[] = [];
test.afterEach(async ({ baseURL }) => {
  const { client, headers } = await adminClient(baseURL);
  for (const id of created.splice(0)) await client.delete(`/api/pages/${id}`, { headers });
  await client.dispose();
});

test('an Admin reads a page’s history and restores an earlier version', async ({ page, baseURL }, info) => {
  const { client, headers } = await adminClient(baseURL);
  const slug = `historie-${info.project.name}-${Date.now()}`;
  const made = await client.post('/api/pages', { headers, data: { name: 'Historie', slug, content: '<p>První text</p>' } });
  expect(made.status(), await made.text()).toBeLessThan(300);
  const { id } = (await made.json()) as { id: number };
  created.push(id);
  for (const content of ['<p>Druhý text</p>', '<p>Třetí text</p>']) {
    const put = await client.put(`/api/pages/${id}`, { headers, data: { content } });
    expect(put.status(), await put.text()).toBe(200);
  }
  await client.dispose();

  await signIn(page);
  await page.goto(`/admin/pages/${id}`);
  const history = page.getByRole('region', { name: 'Historie záznamu' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Změna' })).toHaveCount(2);
  await expect(history).toContainText('Obsah (změněn text)');
  const versions = page.getByRole('region', { name: 'Verze' });
  await expect(versions.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await versions
    .getByRole('button', { name: /^Obnovit verzi z/ })
    .last()
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: 'Obnovit tuto verzi' }).click();
  await expect(page.getByRole('textbox', { name: /Obsah/ })).toContainText('První text');
  await expect(page.getByRole('region', { name: 'Verze' }).getByRole('listitem')).toHaveCount(4);
});
