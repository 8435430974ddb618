import {expect, type Locator, type Page} from '@playwright/test';
import {highlightParam} from '../../../src/plugins/search/client/highlightParam';
import {mainNav} from './look';

/** The search field of the DocSearch modal, and of the search page. */
export const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search'});

/** The navbar's search button, named by its visible text ("Search Ctrl K"). */
export const searchButton = (page: Page) => mainNav(page).getByRole('button', {name: /^Search/});

/**
 * The DocSearch modal's script, fetched the first time a reader opens the search (its styles are
 * in the site's one stylesheet).
 */
export const searchModalScript = '**/assets/js/search-modal.*.js';

/** What the browser and webpack log when that script cannot be fetched. */
export const searchModalLoadErrors = /ERR_INTERNET_DISCONNECTED|ChunkLoadError|Loading chunk/;

/**
 * Where a search hit's link (`/docs/x?highlight=words#anchor`) leaves the reader: the page takes the
 * words out of the address once it has marked them.
 */
export function hitDestination(href: string): string {
  const url = new URL(href, 'http://site');
  url.searchParams.delete(highlightParam);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A reader's pace while typing into the search: a key every 60 to 150 ms (a fast typist is near the lower end). */
export const keyDelayMs = 90;

/** Something the reader saw while typing that a query with results should never show. */
export type Flash = {readonly query: string; readonly screen: 'no results' | 'hits gone'};

declare global {
  interface Window {
    /** What the observer installed by watchTyping recorded. */
    __typingFlashes?: Flash[];
  }
}

/**
 * Runs in the page: from now on, records each time the no-results screen shows (the modal's "No
 * results found for" or the search page's "No results were found"), or the hits that were on
 * screen disappear, while the focused search field holds a query. `hitSelector` finds the hits:
 * the modal's options or the search page's articles.
 */
function watchTyping(hitSelector: string): void {
  window.__typingFlashes = [];
  let hadHits = false;
  new MutationObserver(() => {
    const field = document.activeElement;
    const query = field instanceof HTMLInputElement ? field.value : '';
    if (query.trim() === '') {
      hadHits = false;
      return;
    }
    const text = document.body.textContent ?? '';
    if (text.includes('No results found for') || text.includes('No results were found')) {
      window.__typingFlashes!.push({query, screen: 'no results'});
    }
    const hits = document.querySelectorAll(hitSelector).length;
    if (hits > 0) {
      hadHits = true;
    } else if (hadHits) {
      window.__typingFlashes!.push({query, screen: 'hits gone'});
      hadHits = false;
    }
  }).observe(document.body, {childList: true, subtree: true, characterData: true});
}

/** Where the hits are, for the observer in the page (the test itself finds them by role). */
export const hitSelectors = {modal: '.DocSearch-Modal [role="option"]', searchPage: 'main article'};

/** Types the query into the focused field at a reader's pace and waits for its hits. */
export async function typeAndWatch(
  page: Page,
  query: string,
  hits: Locator,
  hitSelector: string,
): Promise<Flash[]> {
  await page.evaluate(watchTyping, hitSelector);
  await page.keyboard.type(query, {delay: keyDelayMs});
  await expect(hits.first()).toBeVisible();
  return page.evaluate(() => window.__typingFlashes ?? []);
}

/** Empties the focused field, as a reader starting a new query does. */
export async function clearField(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}
