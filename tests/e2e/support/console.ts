import {test as base, expect} from '@playwright/test';
import {describeViolation, watchPolicyViolations} from './policyViolations';

/**
 * A `test` whose pages fail the test on any console error or uncaught exception, and on any
 * Content Security Policy violation: a page that renders but logs errors is broken for some
 * reader, and one whose policy blocks the site's own code is broken for all.
 */
export const test = base.extend<{
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  policyViolations: string[];
}>({
  /** Errors a test provokes on purpose (an aborted request, say), set with `test.use`. */
  expectedConsoleErrors: [null, {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((error) => !expectedConsoleErrors?.test(error));
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
  policyViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await watchPolicyViolations(page, (violation) =>
        violations.push(describeViolation(violation)),
      );
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
