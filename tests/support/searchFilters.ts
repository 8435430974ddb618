/**
 * The facet filters the search modal sends on a page of the given docs version ("current" for the
 * version in development): the page's language, and the blog and pages, that docs version and the
 * FAQ. The unit tests of the search client, the relevance tests and the search bench search with it.
 */
export function contextualFilters(version: string) {
  return [
    'language:en',
    [
      'docusaurus_tag:default',
      `docusaurus_tag:docs-default-${version}`,
      'docusaurus_tag:docs-faq-current',
    ],
  ];
}
