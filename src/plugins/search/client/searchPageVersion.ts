/**
 * The search page's URL parameter naming the docs version to search, so that
 * the modal's "See all N results" link opens the page on the reader's version.
 */
export const searchPageVersionParam = 'version';
