import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Download, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { openSiteMenu } from './site-menu';

// Relies on the demo content (2021 edition): 25 seminars on 11 October 2021 in four halls
// (6 in Sál Brno, id 2; seminar 12 "Dekarbonizace průmyslu" there at 15:30; seminar 26 is a
// draft), conference panels 32, 35, 36, accompanying events from 4 to 24 October (5 online,
// location 9; 3 on 15 October; accompanying event 43 in Ostrava with an address).

const SEMINAR = {
  id: 12,
  slug: 'dekarbonizace-prumyslu',
  slugEn: 'decarbonising-industry',
  cs: 'Dekarbonizace průmyslu',
  en: 'Decarbonising industry',
};

/** The file a download link gives, parsed as iCalendar (its own VTIMEZONE registered). */
async function parseDownload(download: Download) {
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  return { text, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  return file;
}

/** The result count of the filter form (the page has other live regions, such as toasts). */
const summary = (page: Page) => page.getByRole('search').getByRole('status');

/** A link of the site menu, opened first (decision 100). */
const menu = async (page: Page, name: string) => (await openSiteMenu(page)).getByRole('link', { name });

test.describe('international conference', () => {
  test('the Czech timeline runs from the start label to KONEC with panels and breaks', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await (await menu(page, 'Mezinárodní konference')).click();
    await expect(page).toHaveURL('/mezinarodni-konference');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mezinárodní konference');

    const timeline = page.getByRole('list', { name: 'Časový harmonogram konference' });
    const rows = timeline.locator(':scope > li');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText('09:30');
    await expect(rows.first()).toContainText('Začátek');
    await expect(rows.nth(1)).toContainText('09:30–10:45');
    await expect(rows.nth(1)).toContainText('Umělá inteligence ve službách státu a průmyslu');
    await expect(rows.nth(2)).toContainText('10:45–11:00');
    await expect(rows.nth(2)).toContainText('Přestávka na kávu');
    await expect(rows.nth(4)).toContainText('12:15–13:00');
    await expect(rows.nth(4)).toContainText('Obědová přestávka');
    await expect(rows.nth(6)).toContainText('14:30–16:00');
    await expect(rows.nth(6)).toContainText('Networking');
    await expect(rows.last()).toContainText('16:00');
    await expect(rows.last()).toContainText('KONEC');

    const firstPanel = page.locator('#panel-32');
    const speakers = firstPanel.getByRole('list', { name: 'Řečníci' }).getByRole('listitem');
    await expect(speakers).toHaveCount(5);
    await expect(speakers.first().getByRole('link')).toHaveAttribute('href', /^\/recnici\/\d+\//);
    await expectNoSeriousA11yViolations(page);

    const { events } = await parseDownload(await download(page, 'Celý program do kalendáře'));
    expect(events.map((e) => e.summary)).toEqual([
      'Umělá inteligence ve službách státu a průmyslu',
      'Vodíková ekonomika: od strategie k realitě',
      'Česko ve vesmíru: nové příležitosti pro firmy',
    ]);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2021-10-11T07:30:00.000Z');
  });

  test('English, and a panel addressed as an event lands on its place in the timeline', async ({ page }) => {
    const response = await page.goto('/en/accompanying-events/35');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/en/international-conference#panel-35');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('list', { name: 'Conference schedule' }).locator(':scope > li').last()).toContainText('END');
    await expect(page.locator('#panel-35')).toContainText('Hydrogen economy: from strategy to reality');
    await expect(page.getByText('Coffee break')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('professional seminars', () => {
  test(
    'filter by hall in the URL, with Back, then open a seminar and add it to the calendar',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await (await menu(page, 'Odborné semináře')).click();
      await expect(page).toHaveURL('/odborne-seminare');
      await expect(summary(page)).toHaveText('Zobrazeno: 25 seminářů');
      const hall = page.getByLabel('Sál', { exact: true });
      await expect(hall.locator('option')).toHaveText(['Všechny sály', 'Sál Brno', 'Sál Ostrava', 'Sál Plzeň', 'Sál Praha']);
      await expectNoSeriousA11yViolations(page);

      await hall.selectOption({ label: 'Sál Brno' });
      await expect(page).toHaveURL('/odborne-seminare?hall=2');
      await expect(summary(page)).toHaveText('Zobrazeno: 6 seminářů');
      const items = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(items).toHaveCount(6);
      for (const text of await items.allTextContents()) expect(text).toContain('Sál Brno');
      await expect(page.getByRole('link', { name: 'Zrušit filtry' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goBack();
      await expect(page).toHaveURL('/odborne-seminare');
      await expect(summary(page)).toHaveText('Zobrazeno: 25 seminářů');
      await expect(hall).toHaveValue('');
      await page.goForward();
      await expect(page).toHaveURL('/odborne-seminare?hall=2');
      await expect(hall).toHaveValue('2');

      await page.getByRole('link', { name: SEMINAR.cs }).click();
      await expect(page).toHaveURL(`/odborne-seminare/${SEMINAR.id}/${SEMINAR.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEMINAR.cs);
      const details = page.getByRole('complementary', { name: 'Podrobnosti' });
      await expect(details).toContainText('11. října 2021, 15:30–16:30');
      await expect(details).toContainText('Sál Brno');
      await expect(details.getByRole('heading', { name: 'Pořadatel' })).toBeVisible();
      // Seminars show no external website (public-site.md 2.7).
      await expect(details).not.toContainText('Web akce');
      await expect(page.getByRole('heading', { name: 'Přednášející' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const file = await download(page, 'Přidat do kalendáře');
      expect(file.suggestedFilename()).toBe(`${SEMINAR.slug}.ics`);
      const { text, events } = await parseDownload(file);
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toBe(SEMINAR.cs);
      expect(events[0]!.uid).toMatch(/^event-12@/);
      expect(events[0]!.location).toContain('Sál Brno');
      expect(events[0]!.description).toContain(`/odborne-seminare/${SEMINAR.id}/${SEMINAR.slug}`);
      expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2021-10-11T13:30:00.000Z');
      expect(text).toContain('DTSTART;TZID=Europe/Prague:20211011T153000');
      expect(text).toContain('BEGIN:VTIMEZONE');
    },
  );

  test('switching language on a seminar keeps the seminar', async ({ page }) => {
    await page.goto(`/odborne-seminare/${SEMINAR.id}/${SEMINAR.slug}`);
    await page.getByRole('link', { name: 'English' }).click();
    // The English page is at the English name's slug (decision 096).
    await expect(page).toHaveURL(`/en/professional-seminars/${SEMINAR.id}/${SEMINAR.slugEn}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEMINAR.en);
    await expect(page.getByRole('complementary', { name: 'Details' })).toContainText('11 October 2021, 15:30–16:30');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/en/professional-seminars/${SEMINAR.id}/${SEMINAR.slugEn}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
      'href',
      new RegExp(`/odborne-seminare/${SEMINAR.id}/${SEMINAR.slug}$`),
    );
    await expectNoSeriousA11yViolations(page);

    const { events } = await parseDownload(await download(page, 'Add to calendar'));
    expect(events[0]!.summary).toBe(SEMINAR.en);
  });

  test('a missing or wrong slug, or the other section, answers 301 to the right address', async ({ page, request }) => {
    const right = `/odborne-seminare/${SEMINAR.id}/${SEMINAR.slug}`;
    for (const wrong of [
      `/odborne-seminare/${SEMINAR.id}`,
      `/odborne-seminare/${SEMINAR.id}/old-name`,
      `/doprovodne-akce/${SEMINAR.id}/${SEMINAR.slug}`,
    ]) {
      const answer = await request.get(wrong, { maxRedirects: 0 });
      expect(answer.status(), wrong).toBe(301);
      expect(new URL(answer.headers()['location']!, 'http://x').pathname).toBe(right);
    }
    await page.goto(`/en/accompanying-events/${SEMINAR.id}/x`);
    await expect(page).toHaveURL(`/en/professional-seminars/${SEMINAR.id}/${SEMINAR.slugEn}`);
  });

  test('unpublished, unknown and malformed events are not found', async ({ page }) => {
    for (const path of ['/odborne-seminare/26', '/odborne-seminare/999999', '/odborne-seminare/abc', '/kalendar/akce/26.ics']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.locator('body')).toContainText('Not Found');
    await page.goto('/en/professional-seminars/26');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter is a plain form', async ({ page }) => {
      await page.goto('/en/professional-seminars');
      await page.getByLabel('Hall', { exact: true }).selectOption({ label: 'Brno Hall' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL('/en/professional-seminars?hall=2');
      await expect(summary(page)).toHaveText('Showing 6 seminars');
    });
  });
});

test('a filter changed with the keyboard keeps the focus, so the next arrow moves on', async ({ page }) => {
  await page.goto('/odborne-seminare');
  const hall = page.getByLabel('Sál', { exact: true });
  await hall.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL('/odborne-seminare?hall=2');
  await expect(summary(page)).toHaveText('Zobrazeno: 6 seminářů');
  await expect(hall).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(hall).toHaveValue('3');
  await expect(page).toHaveURL('/odborne-seminare?hall=3');
  await expect(hall).toBeFocused();
});

test('arrow keys through the halls reload the list once, for the hall they stop at', async ({ page }) => {
  await page.goto('/odborne-seminare');
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('.data')) loads.push(r.url());
  });
  const hall = page.getByLabel('Sál', { exact: true });
  await hall.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL('/odborne-seminare?hall=4');
  await expect(hall).toBeFocused();
  expect(loads).toHaveLength(1);
});

test('a hall chosen before the page’s script runs is applied once it does', async ({ page }) => {
  // The page's script held back until the choice is made, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/odborne-seminare', { waitUntil: 'commit' });
  await page.getByLabel('Sál', { exact: true }).selectOption({ label: 'Sál Brno' });
  release();
  await expect(page).toHaveURL('/odborne-seminare?hall=2');
  await expect(summary(page)).toHaveText('Zobrazeno: 6 seminářů');
});

test('no sideways scrolling at 320 px on the conference page and All sessions (WCAG 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/mezinarodni-konference', '/vsechny-akce', '/en/all-sessions']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

test.describe('accompanying events', () => {
  test('filter by venue, day and upcoming, each in the URL, with Back and empty states', async ({ page }) => {
    await page.goto('/');
    await (await menu(page, 'Doprovodné akce')).click();
    await expect(page).toHaveURL('/doprovodne-akce');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText('Pondělí 4. října');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Místo', { exact: true }).selectOption({ label: 'Online' });
    await expect(page).toHaveURL('/doprovodne-akce?location=9');
    await expect(summary(page)).toHaveText('Zobrazeno: 5 akcí');

    await page.getByLabel('Den', { exact: true }).selectOption('2021-10-15');
    await expect(page).toHaveURL('/doprovodne-akce?location=9&day=2021-10-15');
    await expect(page.getByText('Vybraným filtrům neodpovídá žádná akce.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(page).toHaveURL('/doprovodne-akce?location=9');
    await expect(page.getByLabel('Den', { exact: true })).toHaveValue('');
    await page.getByRole('link', { name: 'Zrušit filtry' }).click();
    await expect(page).toHaveURL('/doprovodne-akce');
    // The URL changes before React draws the cleared form (navigation is a transition): wait
    // for the venue to read "all" before the next choice, as a person would see it.
    await expect(page.getByLabel('Místo', { exact: true })).toHaveValue('');

    await page.getByLabel('Den', { exact: true }).selectOption('2021-10-15');
    await expect(page).toHaveURL('/doprovodne-akce?day=2021-10-15');
    await expect(summary(page)).toHaveText('Zobrazeno: 3 akce');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Pátek 15. října']);

    // The 2021 edition is over: nothing is upcoming any more.
    await page.getByLabel('Jen nadcházející').check();
    await expect(page).toHaveURL('/doprovodne-akce?day=2021-10-15&upcoming=1');
    await expect(page.getByText('Žádná z vybraných akcí už nás nečeká: všechny proběhly.')).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Jen nadcházející')).not.toBeChecked();
  });

  test('an English event page with the address on the map, the website and the exhibitor', async ({ page }) => {
    await page.goto('/en/accompanying-events');
    await expect(summary(page)).toHaveText('Showing 30 events');
    await page.getByRole('link', { name: 'Hydrogen line open day' }).click();
    await expect(page).toHaveURL(/\/en\/accompanying-events\/43\/[\w-]+$/);
    const details = page.getByRole('complementary', { name: 'Details' });
    await expect(details.getByRole('link', { name: 'Show on map' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Technologick%C3%A1/,
    );
    await expect(details.getByRole('link', { name: /h2moravia\.example\/akce/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(details.getByRole('heading', { name: 'Exhibitor' })).toBeVisible();
    await expect(details.getByRole('link', { name: 'H2 Moravia plc' })).toHaveAttribute('href', /^\/en\/innovation-fair\/2\//);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\/uploads\//);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Česky' }).click();
    await expect(page).toHaveURL(/\/doprovodne-akce\/43\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Den otevřených dveří vodíkové linky');
  });
});
