import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';

type AlgoliaOptions = NonNullable<UserThemeConfig['algolia']>;

/**
 * Hosted search (Algolia DocSearch), switched on at build time by its variables.
 * Without ALGOLIA_APP_ID and ALGOLIA_API_KEY the site loads nothing from Algolia.
 * ALGOLIA_ASSISTANT_ID adds Ask AI on the same index.
 */
export function algoliaFromEnv(env: NodeJS.ProcessEnv): AlgoliaOptions | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  if (!appId || !apiKey) {
    return undefined;
  }
  const assistantId = env.ALGOLIA_ASSISTANT_ID?.trim();
  return {
    appId,
    apiKey,
    indexName: env.ALGOLIA_INDEX_NAME?.trim() || 'kuberocketci',
    // Results follow the reader's language and docs version.
    contextualSearch: true,
    searchPagePath: 'search',
    ...(assistantId ? {askAi: assistantId} : {}),
  };
}
