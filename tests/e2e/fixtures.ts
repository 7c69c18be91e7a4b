import { test as base, expect } from '@playwright/test';

/**
 * `test` that fails when the page logs an error or throws: hydration mismatches and broken
 * scripts show up there first. The browser's own line for a 404 document is expected; a test
 * that provokes a failure on purpose names the lines it expects in `allowedConsoleError`.
 */
export const test = base.extend<{ pageErrors: string[]; allowedConsoleError: RegExp | undefined }>({
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
