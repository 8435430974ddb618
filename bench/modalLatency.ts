import type {Browser, Page} from 'playwright';
import {hydratedPage} from '../tests/support/hydration';

/** Search latencies in milliseconds, each from the query's input event to its hits on screen. */
export type ModalLatency = {readonly cold: number[]; readonly warm: number[]};

declare global {
  interface Window {
    /** Set by armSearchTiming: the ms from the next input event to rendered hits. */
    __searchTiming?: Promise<number>;
  }
}

/**
 * Runs in the page: waits for the search box's next input event, then for the modal to show
 * hits for it (no "Searching…"), and keeps the time between them.
 */
function armSearchTiming(): void {
  window.__searchTiming = new Promise((resolve) => {
    const input = document.querySelector('.DocSearch-Modal .DocSearch-Input')!;
    input.addEventListener(
      'input',
      () => {
        const started = performance.now();
        // The list of hits is not in the modal while the query is empty: watch the whole modal.
        // (No named functions in here: tsx would wrap them in a helper the page does not have.)
        const modal = document.querySelector('.DocSearch-Modal')!;
        const observer = new MutationObserver(() => {
          if (
            modal.querySelector('.DocSearch-Hit') !== null &&
            modal.querySelector('.DocSearch-Searching') === null
          ) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(modal, {childList: true, subtree: true, characterData: true});
      },
      {once: true},
    );
  });
}

async function openModal(page: Page, pageUrl: string): Promise<void> {
  await page.goto(pageUrl, {waitUntil: 'networkidle'});
  await page.locator(hydratedPage).waitFor();
  await page
    .getByRole('button', {name: /^Search/})
    .first()
    .click();
  await page.getByRole('searchbox', {name: 'Search'}).waitFor();
}

/** One query entered at once (as typed to its last key, or pasted), timed to its hits. */
async function timedSearch(page: Page, query: string): Promise<number> {
  const box = page.locator('.DocSearch-Modal .DocSearch-Input');
  await box.fill('');
  // An empty query shows no hits (a fresh visit has no recent searches to list).
  await page.locator('.DocSearch-Hit').first().waitFor({state: 'detached'});
  await page.evaluate(armSearchTiming);
  await box.fill(query);
  return page.evaluate(() => window.__searchTiming!);
}

/**
 * The modal's search in Chromium, as a reader meets it. Cold: each query is the first search
 * of a fresh visit (new browser context, nothing cached; the modal open, as it is when a reader
 * types). Warm: one visit; each query is timed on its second run, when the index files it needs
 * are loaded.
 */
export async function modalLatency(
  browser: Browser,
  pageUrl: string,
  coldQueries: readonly string[],
  warmQueries: readonly string[],
  warmRounds: number,
): Promise<ModalLatency> {
  const cold: number[] = [];
  for (const query of coldQueries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openModal(page, pageUrl);
    cold.push(await timedSearch(page, query));
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await openModal(page, pageUrl);
  for (const query of warmQueries) {
    await timedSearch(page, query);
  }
  const warm: number[] = [];
  for (let round = 0; round < warmRounds; round += 1) {
    for (const query of warmQueries) {
      warm.push(await timedSearch(page, query));
    }
  }
  await context.close();
  return {cold, warm};
}
