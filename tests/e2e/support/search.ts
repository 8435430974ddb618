import type {Page} from '@playwright/test';
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
