import type {Page} from '@playwright/test';

/**
 * Tells the site the reader saves data (`navigator.connection.saveData`), as Docusaurus reads it:
 * links then neither prefetch the code of their page when they come into view nor preload it on
 * hover, and a route's code loads only when the reader navigates. The crawl skips that work (each
 * linked page is crawled in its turn); a test of what happens when that code fails to load gets
 * one request to fail, at a known moment.
 */
export async function skipLinkPrefetching(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({saveData: true, effectiveType: '4g'}),
      configurable: true,
    }),
  );
}
