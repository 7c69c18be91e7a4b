import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// The editions screen (issue 34 item 4, decision 165). The shared server's 2021 is current and
// every later spec reads it, so this spec creates 2022 as a draft (with 2021's programme copied)
// and only opens the switch's confirmation; making it current is proven by
// server/api/editions.test.ts. The admin's edition switcher (decision 178) then edits the draft.
test.describe('editions', () => {
  test('Czech: an Admin creates the 2022 edition from 2021, sets its retention, is told what making it current would change, and edits its copied programme', async ({
    page,
  }) => {
    test.slow();
    // A retry on the same server finds its first try's edition: it makes the next year instead.
    const year = 2022 + test.info().retry;
    await signIn(page, 'admin');
    await page.goto('/admin/editions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ročníky');
    await expect(page.getByRole('row', { name: /2021/ })).toContainText('Aktuální');
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole('region', { name: 'Nový ročník z předchozího' });
    // Nothing filled in: each field says so.
    await form.getByRole('button', { name: 'Založit ročník' }).click();
    await expect(form.getByText('Vyplňte toto pole.').first()).toBeVisible();

    await form.getByLabel(/^Rok/).fill(`${year}`);
    await form.getByLabel(/^Název$|^Název \*/).fill(`Týden inovací ČR ${year}`);
    await form.getByLabel(/^Název anglicky/).fill(`Czech Innovation Week ${year}`);
    await form.getByLabel(/^Hlavní den/).fill(`${year}-11-30`);
    await form.getByLabel(/^První den/).fill(`${year}-10-03`);
    await form.getByLabel(/^Poslední den/).fill(`${year}-10-23`);
    await form.getByRole('button', { name: 'Založit ročník' }).click();
    await expect(form.locator('.field-invalid').getByLabel(/^Hlavní den/)).toBeVisible();
    await form.getByLabel(/^Hlavní den/).fill(`${year}-10-10`);
    await form.getByLabel(/^Převzít i program/).check();
    await form.getByRole('button', { name: 'Založit ročník' }).click();
    await expect(
      page.getByText(new RegExp(`^Ročník ${year} je založen jako návrh; převzaté akce \\(jako návrhy\\): \\d+\\.$`)),
    ).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(String(year)) });
    await expect(row).toContainText('Návrh');
    await expect(page.getByRole('row', { name: /2021/ })).toContainText('Aktuální');
    await expectNoSeriousA11yViolations(page);

    // The switch names its consequences first; going back changes nothing.
    await row.getByRole('link', { name: `Udělat ročník ${year} aktuálním…` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Udělat ročník ${year} aktuálním?` });
    await expect(confirm).toContainText('Prodej vstupenek ročníku 2021 se uzavře');
    await expect(confirm).toContainText(`Veřejný web přepne na ročník ${year}`);
    await expect(confirm.getByRole('button', { name: `Ano, udělat ${year} aktuálním` })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('link', { name: 'Zpět' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('row', { name: /2021/ })).toContainText('Aktuální');

    // The edition's own page: the retention periods, 1 to 120 months.
    await row
      .getByRole('link', { name: `Upravit ročník ${year}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Ročníky ${year}`);
    const signups = page.getByLabel(/^Přihlášky a pořadníky seminářů/);
    // The periods come from the previous edition (a retry's previous edition is its first try's).
    await expect(signups).toHaveValue(test.info().retry ? /^\d+$/ : '6');
    await signups.fill('0');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.locator('.field-invalid').getByLabel(/^Přihlášky a pořadníky seminářů/)).toBeVisible();
    await signups.fill('9');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText(`Ročník ${year} je uložen.`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Přihlášky a pořadníky seminářů/)).toHaveValue('9');
    await expectNoSeriousA11yViolations(page);

    // The switcher in the admin shell: the draft's copied programme, edited before it is current.
    const switcher = page.getByLabel('Upravovaný ročník');
    await expect(switcher).toHaveValue('2021');
    await switcher.selectOption(`${year}`);
    await page.getByRole('button', { name: 'Přepnout' }).click();
    await expect(page.getByTestId('edition-banner')).toHaveText(new RegExp(`^Upravujete ročník ${year} \\(koncept\\)`));
    await page.getByRole('link', { name: 'Události' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Události');
    await expect(page.getByTestId('edition-banner')).toBeVisible();
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toContainText(String(year));
    await expectNoSeriousA11yViolations(page);
    const copied = firstRow.getByRole('link').first();
    const copiedName = (await copied.textContent()) ?? '';
    await copied.click();
    // The event's editor loads its options and history: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copiedName, { timeout: 20_000 });
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
    const renamed = `Seminář ${year} ${Date.now()}`;
    await page
      .getByLabel(/^Název \*$/)
      .first()
      .fill(renamed);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Událost byla uložena')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

    // Back to the current edition: the banner goes, and the renamed draft is not in its list.
    await page.getByLabel('Upravovaný ročník').selectOption('2021');
    await page.getByRole('button', { name: 'Přepnout' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByTestId('edition-banner')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText(renamed);
  });

  test('English: the screen in English', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/en/admin/editions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editions');
    await expect(page.getByRole('row', { name: /2021/ })).toContainText('Current');
    await expect(page.getByRole('region', { name: 'New edition from the previous one' })).toBeVisible();
  });
});
