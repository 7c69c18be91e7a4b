import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Responsive images (decision 045) in a real browser: the file picked from srcset at the drawn
// size, and nothing fetched for a picture CSS hides or for what is far below the fold.
// The tests set the widths themselves, so only the desktop project runs them (playwright.config.ts).
// Relies on the demo content: a site background as the home hero, a banner on event 41.

/** Image URLs under /uploads/ the page requests from now on. */
function uploadsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === 'image' && path.startsWith('/uploads/')) urls.push(path);
  });
  return urls;
}

test.describe('images', () => {
  test('a narrow screen fetches neither the hidden hero picture nor the patrons far below', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested = uploadsRequested(page);
    await page.goto('/', { waitUntil: 'load' });
    const hero = page.locator('.hero-media img');
    await expect(hero).toBeHidden();
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:/);
    // Only the header logo is in or near the first screen.
    expect(requested).toHaveLength(1);
    expect(await page.locator('.carousel-slide img').first().getAttribute('loading')).toBe('lazy');
  });

  test('a wide screen gets the preloaded hero, and an event banner sized for where it is drawn', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('media', '(min-width: 56rem)');
    const hero = page.locator('.hero-media img');
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/uploads/');

    await page.goto('/doprovodne-akce/41/vystava-ceska-hlava-30-let-vynalezu');
    const banner = page.locator('img.event-image');
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Drawn 448 px wide on a 1x screen: the 500 px format, not the 1000 px one a phone at 3x takes.
    expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/small_\w+\.webp$/);
  });
});
