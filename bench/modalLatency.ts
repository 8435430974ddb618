import type {Browser, Page} from 'playwright';
import {hydratedPage} from '../tests/support/hydration';

/**
 * Search latencies in milliseconds, each from a query's input event to its hits on screen.
 * `typed`: the first visit's query typed at a reader's pace, timed from its last key;
 * `pasted`: the first visit's query entered at once; `warm`: entered at once, its index files loaded.
 */
export type ModalLatency = {
  readonly typed: number[];
  readonly pasted: number[];
  readonly warm: number[];
  /** Typed queries whose last key left the hits on screen as they were (no time to take). */
  readonly typedUnchanged: number;
};

/** A fast typist's pace (80 words a minute), so a reader's keys come no faster than this. */
export const typingDelayMs = 150;
/** The modal is settled once nothing has changed in it for this long and no request is open. */
const settledAfterMs = 400;

declare global {
  interface Window {
    /** Set by armSearchTiming: the ms from the next input event to rendered hits. */
    __searchTiming?: Promise<number>;
    /** Set by armLastKeyTiming: the ms from the next input event to the modal's last change, or null. */
    __lastKeyTiming?: Promise<number | null>;
    /** Kept by the bench's init script: the page's requests not yet answered. */
    __openRequests?: number;
  }
}

/** Runs before the page's scripts: counts the page's open fetches. */
function countOpenRequests(): void {
  window.__openRequests = 0;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    window.__openRequests! += 1;
    return originalFetch(...args).finally(() => {
      window.__openRequests! -= 1;
    });
  };
}

/**
 * Runs in the page: waits for the search box's next input event, then until the modal has settled
 * (no change for a while, no request open), and keeps the time from the input to the modal's last
 * change (the answer's hits rendered; nothing renders after the answer). If the modal did not
 * change at all, the hits on screen were already the answer: null.
 */
function armLastKeyTiming(settledMs: number): void {
  window.__lastKeyTiming = new Promise((resolve) => {
    const input = document.querySelector('.DocSearch-Modal .DocSearch-Input')!;
    input.addEventListener(
      'input',
      () => {
        const started = performance.now();
        let lastChange: number | null = null;
        const modal = document.querySelector('.DocSearch-Modal')!;
        const observer = new MutationObserver(() => {
          lastChange = performance.now();
        });
        observer.observe(modal, {childList: true, subtree: true, characterData: true});
        const poll = setInterval(() => {
          const quietSince = lastChange ?? started;
          if (window.__openRequests === 0 && performance.now() - quietSince >= settledMs) {
            clearInterval(poll);
            observer.disconnect();
            resolve(lastChange === null ? null : lastChange - started);
          }
        }, 20);
      },
      {once: true},
    );
  });
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
  await page.addInitScript(countOpenRequests);
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
 * One query typed into a fresh modal at a reader's pace, timed from its last key to its hits; the
 * keys before it search too, as they do for a reader.
 */
async function timedTypedSearch(page: Page, query: string): Promise<number | null> {
  const box = page.locator('.DocSearch-Modal .DocSearch-Input');
  await box.pressSequentially(query.slice(0, -1), {delay: typingDelayMs});
  await page.waitForTimeout(typingDelayMs);
  await page.evaluate(armLastKeyTiming, settledAfterMs);
  await box.press(query.slice(-1));
  return page.evaluate(() => window.__lastKeyTiming!);
}

/** Each query as the first search of a fresh visit (a new browser context, nothing cached). */
async function firstVisitSearches<T>(
  browser: Browser,
  pageUrl: string,
  queries: readonly string[],
  search: (page: Page, query: string) => Promise<T>,
): Promise<T[]> {
  const timings: T[] = [];
  for (const query of queries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openModal(page, pageUrl);
    timings.push(await search(page, query));
    await context.close();
  }
  return timings;
}

/**
 * The modal's search in Chromium, as a reader meets it. Typed and pasted: each query is the
 * first search of a fresh visit (the modal open, as it is when a reader types). Warm: one visit;
 * each query is timed on its second run, when the index files it needs are loaded.
 */
export async function modalLatency(
  browser: Browser,
  pageUrl: string,
  coldQueries: readonly string[],
  warmQueries: readonly string[],
  warmRounds: number,
): Promise<ModalLatency> {
  const typedOrUnchanged = await firstVisitSearches(
    browser,
    pageUrl,
    coldQueries,
    timedTypedSearch,
  );
  const typed = typedOrUnchanged.filter((timing) => timing !== null);
  const pasted = await firstVisitSearches(browser, pageUrl, coldQueries, timedSearch);
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
  return {typed, pasted, warm, typedUnchanged: typedOrUnchanged.length - typed.length};
}
