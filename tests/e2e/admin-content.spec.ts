import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { signIn } from './demo-accounts';

// The admin content screens against the demo content (one password for every demo account).

test.describe('admin content', () => {
  // Each test that changes demo data puts it back, so the phone and desktop runs and the
  // public-site specs after them read the demo as it was.
  test('an Admin creates an exhibitor with a logo and an editor, and it joins the fair', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/exhibitors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vystavovatelé');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Nový vystavovatel' }).click();

    // Without a logo the save is refused next to the field.
    const name = `Vodní dílo ${Date.now()}`;
    await page.getByLabel(/^Název \*$/).fill(name);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Chybí logo!').first()).toBeVisible();
    await expect(page.locator('.image-field-missing')).toBeVisible();

    const png = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    await page.locator('.image-field input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    // Choosing uploads at once, and the form has an unsaved change.
    await expect(page.getByText(/Obrázek nahrán/)).toBeVisible();
    await expect(page.getByText('Máte neuložené změny.')).toBeVisible();

    const editors = page.getByRole('combobox', { name: /^Uživatelé, kteří smí upravovat/ });
    await editors.fill('editor');
    await page.getByRole('option', { name: /^editor \(editor@innoweek.test/ }).click();
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Vystavovatel vytvořen!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/exhibitors\/\d+$/);
    const exhibitorId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('grid', { name: /Vybráno: Uživatelé/ })).toContainText('editor@innoweek.test');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/inovacni-veletrh');
    await expect(page.getByRole('main')).toContainText(name);

    // The audit log tells who created it.
    await page.goto('/admin/audit-log?entity=exhibitors&action=create');
    const entry = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(entry).toContainText('admin');
    await expect(entry).toContainText('Vytvoření');
    await expectNoSeriousA11yViolations(page);

    // The fair specs read the demo exhibitors as they were.
    const deleted = await page.request.delete(`/api/exhibitors/${exhibitorId}`, {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(deleted.status()).toBe(200);
  });

  test('a deleted exhibitor or patron is told by the red toast, and the screen goes to the list (decision 123)', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const origin = new URL(page.url()).origin;
    const [exhibitor] = (await (await page.request.get('/api/exhibitors?_limit=1')).json()) as { logo: { id: number } }[];
    const [patron] = (await (await page.request.get('/api/patrons?_limit=1')).json()) as { image: { id: number } }[];
    const made = async (path: string, data: Record<string, unknown>) => {
      const answer = await page.request.post(path, { data, headers: { Origin: origin } });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { id: number }).id;
    };
    const cases = [
      {
        id: await made('/api/exhibitors', {
          name: `Vystavovatel na chvíli ${Date.now()}`,
          logo: exhibitor!.logo.id,
          ispublic: false,
        }),
        collection: 'exhibitors',
        toast: 'Vystavovatel smazán!',
      },
      {
        id: await made('/api/patrons', { name: `Patron na chvíli ${Date.now()}`, job: 'Host', image: patron!.image.id }),
        collection: 'patrons',
        toast: 'Patron smazán!',
      },
    ];
    for (const { id, collection, toast } of cases) {
      await page.goto(`/admin/${collection}/${id}`);
      await page.getByRole('button', { name: 'Smazat', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Smazat záznam?' });
      await expect(dialog).toContainText(`ID ${id}`);
      await dialog.getByRole('button', { name: 'Ano, smazat' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${collection}$`));
      await expect(page.locator('.toast-danger').filter({ hasText: toast })).toBeVisible();
      expect((await page.request.get(`/api/${collection}/${id}`)).status()).toBe(404);
    }
  });

  test('an Admin reorders the patrons with the keyboard and the homepage follows', async ({ page }) => {
    await signIn(page, 'admin');
    const { patrons_order: before } = await (await page.request.get('/api/setting')).json();
    await page.goto('/admin/patrons-order');
    const ordered = page.getByRole('grid', { name: 'Zobrazovaní (v tomto pořadí)' });
    const rows = ordered.getByRole('row');
    const second = (await rows.nth(1).textContent())!
      .replace(/^\d+\.\s*/, '')
      .replace(/Vyřadit$/, '')
      .trim();
    await expectNoSeriousA11yViolations(page);

    // Keyboard only: to the second row, right to its handle, Enter picks it up; the drop
    // targets are the gaps between rows, so up twice is 'before the first'; Enter drops it.
    await rows.nth(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(rows.nth(1).getByRole('button', { name: /^Přesunout / })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Vložit před /);
    await page.keyboard.press('Enter');
    await expect(rows.first()).toContainText(`1. ${second}`);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Pořadí uloženo!')).toBeVisible();

    await page.goto('/');
    const track = page.locator('#patrons-track');
    await expect(track.getByRole('listitem').first()).toContainText(second);

    // The homepage specs read the demo order.
    const restored = await page.request.put('/api/setting', {
      data: { patrons_order: before },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(restored.status()).toBe(200);
  });

  test('event types cannot be deleted, and the server says why', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/eventtypes/1');
    await expect(page.getByText(/Typy událostí nelze mazat/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
    const answer = await page.request.delete('/api/event-types/1', { headers: { Origin: new URL(page.url()).origin } });
    expect(answer.status()).toBe(409);
    expect(await answer.text()).toContain('Deleting eventtypes is prevented to keep internal integrity with existing events!');
  });

  test('a hall that events use is not deleted, and the dialog says how many', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/halls/1');
    // Exact: the rich-text editors' table buttons ('Smazat řádek', …) are buttons too.
    await page.getByRole('button', { name: 'Smazat', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Smazat záznam?' });
    await expect(dialog).toContainText('ID 1');
    await dialog.getByRole('button', { name: 'Ano, smazat' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/počet: \d+/);
    await dialog.getByRole('button', { name: 'Zrušit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/halls\/1$/);
  });

  test('an Organizer cannot open the exhibitors screen nor write through its API', async ({ page }) => {
    await signIn(page, 'organizer');
    const refused = await page.goto('/admin/exhibitors');
    // The 403 page says who may (decision 086).
    expect(refused?.status()).toBe(403);
    await expect(page.getByText('Tato část administrace je jen pro administrátory.')).toBeVisible();
    const answer = await page.request.post('/api/exhibitors', {
      data: { name: 'Nope', logo: 1 },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(answer.status()).toBe(403);
    // The menu offers them only their screens.
    await page.goto('/admin/events');
    const nav = page.getByRole('navigation', { name: 'Administrace' });
    const toggle = nav.getByRole('button');
    if (await toggle.isVisible()) await toggle.click();
    await expect(nav.getByRole('link')).toHaveText([
      'Veřejný web',
      'Přehled',
      'Řečníci',
      'Události',
      'Zpoždění sálů',
      'Uživatelé',
    ]);
  });
});

test.describe('admin pages and accounts', () => {
  test('an Admin writes a page, starts its English version and puts it in the side menu', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/pages');
    await page.getByRole('link', { name: 'Nová stránka' }).click();
    const title = `Jak se k nám dostanete ${Date.now()}`;
    await page.getByLabel(/^Název \*$/).fill(title);
    const content = page.getByRole('textbox', { name: 'Obsah' });
    await content.click();
    await page.keyboard.type('Tramvají číslo 9 až ke vchodu.');
    await page.getByText('Zveřejnit', { exact: true }).click();
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Stránka vytvořena')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Vytvořit anglickou verzi' }).click();
    await expect(page.getByText('Jazyková verze vytvořena jako koncept')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Jazykové verze stránky' }).getByRole('link', { name: 'Čeština' }),
    ).toBeVisible();

    const english = Number(new URL(page.url()).pathname.split('/').pop());
    const menuBefore = (await (await page.request.get('/api/menupages?_locale=cs&_publicationState=preview')).json()) as {
      page: { id: number } | null;
    }[];
    await page.goto('/admin/pages-menu?language=cs');
    await page.getByRole('button', { name: `Zařadit ${title}` }).click();
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Menu uloženo')).toBeVisible();

    await page.goto(`/stranka/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main')).toContainText('Tramvají číslo 9');
    await expect(page.getByRole('navigation', { name: 'Informace' }).getByRole('link', { name: title })).toBeVisible();

    // The content-page specs read the demo menu and pages.
    const api = { headers: { Origin: new URL(page.url()).origin } };
    const menu = await page.request.put('/api/menupages', {
      ...api,
      data: { locale: 'cs', entries: menuBefore.map((entry) => ({ page: entry.page?.id ?? null })) },
    });
    expect(menu.status()).toBe(200);
    for (const pageId of [english, id]) expect((await page.request.delete(`/api/pages/${pageId}`, api)).status()).toBe(200);
  });

  test('an Admin invites a new user, who gets the e-mail with a link to set a password', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Registrovat uživatele' }).click();
    const username = `host${Date.now()}`;
    await page.getByLabel(/^Uživatelské jméno \*$/).fill(username);
    await page.getByLabel(/^E-mail \*$/).fill(`${username}@example.test`);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Uživatel vytvořen, pozvánka odeslána')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);

    await page.goto('/admin/outbox');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`${username}@example.test`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('account-invite');
  });
});
