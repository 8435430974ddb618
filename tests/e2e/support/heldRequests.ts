import type {Page} from '@playwright/test';

export type HeldRequests = {
  /** Resolves when the page has asked for the first of them. */
  readonly requested: Promise<void>;
  /** Lets every held request, and every later one, through to the server. */
  readonly release: () => void;
};

/**
 * Holds back the page's requests for `url` until `release()`: a phase of the page's life (the
 * app not started yet, the modal's code on its way) lasts exactly as long as the test needs.
 */
export async function holdRequests(page: Page, url: string): Promise<HeldRequests> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(url, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return {requested, release};
}
