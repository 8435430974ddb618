import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../support/look';
import {docsVersions} from '../../support/content';
import {openHydrated} from '../../support/hydration';
import {searchBox, searchButton} from '../support/search';

// A reader typing into the search sees hits from the first letters on: no "No results" screen,
// and no empty screen, while the query grows toward one that has results. What the page shows
// is recorded between keys, by an observer in the page, not only once the typing has ended.

/** Queries that have results, typed a key at a time: a word, questions, stop-word starts. */
const typedQueries = ['Tekton', 'how do I install', 'in', 'what is a', 'kubernetes secrets'];

/** A reader's pace: a key every 60 to 150 ms (a fast typist is near the lower end). */
const keyDelayMs = 90;

/** Something the reader saw while typing that a query with results should never show. */
type Flash = {readonly query: string; readonly screen: 'no results' | 'hits gone'};

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
const hitSelectors = {modal: '.DocSearch-Modal [role="option"]', searchPage: 'main article'};

/** Types the query into the focused field at a reader's pace and waits for its hits. */
async function typeAndWatch(
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
async function clearField(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

test.describe('search as you type', () => {
  test('the modal shows hits for every prefix of queries that have results', async ({page}) => {
    await openHydrated(page, '/docs/about-platform');
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    for (const query of typedQueries) {
      const flashes = await typeAndWatch(page, query, page.getByRole('option'), hitSelectors.modal);
      expect(flashes, `typing "${query}" in the modal`).toEqual([]);
      await clearField(page);
    }
  });

  test('the search page shows hits for every prefix of queries that have results', async ({
    page,
  }) => {
    await openHydrated(page, '/search');
    await searchBox(page).click();
    for (const query of typedQueries) {
      const flashes = await typeAndWatch(
        page,
        query,
        page.getByRole('article'),
        hitSelectors.searchPage,
      );
      expect(flashes, `typing "${query}" on the search page`).toEqual([]);
      await clearField(page);
    }
  });

  for (const version of docsVersions) {
    test(`in the ${version.label} docs, a question typed into the modal never shows "No results"`, async ({
      page,
    }) => {
      await openHydrated(page, `${version.routeBase}/about-platform`);
      await searchButton(page).click();
      await expect(searchBox(page)).toBeFocused();
      const flashes = await typeAndWatch(
        page,
        'how do I install',
        page.getByRole('option'),
        hitSelectors.modal,
      );
      expect(flashes).toEqual([]);
    });
  }
});
