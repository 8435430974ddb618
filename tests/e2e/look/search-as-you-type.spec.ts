import {test, expect} from '../support/look';
import {docsVersions} from '../../support/content';
import {openHydrated} from '../../support/hydration';
import {clearField, hitSelectors, searchBox, searchButton, typeAndWatch} from '../support/search';

// A reader typing into the search sees hits from the first letters on: no "No results" screen,
// and no empty screen, while the query grows toward one that has results. What the page shows
// is recorded between keys, by an observer in the page, not only once the typing has ended.

// cspell:ignore extrenal (a typo, on purpose)
/**
 * Queries that have results, typed a key at a time: a word, questions, stop-word starts, and a
 * misspelt word (its half-typed keys start no indexed word, yet the whole word has results).
 */
const typedQueries = [
  'Tekton',
  'how do I install',
  'in',
  'what is a',
  'kubernetes secrets',
  'extrenal secrets',
];

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
