import { expect, test } from './fixtures';

// Toasts last 3000 ms at the bottom right (public-site.md 9, admin-and-widgets.md 9). A wrong
// livestream passphrase makes one (public-site.md 8); the browser's clock is taken over once the
// page runs, so the 3 s are counted exactly, whatever the machine's speed.
test('a toast shows at the bottom right and goes after 3 seconds', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/en/live/5/kongresovy-sal');
  // Taken over and stopped: from here the page's time moves only when the test says.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const locked = page.getByRole('region', { name: 'Access to the stream' });
  await locked.getByLabel(/^Access password/).fill('not-the-password');
  await locked.getByRole('button', { name: 'Continue' }).click();
  const toast = page.getByRole('status', { name: 'Notifications' }).locator('.toast');
  await expect(toast).toHaveText('Invalid access password!');

  // Bottom right: 1rem from the window's right and bottom edges, once it has slid in (0.2 s).
  const viewport = page.viewportSize()!;
  const gaps = async () => {
    const box = (await toast.boundingBox())!;
    return [Math.round(viewport.width - (box.x + box.width)), Math.round(viewport.height - (box.y + box.height))];
  };
  await expect.poll(gaps).toEqual([16, 16]);
  const box = (await toast.boundingBox())!;
  // A phone's toast takes the width; a wider window's keeps to the right.
  if (viewport.width >= 640) expect(box.x).toBeGreaterThan(viewport.width / 2);

  await page.clock.runFor(2_900);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});
