import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminToken, signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// Issue 28 (decisions 084-086): the page opened is the page clicked and a save leaves the other
// language alone; the admin home for an Admin and an Organizer; an Organizer refused another's
// hall; one 403 page. Against the demo content: page 1 'O akci' (cs) and page 2 'About the
// event' (en) are one page's two languages; hall 5 is the conference hall.

type StoredPage = { id: number; name: string; slug: string; published_at: string | null; content: string };

async function storedPage(request: APIRequestContext, id: number, token: string): Promise<StoredPage> {
  const res = await request.get(`/api/pages/${id}?_publicationState=preview`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredPage;
}

async function putPage(request: APIRequestContext, page: StoredPage, token: string) {
  const res = await request.put(`/api/pages/${page.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: page.name, slug: page.slug, content: page.content, published_at: page.published_at },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Renames the page on screen and saves it; the other language's page must stay as it was. */
async function renameAndSave(page: Page, title: string, saved: string) {
  const field = page.getByLabel(/^(Název|Title) \*$/);
  await field.fill(title);
  await page.getByRole('button', { name: /^(Uložit|Save)$/ }).click();
  await expect(page.getByText(saved)).toBeVisible();
}

test.describe('a page in two languages', () => {
  test('Czech admin, English list: About the event opens and saves the English page, the Czech one stays', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const [czech, english] = [await storedPage(request, 1, token), await storedPage(request, 2, token)];
    await signIn(page, 'admin');
    await page.goto('/admin/pages');
    await page.getByRole('button', { name: /Jazyk/ }).first().click();
    await page.getByRole('option', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/language=en/);
    await page.getByRole('link', { name: 'About the event' }).click();

    await expect(page).toHaveURL(/\/admin\/pages\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the event');
    const tabs = page.getByRole('navigation', { name: 'Jazykové verze stránky' });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText('English');
    await expect(tabs.getByRole('link', { name: 'Čeština' })).toHaveAttribute('href', '/admin/pages/1');
    await expectNoSeriousA11yViolations(page);

    // 'Copy from Czech' fills the form with the Czech text, unsaved until Save.
    await page.getByRole('button', { name: 'Zkopírovat z češtiny' }).click();
    await expect(page.getByLabel(/^Název \*$/)).toHaveValue('O akci');
    await expect(page.getByText('Máte neuložené změny.')).toBeVisible();

    try {
      await renameAndSave(page, 'About Innoweek', 'Stránka uložena');
      expect(await storedPage(request, 2, token)).toMatchObject({ name: 'About Innoweek', slug: english.slug });
      expect(await storedPage(request, 1, token)).toEqual(czech);
      expect((await request.get('/stranka/1')).status()).toBe(200);
    } finally {
      await putPage(request, english, token);
    }
  });

  test('English admin, Czech list: O akci opens and saves the Czech page, the English one stays', async ({ page, request }) => {
    const token = await adminToken(request);
    const [czech, english] = [await storedPage(request, 1, token), await storedPage(request, 2, token)];
    await signIn(page, 'admin');
    await page.goto('/en/admin/pages?language=cs');
    await page.getByRole('link', { name: 'O akci' }).click();

    await expect(page).toHaveURL(/\/en\/admin\/pages\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('O akci');
    const tabs = page.getByRole('navigation', { name: 'Language versions of the page' });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText('Čeština');
    await expect(page.getByRole('button', { name: 'Copy from Czech' })).toHaveCount(0);

    try {
      await renameAndSave(page, 'O Innoweeku', 'Page saved');
      expect(await storedPage(request, 1, token)).toMatchObject({ name: 'O Innoweeku', slug: czech.slug });
      expect(await storedPage(request, 2, token)).toEqual(english);
      // The tab opens the English page itself.
      await tabs.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/en\/admin\/pages\/2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the event');
    } finally {
      await putPage(request, czech, token);
    }
  });
});

test.describe('the admin home', () => {
  test('an Admin sees what needs attention, each card linking to its screen', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, 'admin');
    // Signing in as an Admin opens the admin home.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přehled');
    const cards = page.getByRole('region');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      /^Dnešní program/,
      /^Obsazenost teď/,
      /^Sály se zpožděním/,
      /^Plné semináře s čekací listinou/,
      /^Objednávky čekající na platbu/,
      /^Částečně zaplacené objednávky/,
      /^Nepřiřazené platby z výpisů/,
      /^Neodeslané e-maily/,
    ]);
    const orders = page.getByRole('region', { name: /^Objednávky čekající na platbu/ });
    await expect(orders.getByRole('link', { name: /^2021-/ }).first()).toBeVisible();
    await orders.getByRole('link', { name: /Nezaplacené objednávky|A ještě/ }).click();
    await expect(page).toHaveURL(/\/admin\/ticket-orders\?status=awaiting$/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect(page.getByRole('region', { name: /^Orders awaiting payment/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The obvious address of the orders, in both languages.
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/ticket-orders$/);
    await page.goto('/en/admin/orders');
    await expect(page).toHaveURL(/\/en\/admin\/ticket-orders$/);
  });

  test("an Organizer sees their exhibitors' things only, and no orders or mail", async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přehled');
    await expect(page.getByRole('region').getByRole('heading', { level: 2 })).toHaveText([
      /^Dnešní program/,
      /^Obsazenost teď/,
      /^Sály se zpožděním/,
      /^Plné semináře s čekací listinou/,
    ]);
    await expect(page.getByText('Objednávky čekající na platbu')).toHaveCount(0);
    await expect(page.getByText('Nepřiřazené platby z výpisů')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('rights that match responsibility', () => {
  test('an Organizer is refused the conference hall delay on the screen and by the API', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/admin/running-late');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zpoždění sálů');
    await expect(page.getByRole('region', { name: 'Kongresový sál' })).toHaveCount(0);
    await expect(page.getByText(/Organizátor nastavuje zpoždění sálu/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const res = await page.request.put('/api/halls/5/delay', {
      headers: { Origin: new URL(page.url()).origin },
      data: { minutes: 15 },
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { data: { id: string } }).data.id).toBe('Hall.delay.notYours');
  });

  test('a forbidden admin or editor screen is one 403 page naming the role; a guest goes to login', async ({ page }) => {
    await signIn(page, 'editor');
    for (const path of ['/admin/ticket-orders', '/admin/outbox', '/admin/pages', '/admin/events/3']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sem nemáte přístup');
    }
    await page.goto('/admin/outbox');
    await expect(page.getByText('Tato část administrace je jen pro administrátory.')).toBeVisible();
    // The admin menu stays, to go on from.
    await expect(page.getByRole('navigation', { name: 'Administrace' })).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    for (const path of ['/checkin/1', '/edit/1']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByText(/organizátoři, kteří smějí upravovat jejího vystavovatele/)).toBeVisible();
    }
    await page.goto('/en/edit/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No access');
    await expect(page.getByText(/Organizers who may edit its exhibitor/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.context().clearCookies();
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/user\/login\?redirectTo=%2Fadmin%2Foutbox$/);
  });
});
