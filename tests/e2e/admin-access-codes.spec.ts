import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './demo-accounts';
import { expect, test, waitsForHydration } from './fixtures';

// Livestream access codes in the admin area (decision 034). Each run makes its own code, so
// the demo passphrases (konference2021, seminare2021) other specs use stay as they are; the
// English test only reads the code the demo's paid order 2021-0001 came with.
test.describe('access codes', () => {
  test('Czech: an Admin creates a code, sees its passphrase once; it opens a stream for a guest until the Admin revokes it', async ({
    page,
    browser,
  }) => {
    // Two browsers and three accessibility scans: more than the default 30 s on a busy machine.
    test.slow();
    const label = `Partneři E2E ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, 'admin');
    await page.goto('/admin/access-codes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přístupové kódy');
    await expect(page.getByRole('row', { name: /Konference 2021/ })).toContainText('Konference, Semináře');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nový přístupový kód' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nový přístupový kód');
    // Nothing chosen: the form says what is missing next to the fields.
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Vyberte alespoň jedno právo: konferenci, nebo semináře.')).toBeVisible();
    await expect(page.getByText('Vyplňte toto pole.')).toBeVisible();

    await page.getByLabel(/^Popis/).fill(label);
    await page.getByRole('button', { name: 'Vygenerovat' }).click();
    await expect(page.getByLabel(/^Heslo/)).toHaveValue(/^INNO(-[A-Z2-9]{4}){3}$/);
    const generated = await page.getByLabel(/^Heslo/).inputValue();
    // React Aria's switch: the visible label toggles the (visually hidden) input.
    await page.getByText('Semináře (ostatní sály)', { exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Semináře (ostatní sály)' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Uložit' }).click();

    const once = page.getByRole('region', { name: `Heslo kódu „${label}“` });
    await expect(once).toContainText('Znovu se už nezobrazí');
    await expect(once.locator('code')).toHaveText(generated);
    await expect(once.getByRole('heading')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // A guest in another browser opens a seminar hall with it.
    const guestContext = await browser.newContext();
    const guest = waitsForHydration(await guestContext.newPage());
    await guest.goto('/zive/3/sal-ostrava');
    const locked = guest.getByRole('region', { name: 'Přístup k přenosu' });
    await locked.getByLabel(/^Přístupové heslo/).fill(generated);
    await locked.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(guest.getByTitle('Přenos: Sál Ostrava')).toBeVisible();

    // The code's page never shows the passphrase again; it knows the code was used.
    await once.getByRole('link', { name: 'Otevřít kód' }).click();
    await expect(page).toHaveURL(/\/admin\/access-codes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await page.reload();
    expect(await page.content()).not.toContain(generated);
    await expect(page.locator('.admin-facts')).not.toContainText('nikdy');
    // Used: no delete, revoke instead.
    await expect(page.getByText('Kód už byl použit, proto ho nelze smazat')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Smazat' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Zneplatnit' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Zneplatnit přístupový kód?' });
    await expect(ask).toContainText(label);
    await expect(ask.getByRole('button', { name: 'Ponechat' })).toBeFocused();
    await ask.getByRole('button', { name: 'Ano, zneplatnit' }).click();
    await expect(page.getByText('Kód je zneplatněný, přenosy už neotevře.')).toBeVisible();
    await expect(page.locator('.admin-facts .status-badge')).toHaveText('Zneplatněný');
    await expect(page.getByRole('button', { name: 'Zneplatnit' })).toHaveCount(0);

    // The guest's browser remembered the code: on reload the stream is locked again.
    await guest.reload();
    await expect(guest.getByRole('region', { name: 'Přístup k přenosu' })).toBeVisible();
    await expect(guest.locator('iframe')).toHaveCount(0);
    await guestContext.close();
  });

  test('English: the list shows the code a paid order came with, linked to the order', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/en/admin/access-codes?q=2021-0001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access codes');
    const row = page.getByRole('row', { name: /Objednávka 2021-0001/ });
    await expect(row).toContainText('Conference, Seminars');
    await expect(row).toContainText('Active');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('link', { name: '2021-0001', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/admin\/ticket-orders\/1$/);
  });
});
