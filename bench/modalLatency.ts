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
    /** Kept by the bench's init script: when each fetch started and ended ([start, end]). */
    __fetchTimes?: [number, number | null][];
    /** Set by recordKeys: what the modal did as each key came. */
    __keys?: KeyRecord;
  }
}

/** What recordKeys keeps, in ms from the page's time origin. */
type KeyRecord = {
  /** The time of each key's input event, and the query after it. */
  inputs: number[];
  queries: string[];
  /** Each change of the modal. */
  changes: number[];
  /** Each change after which the modal showed its no-results screen. */
  noResults: number[];
};

/** Runs before the page's scripts: counts the page's open fetches, and times each. */
function countOpenRequests(): void {
  window.__openRequests = 0;
  window.__fetchTimes = [];
  const originalFetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    window.__openRequests! += 1;
    const times: [number, number | null] = [performance.now(), null];
    window.__fetchTimes!.push(times);
    return originalFetch(...args).finally(() => {
      window.__openRequests! -= 1;
      times[1] = performance.now();
    });
  };
}

/**
 * Runs in the page: from now on, keeps the time of each key typed into the modal's search box,
 * of each change of the modal, and of each change that left the no-results screen showing.
 */
function recordKeys(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input')!;
  const modal = document.querySelector('.DocSearch-Modal')!;
  const record: KeyRecord = {inputs: [], queries: [], changes: [], noResults: []};
  window.__keys = record;
  window.__fetchTimes = [];
  input.addEventListener('input', () => {
    record.inputs.push(performance.now());
    record.queries.push(input.value);
  });
  new MutationObserver(() => {
    const now = performance.now();
    record.changes.push(now);
    if (modal.querySelector('.DocSearch-NoResults') !== null) {
      record.noResults.push(now);
    }
  }).observe(modal, {childList: true, subtree: true, characterData: true});
}

/** What each key of a typed query cost the reader. */
export type KeyTimings = {
  /** Per key whose hits changed the screen: ms from the key to its hits on screen. */
  readonly latencies: number[];
  /** Keys after which the screen did not change: the hits on screen were already its answer. */
  readonly unchanged: number;
  /** Keys during which the no-results screen showed. */
  readonly noResults: number;
  readonly keys: number;
};

/**
 * Each key's time to its hits, from what recordKeys kept: a key that fetched nothing is answered
 * by the modal's last change before the next key; a key that waited for index files (a first
 * visit), by the first change once the files it fetched, and those fetched after them for its
 * hits, had come.
 */
export function keyTimings(
  record: KeyRecord,
  fetches: readonly (readonly [number, number | null])[],
  settledAt: number,
): KeyTimings {
  const latencies: number[] = [];
  let unchanged = 0;
  let noResults = 0;
  record.inputs.forEach((start, index) => {
    const end = record.inputs[index + 1] ?? settledAt;
    if (record.noResults.some((time) => time >= start && time < end)) {
      noResults += 1;
    }
    let ready = start;
    let answered: number | undefined;
    for (;;) {
      const waitedFor = fetches.filter(
        ([started, ended]) =>
          started >= start && started < (answered ?? end) && (ended ?? Infinity) > ready,
      );
      if (waitedFor.length === 0) {
        break;
      }
      ready = Math.max(...waitedFor.map(([, ended]) => ended ?? settledAt));
      answered = record.changes.find((time) => time >= ready);
      if (answered === undefined) {
        break;
      }
    }
    if (ready === start) {
      const changes = record.changes.filter((time) => time >= start && time < end);
      answered = changes.at(-1);
    }
    if (answered === undefined) {
      unchanged += 1;
    } else {
      latencies.push(answered - start);
    }
  });
  return {latencies, unchanged, noResults, keys: record.inputs.length};
}

/** Adds up the key timings of several queries. */
function addTimings(timings: readonly KeyTimings[]): KeyTimings {
  return {
    latencies: timings.flatMap((timing) => timing.latencies),
    unchanged: timings.reduce((sum, timing) => sum + timing.unchanged, 0),
    noResults: timings.reduce((sum, timing) => sum + timing.noResults, 0),
    keys: timings.reduce((sum, timing) => sum + timing.keys, 0),
  };
}

/** Waits until no request is open and the modal has not changed for settledAfterMs. */
async function settledTime(page: Page): Promise<number> {
  return page.evaluate(
    (settledMs) =>
      new Promise<number>((resolve) => {
        const poll = setInterval(() => {
          const lastChange = window.__keys!.changes.at(-1) ?? 0;
          const lastInput = window.__keys!.inputs.at(-1) ?? 0;
          const quietSince = Math.max(lastChange, lastInput);
          if (window.__openRequests === 0 && performance.now() - quietSince >= settledMs) {
            clearInterval(poll);
            resolve(quietSince + 1);
          }
        }, 20);
      }),
    settledAfterMs,
  );
}

/** One query typed into the open modal, a key every typingDelayMs, each key timed to its hits. */
async function typedKeys(page: Page, query: string): Promise<KeyTimings> {
  const box = page.locator('.DocSearch-Modal .DocSearch-Input');
  await box.fill('');
  await page.locator('.DocSearch-Hit').first().waitFor({state: 'detached'});
  await page.evaluate(recordKeys);
  // A busy machine slows the keys: the time allowed grows with the query, a second a key.
  await box.pressSequentially(query, {
    delay: typingDelayMs,
    timeout: query.length * (typingDelayMs + 1000),
  });
  const settledAt = await settledTime(page);
  const [record, fetches] = await page.evaluate(
    () => [window.__keys!, window.__fetchTimes!] as const,
  );
  return keyTimings(record, fetches, settledAt);
}

/**
 * Each key of the queries typed at a fast typist's pace, timed to its hits on screen: on a first
 * visit (each query in a fresh browser context, the modal open) and warm (one visit, each query
 * typed a second time, its index files loaded). Every query has results, so a key that showed the
 * no-results screen is one a reader should not have seen.
 */
export async function keyLatency(
  browser: Browser,
  pageUrl: string,
  queries: readonly string[],
): Promise<{firstVisit: KeyTimings; warm: KeyTimings}> {
  const firstVisit = await firstVisitSearches(browser, pageUrl, queries, typedKeys);
  const context = await browser.newContext();
  const page = await context.newPage();
  await openModal(page, pageUrl);
  const warm: KeyTimings[] = [];
  for (const query of queries) {
    await typedKeys(page, query);
    warm.push(await typedKeys(page, query));
  }
  await context.close();
  return {firstVisit: addTimings(firstVisit), warm: addTimings(warm)};
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
