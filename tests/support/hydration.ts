import {expect, type Page} from '@playwright/test';

/**
 * The mark Docusaurus sets on the page once React has taken over: from then on links route in the
 * page and shortcuts work. The browser tests wait for it, and so does the bench.
 */
export const hydratedPage = 'html[data-has-hydrated="true"]';

/**
 * Docusaurus marks the page once React has taken over: shortcuts work from then on.
 * `timeout` (ms) replaces the assertion timeout for a page that waits on purpose before it hydrates.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator(hydratedPage)).toHaveCount(1, {timeout});
}

export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/**
 * Resolves once the page has loaded, drawn two more frames and reached an idle
 * moment: by then the effects of the last render ran, observers
 * (IntersectionObserver, scroll) delivered what the frames changed, and work
 * scheduled for idle time, such as Docusaurus's link prefetching, has started
 * its requests. A test that asserts something did NOT happen waits for this,
 * rather than for a quiet network or a fixed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000})),
        );
      }),
  );
}
