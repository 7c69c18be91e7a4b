import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test, waitsForHydration } from './fixtures';

// Relies on the demo content (2021 edition): 58 published events from 4 to 24 October, 25
// seminars on 11 October, conference panels 32, 35, 36 in the Congress hall that day, five
// events with "vodík" (hydrogen) in their names.

/** The result count of the filter form (the page has other live regions, such as toasts). */
const summary = (page: Page) => page.getByRole('search').getByRole('status');

test.describe('all sessions', () => {
  test('filter by day and area in the URL; the shared URL gives the same list', { tag: '@phone' }, async ({ page, browser }) => {
    await page.goto('/vsechny-akce');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Všechny akce');
    await expect(summary(page)).toHaveText('Zobrazeno: 58 akcí');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Pondělí 4. října');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Den', { exact: true }).selectOption('2021-10-11');
    await expect(page).toHaveURL('/vsechny-akce?day=2021-10-11');
    await page.getByLabel('Oblast', { exact: true }).selectOption({ label: 'Odborné semináře' });
    await expect(page).toHaveURL('/vsechny-akce?day=2021-10-11&area=seminars');
    await expect(summary(page)).toHaveText('Zobrazeno: 25 akcí z 58');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Pondělí 11. října']);
    const first = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Strojové učení v průmyslové výrobě');
    await expect(first).toContainText('Seminář');
    const titles = await main.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toHaveLength(25);

    // The address bar is the whole state: a reload and a fresh visitor see the same list.
    await page.reload();
    await expect(summary(page)).toHaveText('Zobrazeno: 25 akcí z 58');
    await expect(page.getByLabel('Oblast', { exact: true })).toHaveValue('seminars');
    const shared = waitsForHydration(await browser.newPage());
    await shared.goto(page.url());
    await expect(shared.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(titles);
    await shared.close();

    await page.getByRole('link', { name: 'Zrušit filtry' }).click();
    await expect(page).toHaveURL('/vsechny-akce');
    await expect(summary(page)).toHaveText('Zobrazeno: 58 akcí');
  });

  test('English: free text without diacritics, seats left, and an empty state', async ({ page }) => {
    await page.goto('/en/all-sessions');
    await page.getByLabel('Search the programme').fill('vodik');
    await page.getByLabel('Search the programme').press('Enter');
    await expect(page).toHaveURL('/en/all-sessions?q=vodik');
    await expect(summary(page)).toHaveText('Showing 5 events of 58');
    await expect(page.getByRole('link', { name: 'Hydrogen economy: from strategy to reality' })).toHaveAttribute(
      'href',
      '/en/international-conference#panel-35',
    );

    await page.getByLabel('Seminars with free seats').check();
    await expect(page).toHaveURL('/en/all-sessions?q=vodik&seats=1');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Green hydrogen from solar power']);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Accompanying events' });
    await expect(page).toHaveURL('/en/all-sessions?q=vodik&area=accompanying&seats=1');
    await expect(page.getByText('No event matches the chosen filters.')).toBeVisible();
  });
});

test.describe('plenary sessions', () => {
  test('the conference panels with times and speakers, each linking to its place in the timeline', async ({ page }) => {
    await page.goto('/plenarni-zasedani');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plenární zasedání');
    const panels = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(panels).toHaveCount(3);
    const first = panels.first();
    await expect(first.getByRole('time').first()).toHaveText('09:30–10:45');
    await expect(first.getByRole('list', { name: 'Řečníci' }).getByRole('listitem')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await first.getByRole('link', { name: /^V programu konference: / }).click();
    await expect(page).toHaveURL('/mezinarodni-konference#panel-32');
    await expect(page.locator('#panel-32')).toBeInViewport();
  });

  test('English: a speaker of a panel leads to the speaker page', async ({ page }) => {
    await page.goto('/en/plenary-sessions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plenary sessions');
    const panel = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('#plenary-35') });
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Hydrogen economy: from strategy to reality');
    await expect(panel.getByRole('link', { name: 'Hydrogen economy: from strategy to reality', exact: true })).toHaveAttribute(
      'href',
      '/en/international-conference#panel-35',
    );
    await panel.getByRole('list', { name: 'Speakers' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/speakers\/\d+\/[\w-]+$/);
  });
});

