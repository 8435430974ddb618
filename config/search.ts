import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchThemeOptions} from '../src/plugins/search/server';

type AlgoliaOptions = NonNullable<UserThemeConfig['algolia']>;

/** The search of a build: the engine for the search theme, and the `themeConfig.algolia` options. */
export type SiteSearch = {readonly theme: SearchThemeOptions; readonly algolia: AlgoliaOptions};

const indexNameDefault = 'kuberocketci';

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
    indexName: env.ALGOLIA_INDEX_NAME?.trim() || indexNameDefault,
    // Results follow the reader's language and docs version.
    contextualSearch: true,
    searchPagePath: 'search',
    ...(assistantId ? {askAi: assistantId} : {}),
  };
}

/**
 * The search configuration of a build: Algolia when its variables are set, otherwise the
 * embedded index that the build writes next to the pages. `themeConfig.algolia` requires an
 * application id and a key; the embedded engine never sends them anywhere.
 */
export function searchFromEnv(env: NodeJS.ProcessEnv): SiteSearch {
  const algolia = algoliaFromEnv(env);
  if (algolia) {
    return {theme: {engine: 'algolia'}, algolia};
  }
  return {
    theme: {engine: 'embedded'},
    algolia: {
      appId: 'embedded',
      apiKey: 'embedded',
      indexName: indexNameDefault,
      contextualSearch: true,
      searchPagePath: 'search',
    },
  };
}
