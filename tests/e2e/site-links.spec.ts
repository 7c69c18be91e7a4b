import { expect, test } from './fixtures';

// The site's own links, forms and scroll restoration (decision 199), in place of React Router's:
// a link opens its page without reloading the document, the header marks the page shown, intent
// prefetches the next page, a new page starts at the top and Back returns where one was.

/** Set on the window of the document: still there after a navigation in the page, gone after a reload. */
const mark = () => (window as { __samePage?: boolean }).__samePage;

test('a link opens its page in the document, at the top, and Back scrolls where the visitor was', async ({ page }) => {
  await page.goto('/odborne-seminare');
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await expect(page.getByRole('main').locator('a[href^="/odborne-seminare/"]').nth(3)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  // A seminar's link well inside the viewport, clicked where it is: Playwright's own click would
  // first scroll a link under the sticky header into view, and Back would rightly return there.
  const link = await page.evaluate(() => {
    for (const a of document.querySelectorAll('main a[href^="/odborne-seminare/"]')) {
      const r = a.getBoundingClientRect();
      if (r.width > 0 && r.top > window.innerHeight / 3 && r.bottom < window.innerHeight - 10)
        return { x: r.left + Math.min(r.width / 2, 20), y: r.top + r.height / 2, href: a.getAttribute('href') };
    }
    return null;
  });
  expect(link, 'a seminar link in the middle of the viewport').not.toBeNull();
  const target = link!.href;
  await page.mouse.click(link!.x, link!.y);
  await expect(page).toHaveURL(target!);
  expect(await page.evaluate(mark)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/odborne-seminare');
  expect(await page.evaluate(mark)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the header marks the area shown, and a pointer resting on a link prefetches its page', async ({ page }) => {
  await page.goto('/en/');
  const nav = page
    .getByRole('navigation', { name: /./ })
    .filter({ has: page.locator('a[href="/en/speakers"]') })
    .first();
  const speakers = nav.locator('a[href="/en/speakers"]');
  await expect(speakers).not.toHaveAttribute('aria-current', 'page');
  const prefetches = () => page.locator('link[rel="prefetch"], link[rel="modulepreload"]').count();
  const before = await prefetches();
  await speakers.hover();
  await expect.poll(prefetches).toBeGreaterThan(before);
  await speakers.click();
  await expect(page).toHaveURL('/en/speakers');
  await expect(speakers).toHaveAttribute('aria-current', 'page');
});

test('a search form opens its answer in the document', async ({ page }) => {
  await page.goto('/hledat');
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  const form = page.getByRole('main').getByRole('search');
  await form.getByRole('searchbox').fill('inovace');
  await form.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/hledat\?q=inovace(&|$)/);
  expect(await page.evaluate(mark)).toBe(true);
});
