import {test as base, expect} from '@playwright/test';

/**
 * A `test` whose pages fail the test on any console error or uncaught exception:
 * a page that renders but logs errors is broken for some reader.
 */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
