import type {Page} from '@playwright/test';

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
