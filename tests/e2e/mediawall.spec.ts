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
    // Four follow; at 1280x800, under the clock and beside the hall's QR code, two fit whole and the rest are left out.
    await expect(hall.getByRole('list', { name: 'Dále v programu' }).getByRole('listitem')).toHaveCount(2);
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

  test("an unknown variant is the wall's own 404, in the address's language, without the site's header", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = waitsForHydration(await context.newPage());
    expect((await page.goto('/microsite/mediawall/3'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Tato stěna neexistuje' })).toBeVisible();
    await expect(page.getByRole('link', { name: '/microsite/mediawall/1' })).toBeVisible();
    await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
    await expectNoSeriousA11yViolations(page);

    // Any other address under /microsite too, where the site's catch-all answered before.
    expect((await page.goto('/en/microsite/mediawall'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No such wall' })).toBeVisible();
    await expect(page.getByRole('link', { name: '/en/microsite/mediawall/2' })).toBeVisible();
    await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
    await context.close();
  });

  test("shows the event's logo and each hall's programme as a QR code beside its stream", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = waitsForHydration(await context.newPage());
    await page.goto('/api/check-ticket/seminare2021');
    await page.goto(`/en/microsite/mediawall/1/${offsetTo(Date.parse('2021-10-11T09:30:00+02:00'))}`);
    await expect(page.locator('.wall-brand img')).toBeVisible();
    const hall = page.getByRole('region', { name: 'Prague Hall' });
    const qr = hall.getByRole('img', { name: /^QR code of localhost:\d+\/en\/live\/1\/prague-hall$/ });
    await expect(qr).toBeVisible();
    await expect(hall.getByText('The hall programme on your phone')).toBeVisible();
    // In the room beside the stream: no overlap, inside the screen.
    const video = (await hall.locator('.wall-video').boundingBox())!;
    const code = (await qr.boundingBox())!;
    expect(code.x).toBeGreaterThanOrEqual(video.x + video.width);
    expect(code.x + code.width).toBeLessThanOrEqual(1920);
    expect(code.width).toBeGreaterThan(150);
    // The code opens the hall's page, whose programme it promises.
    const link = (await qr.getAttribute('alt'))!.replace(/^QR code of /, 'http://');
    expect((await page.request.get(link)).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  test('after the last day of the edition thanks and points to the site instead of the last programme', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = waitsForHydration(await context.newPage());
    const [last] = (await (await page.request.get('/api/events?_sort=end:DESC&_limit=1')).json()) as { end: string }[];
    // Two days after the edition's last event: the wall's clock shows a later date.
    await page.goto(`/microsite/mediawall/1/${offsetTo(Date.parse(last!.end) + 2 * 86_400_000)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Děkujeme, že jste byli s námi' })).toBeVisible();
    await expect(page.getByText('Letošní ročník skončil. Uvidíme se příští rok!')).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR kód s adresou localhost:\d+\/$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sál Praha' })).toHaveCount(0);
    await expect(page.getByText('Proběhlo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
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
