import { expectNoSeriousA11yViolations } from './axe';
import { signIn } from './demo-accounts';
import { expect, test } from './fixtures';

// Seminar 8 'Zelený vodík z fotovoltaiky' of exhibitor 2 (H2 Moravia), which the demo `organizer`
// edits; 15 joined it (db/demo/joins.ts).
const SEMINAR = '/odborne-seminare/8';

test.describe('an organiser writes to the attendees of a seminar', () => {
  test('through the compose screen, with a preview; each mail is in the outbox', async ({ page, browser }, info) => {
    const stamp = `${info.project.name} ${Date.now()}`;
    await signIn(page, 'organizer');
    await page.goto(SEMINAR);
    await page.getByRole('region', { name: 'Účastníci' }).getByRole('link', { name: 'Napsat zprávu' }).click();
    await expect(page).toHaveURL(/\/admin\/messages\/new\?event=8$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Napsat zprávu' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: 'Přihlášeným (15)' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Sent without a text: the form says what is missing and sends nothing.
    await main.getByRole('textbox', { name: /^Předmět česky/ }).fill(`Změna sálu ${stamp}`);
    await main.getByRole('button', { name: 'Zobrazit náhled' }).click();
    await expect(main.getByText('Vyplňte toto pole.').first()).toBeVisible();

    await main.getByRole('textbox', { name: /^Text česky/ }).fill('Dobrý den,\nseminář bude v sále B.');
    await main.getByRole('textbox', { name: /^Předmět anglicky/ }).fill(`Room change ${stamp}`);
    await main.getByRole('textbox', { name: /^Text anglicky/ }).fill('Hello,\nthe seminar moves to room B.');
    await main.getByRole('button', { name: 'Zobrazit náhled' }).click();
    const preview = main.getByRole('region', { name: 'Náhled' });
    await expect(preview.getByText('Příjemců celkem: 15')).toBeVisible();
    await expect(preview.getByText('seminář bude v sále B.')).toBeVisible();
    await expect(preview.getByText('the seminar moves to room B.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await preview.getByRole('button', { name: 'Odeslat (příjemců: 15)' }).click();
    await expect(main.getByText('Zpráva odešla, příjemců: 15. Každý dostal vlastní e-mail.')).toBeVisible();

    // An Admin reads each attendee's own copy in the outbox, with who wrote it.
    const adminContext = await browser.newContext({ baseURL: info.project.use.baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/admin/outbox');
    // Two of the fifteen have their accounts in English and get the English subject.
    await expect(admin.getByRole('row').filter({ hasText: `Změna sálu ${stamp}` })).toHaveCount(13);
    await expect(admin.getByRole('row').filter({ hasText: `Room change ${stamp}` })).toHaveCount(2);
    const rows = admin.getByRole('row').filter({ hasText: stamp });
    await rows.first().getByRole('link').first().click();
    await expect(admin.getByText(/Napsal\(a\) .*; komu: Přihlášeným \(15\); seminář: Zelený vodík z fotovoltaiky/)).toBeVisible();
    await adminContext.close();
  });

  test('a member cannot open the compose screen', async ({ page }) => {
    await signIn(page, 'member');
    const res = await page.goto('/admin/messages/new?event=8');
    expect(res?.status()).toBe(403);
  });
});
