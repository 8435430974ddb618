/** Which engine answers the DocSearch modal and the search page. */
export type SearchEngine = 'embedded' | 'algolia';

/** The search theme's plugin name: its global data is read under it. */
export const searchThemeName = 'krci-search';

/** What the theme passes from its options to the browser. */
export type SearchGlobalData = {readonly engine: SearchEngine};
