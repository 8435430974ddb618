/** Search-engine metadata of a docs page, as pure functions of the page's data (unit-tested). */

type VersionDocs = {
  readonly docs: readonly {readonly id: string; readonly path: string}[];
};

/**
 * The path search engines should index for a doc: the same doc in the latest release when it exists
 * there, so that older and unreleased versions do not compete with it; otherwise the page itself.
 */
export function canonicalDocPath(latest: VersionDocs, docId: string, ownPath: string): string {
  const latestPath = latest.docs.find((doc) => doc.id === docId)?.path;
  // Global data keeps a trailing slash on index docs (/docs/user-guide/); the site's URLs have none.
  return latestPath?.replace(/(.)\/$/, '$1') ?? ownPath;
}

export type TechArticleInput = {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly versionLabel: string;
  /** Milliseconds since the epoch, from the page's last Git commit. */
  readonly lastUpdatedAt?: number | null;
  readonly siteName: string;
  readonly siteUrl: string;
  readonly logoUrl: string;
};

/** schema.org TechArticle JSON-LD for a docs page. */
export function techArticle(input: TechArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: 'en',
    version: input.versionLabel,
    ...(input.lastUpdatedAt ? {dateModified: new Date(input.lastUpdatedAt).toISOString()} : {}),
    isPartOf: {'@type': 'WebSite', name: input.siteName, url: input.siteUrl},
    publisher: {
      '@type': 'Organization',
      name: input.siteName,
      url: input.siteUrl,
      logo: {'@type': 'ImageObject', url: input.logoUrl},
    },
  };
}