test.describe('side menu', () => {
  test(
    'Home, the whole-week views and Speakers come before the content pages, in both languages',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/plenarni-zasedani');
      const menu = page.getByRole('navigation', { name: 'Informace' });
      // The full list with the content pages is checked by discover.spec.ts.
      await expect(menu.getByRole('link').first()).toHaveText('Úvod');
      await expect(menu.getByRole('link').nth(4)).toHaveText('Můj program');
      await expect(menu.getByRole('link').nth(5)).toHaveText('Řečníci');
      await expect(menu.getByRole('link', { name: 'Plenární zasedání' })).toHaveAttribute('aria-current', 'page');
      await menu.getByRole('link', { name: 'Všechny akce' }).click();
      await expect(page).toHaveURL('/vsechny-akce');
      await page.goto('/en/');
      const en = page.getByRole('navigation', { name: 'Information' });
      await expect(en.getByRole('link').first()).toHaveText('Home');
      await expect(en.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await en.getByRole('link', { name: 'Plenary sessions' }).click();
      await expect(page).toHaveURL('/en/plenary-sessions');
    },
  );
});

test.describe('calendar', () => {
  const AT = encodeURIComponent('2021-10-11T10:30:00+02:00');

  test('desktop: the week as a grid with now marked; an event reached by Tab and the arrows opens', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the grid is for wide screens; phones get the agenda');
    await page.goto(`/en/calendar?at=${AT}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar');
    const grid = page.getByRole('region', { name: 'The week as a grid: 11–17 October 2021' });
    await expect(grid).toBeVisible();
    await expect(page.getByRole('region', { name: /^Programme by day/ })).toBeHidden();
    await expect(grid.getByRole('heading', { level: 2 })).toHaveCount(7);
    await expect(grid.getByText('Now 10:30')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // From the week tabs, Tab enters the grid at its first event, the arrows move within it.
    await page.getByRole('link', { name: '11–17 October 2021' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toContainText('Green hydrogen from solar power');
    await page.keyboard.press('ArrowRight');
    const target = page.locator(':focus');
    await expect(target).toHaveAttribute('href', /^\/en\/accompanying-events\/\d+\//);
    const name = (await target.locator('.cal-event-name').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/accompanying-events\/\d+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test(
    'phone: an agenda by day with the current time marked on today; the whole week as .ics',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'phones get the agenda');
      await page.goto(`/kalendar?at=${AT}`);
      const agenda = page.getByRole('region', { name: 'Program po dnech: 11.–17. října 2021' });
      await expect(agenda).toBeVisible();
      await expect(page.getByRole('region', { name: /^Týden v mřížce/ })).toBeHidden();
      const today = agenda.getByRole('region', { name: /^Pondělí 11. října/ });
      const items = await today.getByRole('listitem').allTextContents();
      const now = items.findIndex((text) => text === 'Teď 10:30');
      expect(now).toBeGreaterThan(0);
      expect(items[now - 1]).toContain('10:15–11:15');
      expect(items[now + 1]).toContain('10:45–12:00');
      await expectNoSeriousA11yViolations(page);

      // Tab from the week tabs reaches the first event of the agenda, Enter opens it.
      await page.getByRole('link', { name: 'Následující týden' }).focus();
      await page.keyboard.press('Tab');
      await expect(agenda.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/doprovodne-akce\/\d+\/[\w-]+$/);

      const feed = await page.request.get('/kalendar/cely-tyden.ics');
      expect(feed.headers()['content-type']).toContain('text/calendar');
      expect((await feed.text()).match(/BEGIN:VEVENT/g)).toHaveLength(58);
    },
  );

  test('the side menu leads to the calendar; other weeks keep the chosen "now"', async ({ page }) => {
    await page.goto(`/kalendar?at=${AT}`);
    await page.getByRole('link', { name: '18.–24. října 2021' }).click();
    await expect(page).toHaveURL(`/kalendar?at=${AT}&week=2021-10-18`);
    await expect(page.getByRole('link', { name: '18.–24. října 2021' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Informace' }).getByRole('link', { name: 'Kalendář' }).click();
    await expect(page).toHaveURL('/kalendar');
  });
});
