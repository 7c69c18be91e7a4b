import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';

// Relies on the demo content (2021 edition): exhibitor 2 (H2 Moravia, a.s.) runs three events,
// among them the seminar "Zelený vodík z fotovoltaiky" on 11 October. Desktop only: neither the
// print layout nor a partner's page depends on our phone layout.

test.skip(({ isMobile }) => isMobile, 'print and embedding do not depend on the phone layout');

test('a programme page prints without the site chrome, and its PDF link gives the area PDF', async ({ page }, testInfo) => {
  await page.goto('/odborne-seminare');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Program v PDF' });
  await expect(pdf).toHaveAttribute('href', '/program-pdf/seminars.pdf');

  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(pdf).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Odborné semináře' })).toBeVisible();
  await expect(page.getByText('Zelený vodík z fotovoltaiky')).toBeVisible();
  const colour = await page
    .getByRole('link', { name: 'Zelený vodík z fotovoltaiky' })
    .evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine]);
  expect(colour).toEqual(['rgb(0, 0, 0)', 'none']);
  await page.screenshot({ path: testInfo.outputPath('seminars-print.png'), fullPage: true });

  const answer = await page.request.get('/program-pdf/seminars.pdf');
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('the widget on a partner site', () => {
  let partner: Server;
  let partnerUrl: string;

  test.beforeAll(async ({ baseURL }) => {
    // A plain page on another origin (127.0.0.1, another port) that pastes the snippet.
    partner = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><html lang="cs"><head><title>Partner</title></head><body><h1>H2 Moravia</h1>` +
          `<div style="width:640px"><script src="${baseURL}/embed/programme.js" data-exhibitor="2" async></script></div></body></html>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
  });

  test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

  test("shows the exhibitor's events in an iframe that fits the list, with no cookies", async ({ page, context }) => {
    await page.goto(partnerUrl);
    const iframe = page.locator('iframe[title="Program"]');
    const frame = page.frameLocator('iframe[title="Program"]');
    await expect(frame.getByRole('link', { name: 'Zelený vodík z fotovoltaiky' })).toBeVisible();
    await expect(frame.getByRole('listitem')).toHaveCount(3);
    // Resized to the list: the frame shows everything without its own scrollbar.
    await expect
      .poll(async () => {
        const frameHeight = (await iframe.boundingBox())!.height;
        const contentHeight = await frame.locator('html').evaluate((html) => html.scrollHeight);
        return Math.abs(frameHeight - contentHeight);
      })
      .toBeLessThan(2);
    expect((await iframe.boundingBox())!.width).toBe(640);
    expect(await context.cookies()).toEqual([]);
  });
});

test('the widget page builds the snippet for the choices and previews it', async ({ page }) => {
  await page.goto('/pro-vystavovatele/widget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program na vašem webu');
  await page.getByLabel('Vystavovatel').selectOption({ label: 'H2 Moravia, a.s.' });
  await expect(page).toHaveURL('/pro-vystavovatele/widget?exhibitor=2');
  await page.getByLabel('Jazyk').selectOption({ label: 'Angličtina' });
  await expect(page).toHaveURL('/pro-vystavovatele/widget?exhibitor=2&lang=en');
  await expect(page.locator('pre').first()).toContainText('/embed/programme.js" data-exhibitor="2" data-lang="en"');
  const preview = page.frameLocator('iframe[title="Náhled vloženého programu"]');
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});
