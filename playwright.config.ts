import {defineConfig, devices} from '@playwright/test';
import type {ColorMode} from './tests/e2e/support/look';
import {e2ePort, testPagesUrl} from './tests/support/testPagesSite';
// Shared with tests/scripts/ensure-chromium.mjs, which runs before the tests, and the bench.
import {chromiumFlags, findChromium} from './tests/support/chromium.mjs';

/** An unusual default port (E2E_PORT): other servers on the machine may hold the common ones. */
const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;
/** The same site built with Algolia switched on, served next to it. */
const hostedPort = port + 1;
/** Specs of the hosted build (Algolia, consent and tag manager on). */
const hostedSpecs = /hosted-[\w-]+\.spec\.ts/;
/** What a reader sees and touches: run at desktop and at phone size, where the layout differs. */
const lookSpecs = /[\\/]look[\\/].*\.spec\.ts/;
/**
 * The look specs that test colours (contrast, the mode switch) and the reader tools on every page
 * (`reader-*`): run again in dark mode at both sizes.
 */
const colourSpecs = /[\\/]look[\\/](accessibility|colour-mode|reader-[\w-]+)\.spec\.ts/;

/** Debian's Chromium: Playwright's own browser download cannot work on these machines. */
const launchOptions = {
  executablePath: findChromium(),
  args: chromiumFlags,
};

export default defineConfig<{colorMode: ColorMode}>({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    // Prints how many pages the crawl visited.
    ['./tests/e2e/support/crawlReporter.ts'],
    // The HTML report (playwright-report/) is what CI uploads when a test fails.
    ['html', {open: 'never'}],
  ],
  use: {
    baseURL,
    // Recording a trace slows every test by about half: record one when a failed test is retried
    // (CI retries once); locally, rerun a failing file with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: hostedSpecs,
      use: {...devices['Desktop Chrome'], launchOptions},
    },
    {
      name: 'desktop-dark',
      testMatch: colourSpecs,
      use: {...devices['Desktop Chrome'], launchOptions, colorMode: 'dark'},
    },
    {
      name: 'phone',
      testMatch: lookSpecs,
      use: {...devices['Pixel 7'], launchOptions},
    },
    {
      name: 'phone-dark',
      testMatch: colourSpecs,
      use: {...devices['Pixel 7'], launchOptions, colorMode: 'dark'},
    },
    {
      name: 'hosted-search',
      testMatch: hostedSpecs,
      use: {...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${hostedPort}`, launchOptions},
    },
  ],
  webServer: [
    {
      // The production build, served the way a static host serves it.
      command: `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node tests/scripts/serve-hosted-search.mjs ${hostedPort}`,
      url: `http://127.0.0.1:${hostedPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // Pages only tests need (tests/support/testPagesSite.ts), built once and served on port + 2.
      command: `node --import tsx tests/scripts/serve-test-pages.ts ${new URL(testPagesUrl).port}`,
      url: testPagesUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
