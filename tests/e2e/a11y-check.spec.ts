import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

// The accessibility check that ends most journeys runs axe in the page itself (tests/e2e/axe.ts):
// it must still fail on what it is there to catch.
test('the accessibility check fails on an image without a text and on unreadable text, naming both', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() =>
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<img src="/missing.png"><p style="color:#eee;background:#fff">faint</p>'),
  );
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => '',
    (err: Error) => err.message,
  );
  expect(failure).toContain('critical image-alt');
  expect(failure).toContain('serious color-contrast');
});
