import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// Seminar 8 'Zelený vodík z fotovoltaiky' of exhibitor 2 (H2 Moravia), which the demo `organizer`
// edits; 15 joined it (db/demo/joins.ts), Jakub Marek among them, not yet marked present.
const DEMO_PASSWORD = 'innoweek-demo';
const SEMINAR = '/odborne-seminare/8';

async function signIn(page: Page, identifier: string) {
  await page.goto('/user/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Uživatelské jméno nebo e-mail( \*)?$/).fill(identifier);
  await main.getByLabel(/^Heslo( \*)?$/).fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

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
    await expect(section.getByRole('link', { name: 'Napsat všem' })).toHaveAttribute(
      'href',
      /^mailto:\?bcc=[^,]+@[^,]+(,[^,]+@[^,]+){14}$/,
    );

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
    expect(download.suggestedFilename()).toBe('event-8-attendees.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFJméno,E-mail,Telefon,Firma,Přihlášen,Přítomen');
    expect(csv).toMatch(/\r\nJakub Marek,[^\r\n]*,ano\r\n/);
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
    await expectNoSeriousA11yViolations(page);
  });

  test('a member on the same page sees no attendees', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto(SEMINAR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zelený vodík z fotovoltaiky');
    await expect(page.getByRole('region', { name: 'Účastníci' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    expect(await page.content()).not.toContain('jana.vesela@innoweek.test');
  });
});
