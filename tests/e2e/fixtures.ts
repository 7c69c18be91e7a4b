import { test as base, expect } from '@playwright/test';

/**
 * `test` that fails when the page logs an error or throws: hydration mismatches and broken
 * scripts show up there first. The browser's own line for a 404 document is expected.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
          errors.push(`console.error: ${msg.text()}`);
      });
      await use(errors);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
