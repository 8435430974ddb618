/**
 * The search page shows the sections that match a query grouped by page, so
 * that one page with many matching sections does not fill the first screen.
 */

/** One hit as the search page makes it: HTML with the matched words marked. */
export type SearchPageItem = {
  /** The hit's deepest heading: the page title for the text before a page's first heading. */
  readonly title: string;
  /** The headings above it, outermost first (`hierarchy.lvl0`, `lvl1`, ...). */
  readonly breadcrumbs: readonly string[];
  readonly url: string;
  readonly summary: string;
};

/** A matching section of a page, linked to its anchor. */
export type SearchResultSection = {
  readonly url: string;
  /** Its heading and the headings between it and the page title, outermost first. */
  readonly headings: readonly string[];
  readonly summary: string;
};

/** A page with its matching sections, in the order the search ranked them. */
export type SearchResultGroup = {
  /** The page's address without query or anchor: the same for every hit of the page. */
  readonly key: string;
  /** The page's address without the anchor. */
  readonly url: string;
  readonly title: string;
  /** Where the page is in the site: the sidebar category, or the blog. */
  readonly breadcrumbs: readonly string[];
  readonly sections: readonly SearchResultSection[];
};

/**
 * The hierarchy level that holds the page title (its h1) in DocSearch records,
 * in this site's index as in Algolia's crawler template for Docusaurus: lvl0 is
 * the sidebar category, lvl1 the page, lvl2 and deeper the page's headings.
 */
const pageTitleLevel = 1;

const withoutAnchor = (url: string) => url.replace(/#.*$/, '');
const withoutQueryOrAnchor = (url: string) => url.replace(/[?#].*$/, '');

/**
 * Groups the hits by page. Pages keep the order in which their first hit came,
 * and a hit that comes later (with the next page of results) joins its page's
 * group, so the results already shown never move.
 */
export function groupSearchResults(items: readonly SearchPageItem[]): SearchResultGroup[] {
  const groups = new Map<string, SearchResultGroup & {sections: SearchResultSection[]}>();
  for (const {title, breadcrumbs, url, summary} of items) {
    const levels = [...breadcrumbs, title];
    const pageLevel = Math.min(pageTitleLevel, levels.length - 1);
    const pageTitle = levels[pageLevel]!;
    const headings = levels.slice(pageLevel + 1);
    const key = withoutQueryOrAnchor(url);
    // The text before a page's first heading is headed by the page title itself.
    const section = {url, headings: headings.length > 0 ? headings : [pageTitle], summary};
    const group = groups.get(key);
    if (group) {
      group.sections.push(section);
    } else {
      groups.set(key, {
        key,
        url: withoutAnchor(url),
        title: pageTitle,
        breadcrumbs: levels.slice(0, pageLevel),
        sections: [section],
      });
    }
  }
  return [...groups.values()];
}
