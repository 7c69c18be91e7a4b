import { test as base, expect, type Page } from '@playwright/test';
import { DEFERRED_MODULE_TYPE } from '../../app/scripts-after-paint';

/**
 * A page asks for its scripts after its first paint (decision 051), which may come after the
 * `load` event that `goto` waits for. A test drives the page as a visitor who waits for it to
 * be ready: `goto` and `reload` return once React Router runs the page (a click sooner would be
 * a plain link followed by the browser). Answers that are not such a page return at once.
 */
async function untilHydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      (type) =>
        !document.querySelector(`script[type="${type}"]`) ||
        Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter),
      DEFERRED_MODULE_TYPE,
      { timeout: 15_000 },
    );
  } catch (err) {
    throw new Error(`${page.url()} did not start its scripts within 15 s of loading (decision 051)`, { cause: err });
  }
}

/** Makes `goto` and `reload` of a page wait as above (the fixture's page does; a page a test opens itself may). */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * `test` that fails when the page logs an error or throws: hydration mismatches and broken
 * scripts show up there first. The browser's own line for a 404 document is expected; a test
 * that provokes a failure on purpose names the lines it expects in `allowedConsoleError`.
 */
export const test = base.extend<{ pageErrors: string[]; allowedConsoleError: RegExp | undefined }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitsForHydration(page));
  },
  allowedConsoleError: [undefined, { option: true }],
  pageErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        const text = msg.text();
        if (msg.type() === 'error' && !text.startsWith('Failed to load resource') && !allowedConsoleError?.test(text))
          errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
