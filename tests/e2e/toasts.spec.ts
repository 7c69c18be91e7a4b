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

// The toasts' messages are a text pack of their own (decision 210). A redirect's toast comes
// written out by the root loader, so the page it lands on shows it and hydrates without that pack;
// a toast a screen raises (the registration's) has the page fetch it first, and shows its text,
// never its key.
test("a redirect's toast comes written out, a screen's brings the toasts' texts first", async ({ page, baseURL }) => {
  const packs: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/texts-(\w+)-toasts-/.exec(new URL(request.url()).pathname);
    if (file) packs.push(file[1]!);
  });
  const toast = page.getByRole('status', { name: 'Notifications' }).locator('.toast');

  // The cookie a sign-out's redirect sets (app/toasts/flash-toast.ts).
  await page.context().addCookies([{ name: 'iw_toast', value: 'loggedOut.t210', url: baseURL! }]);
  await page.goto('/en/');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(toast).toHaveText('Logged out');
  await page.waitForLoadState('networkidle');
  expect(packs).toEqual([]);

  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/en/user/register');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const main = page.getByRole('main');
  await main.getByLabel(/^Username/).fill(`toast.${id}`);
  await main.getByLabel(/^E-mail/).fill(`toast.${id}@example.test`);
  await main.getByLabel(/^Password/).fill('heslo-pro-test-1');
  expect(packs).toEqual([]);
  await main.getByRole('button', { name: 'Register' }).click();
  await expect(toast).toHaveText('Registration successful. Please check your e-mail.');
  expect(packs).toEqual(['en']);
});
