import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { seminarsAhead } from './seminars-ahead';
import { signIn } from './demo-accounts';

// An Admin signs people off until the seminar ends (decision 071): seminar 24 runs next week here.
seminarsAhead([24]);

// Seminar 8 'Zelený vodík z fotovoltaiky' of exhibitor 2 (H2 Moravia), which the demo `organizer`
// edits; 15 joined it (db/demo/joins.ts), Jakub Marek among them, not yet marked present.
const SEMINAR = '/odborne-seminare/8';

test.describe('attendees of a seminar', () => {
  test('the organiser ticks an attendee present, it is kept, and downloads the list', async ({ page }, info) => {
    // It changes the demo data that both projects share in one run.
    test.skip(info.project.name !== 'desktop', 'marks attendance once per run');
    await signIn(page, 'organizer');
    await page.goto(SEMINAR);
    const section = page.getByRole('region', { name: 'Účastníci' });
    await expect(section.getByRole('table')).toBeVisible();
    await expect(section.getByRole('row')).toHaveCount(16);
    await expect(section.getByText('Přihlášeno: 15 · Přítomno: 5')).toBeVisible();
    // A message goes through the compose screen and the outbox, never a mailto: (decision 120).
    await expect(section.getByRole('link', { name: 'Napsat zprávu' })).toHaveAttribute('href', '/admin/messages/new?event=8');

    const jakub = section.getByRole('switch', { name: 'Přítomen: Jakub Marek' });
    await expect(jakub).not.toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/events/8/attendance') && r.request().method() === 'PUT');
    await jakub.check();
    expect((await saved).status()).toBe(200);
    await expect(section.getByText('Přihlášeno: 15 · Přítomno: 6')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Účastníci' }).getByRole('switch', { name: 'Přítomen: Jakub Marek' }),
    ).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Stáhnout CSV' }).click(),
    ]);
    // Named after the seminar: its slug and day (decision 119).
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFPříjmení;Jméno;E-mail;Telefon;Firma;Přihlášen;Přítomen');
    expect(csv).toMatch(/\r\nMarek;Jakub;[^\r\n]*;ano\r\n/);
  });

  test('the organiser reads the table in English at any width', { tag: '@phone' }, async ({ page }) => {
    await signIn(page, 'organizer');
    await page.goto('/en/professional-seminars/8');
    const section = page.getByRole('region', { name: 'Attendees' });
    await expect(section.getByRole('switch', { name: 'Present: Jana Veselá' })).toBeChecked();
    await expect(section.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/events/8/attendees.csv?_locale=en',
    );
    // Signing someone off is for Admins only (decision 055).
    await expect(section.getByRole('button', { name: /sign .* off/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(
    'an Admin signs a person off after a question naming them; they get the mail',
    { tag: '@phone' },
    async ({ page }, info) => {
      // Seminar 24 (three sign-ups) is used by no other journey; each project signs off one person.
      await signIn(page, 'admin');
      await page.goto('/odborne-seminare/24');
      const section = page.getByRole('region', { name: 'Účastníci' });
      const rows = section.getByRole('row');
      const before = (await rows.count()) - 1;
      const name = (await section.getByRole('rowheader').first().textContent())!.trim();
      await section.getByRole('button', { name: `Odhlásit ze semináře: ${name}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`Odhlásit ze semináře osobu ${name}? Dostane o tom e-mail`);
      await expect(dialog.getByRole('button', { name: 'Zpět' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      const left = page.waitForResponse((r) => r.url().endsWith('/api/event-leave'));
      await dialog.getByRole('button', { name: 'Odhlásit' }).click();
      expect((await left).status()).toBe(200);
      await expect(page.getByText(`Odhlášeno ze semináře: ${name}`)).toBeVisible();
      await expect(rows).toHaveCount(before);
      await expect(section.getByRole('rowheader', { name })).toHaveCount(0);
      await expect(section.getByRole('heading', { name: 'Účastníci' })).toBeFocused();

      // The newest message in the outbox is the sign-off mail, in the person's language.
      const outbox = await page.request.get('/api/outbox?_limit=1');
      expect(outbox.status(), info.project.name).toBe(200);
      const [mail] = (await outbox.json()) as { template: string; subject: string }[];
      // A removal says so, not 'You left the seminar' (decision 121).
      expect(mail?.template).toBe('signup-removed');
      expect(mail?.subject).toMatch(/^(Odhlášení pořadatelem|Removed by the organiser): /);
    },
  );

  test('a member on the same page sees no attendees', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto(SEMINAR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zelený vodík z fotovoltaiky');
    await expect(page.getByRole('region', { name: 'Účastníci' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    expect(await page.content()).not.toContain('jana.vesela@innoweek.test');
  });
});
