import { expectNoSeriousA11yViolations } from './axe';
import { expect, test, waitsForHydration } from './fixtures';

// Seminar 1 'Strojové učení v průmyslové výrobě', hall 1 (Sál Praha), 11 Oct 2021 09:00-10:00
// Prague time; the next in that hall starts at 10:15. The wall's offset (hours) moves its clock.
const SEMINAR_END = Date.parse('2021-10-11T10:00:00+02:00');

/** The offset that puts the wall's clock `before` ms ahead of now before the seminar's end. */
const offsetTo = (instant: number) => ((instant - Date.now()) / 3_600_000).toFixed(6);

test.describe('mediawall', () => {
  test.skip(({ isMobile }) => isMobile, 'a wall is a large screen');

  test("shows 'Proběhlo' with the hall's last event once its programme is over", async ({ page }) => {
    const [last] = (await (await page.request.get('/api/events?hall.id=1&_sort=start:DESC&_limit=1')).json()) as {
      name: string;
      end: string;
    }[];
    // An hour after the hall's last event ends.
    await page.goto(`/microsite/mediawall/1/${offsetTo(Date.parse(last!.end) + 3_600_000)}`);
    const hall = page.getByRole('region', { name: 'Sál Praha' });
    await expect(hall.getByText('Proběhlo', { exact: true })).toBeVisible();
    await expect(hall.getByText(last!.name)).toBeVisible();
    await expect(hall.getByRole('list', { name: 'Dále v programu' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("shows 'Právě probíhá' inside a seminar and 'Následuje' once the clock passes its end", async ({ page }) => {
    // 25 s to the end, up to 15 s to the next mark and the fade: more than the default 30 s.
    test.setTimeout(90_000);
    // 25 s before the end: the first refresh mark after the end is at most 15 s later.
    await page.goto(`/microsite/mediawall/1/${offsetTo(SEMINAR_END - 25_000)}`);
    const hall = page.getByRole('region', { name: 'Sál Praha' });
    await expect(hall.getByText('Právě probíhá')).toBeVisible();
    await expect(hall.getByText('Strojové učení v průmyslové výrobě')).toBeVisible();
    // Four follow; at 1280x800, under the clock, three fit whole and the fourth is left out.
    await expect(hall.getByRole('list', { name: 'Dále v programu' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Sál Ostrava' })).toBeVisible();
    // No stream for a browser without a passphrase or a staff session.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await expect(hall.getByText('Následuje')).toBeVisible({ timeout: 50_000 });
    await expect(hall.getByText('Jazykové modely pro českou veřejnou správu')).toBeVisible();
  });

  test('variant 2 in English, and the streams for a browser with a passphrase', async ({ page }) => {
    await page.goto('/api/check-ticket/seminare2021');
    await page.goto(`/en/microsite/mediawall/2/${offsetTo(Date.parse('2021-10-11T09:30:00+02:00'))}`);
    await expect(page.getByRole('region', { name: 'Brno Hall' }).getByText('On now')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pilsen Hall' })).toBeVisible();
    await expect(page.getByTitle('Stream: Brno Hall')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/576123789\?dnt=1&autoplay=1&muted=1$/,
    );
  });

  test('an unknown variant is 404', async ({ page }) => {
    expect((await page.goto('/microsite/mediawall/3'))?.status()).toBe(404);
  });

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
    { width: 1080, height: 1920 },
  ])
    test(`with streams at ${size.width}x${size.height} every row shown fits whole, under the clock`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size });
      const page = waitsForHydration(await context.newPage());
      await page.goto('/api/check-ticket/seminare2021');
      await page.goto(`/microsite/mediawall/1/${offsetTo(Date.parse('2021-10-11T10:32:00+02:00'))}`);
      await expect(page.getByTitle('Přenos: Sál Praha')).toBeVisible();
      await expect(page.locator('.wall-clock-time')).toHaveText(/^\d{1,2}:\d{2}$/);
      // Nothing scrolls, and every event row shown is whole (rows that do not fit are left out).
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(size.height);
      for (const hall of ['Sál Praha', 'Sál Ostrava']) {
        const rows = page
          .getByRole('region', { name: hall })
          .getByRole('list', { name: 'Dále v programu' })
          .getByRole('listitem');
        for (const row of await rows.all()) {
          const box = (await row.boundingBox())!;
          expect(box.y + box.height, hall).toBeLessThanOrEqual(size.height);
        }
      }
      await context.close();
    });
});
