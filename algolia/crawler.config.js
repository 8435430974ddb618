// Configuration of Algolia's hosted crawler for docs.kuberocketci.io. Paste it
// into the crawler's editor (Algolia dashboard > Data sources > Crawler) and
// replace the two credentials; README.md, "Hosted search", has the steps.
//
// It records the same hierarchy the embedded index builds (src/plugins/search/server):
// lvl0 the sidebar category or site section, lvl1 the page title, lvl2 and lvl3
// the headings, content the prose; and the facets contextual search filters on:
// language, docusaurus_tag (one per docs version, the FAQ, and "default").
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_WRITE_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.kuberocketci.io/'],
  // The sitemap lists only the latest docs; the older versions and the FAQ are
  // found by following links from the start URLs.
  sitemaps: ['https://docs.kuberocketci.io/sitemap.xml'],
  discoveryPatterns: ['https://docs.kuberocketci.io/**'],
  exclusionPatterns: [
    'https://docs.kuberocketci.io/search**',
    'https://docs.kuberocketci.io/blog/tags/**',
    'https://docs.kuberocketci.io/blog/authors/**',
    'https://docs.kuberocketci.io/blog/archive',
    'https://docs.kuberocketci.io/blog/page/**',
  ],
  ignoreCanonicalTo: true,
  ignoreQueryParams: ['q', 'version'],
  actions: [
    {
      indexName: 'kuberocketci',
      pathsToMatch: ['https://docs.kuberocketci.io/**'],
      recordExtractor: ({$, helpers}) => {
        // Chrome that is not content: hash links, admonition labels, copy buttons.
        $('.hash-link, [class*="admonitionHeading"], button').remove();
        const category = $('.breadcrumbs__item:not(.breadcrumbs__item--active)')
          .last()
          .text()
          .trim();
        const isBlogPost = /\/blog\/[^/]+$/.test(
          new URL($('link[rel="canonical"]').attr('href') || 'https://x/').pathname,
        );
        return helpers.docsearch({
          recordProps: {
            lvl0: {
              selectors: '',
              defaultValue:
                category ||
                (isBlogPost
                  ? 'Blog'
                  : $('.navbar__link--active').first().text().trim() || 'KubeRocketCI'),
            },
            lvl1: ['header h1', 'article h1', 'main h1'],
            lvl2: ['article h2', 'main h2'],
            lvl3: ['article h3', 'main h3'],
            lvl4: ['article h4'],
            content: ['article p, article li, article td:last-child', 'main p, main li'],
            language: {
              selectors: 'meta[name="docsearch:language"]',
              defaultValue: 'en',
              transform: (value) => value,
            },
            docusaurus_tag: {
              selectors: 'meta[name="docsearch:docusaurus_tag"]',
              defaultValue: 'default',
            },
            version: {
              selectors: 'meta[name="docsearch:version"]',
              defaultValue: 'current',
            },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    kuberocketci: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
