import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LiteClient} from 'algoliasearch/lite';
import type {
  LocalSearchClient,
  LocalSearchClientOptions,
  SearchParams,
  SearchRequest,
} from './LocalSearchClient';
import {searchThemeName, type SearchGlobalData} from '../shared/searchEngine';
import type {AlgoliaAnswer, withQuerySuggestions} from './algoliaSuggestions';

/** The part of a search client that the modal and the search page use. */
export type SearchClientLike = {
  readonly appId: string;
  addAlgoliaAgent(segment: string, version?: string): void;
  search(request: SearchRequest): Promise<unknown>;
  /** Starts loading what searches with these filters will need (the search has opened). */
  prepare(facetFilters?: SearchParams['facetFilters']): void;
};

/** The name DocSearch and the search page read as "the search service cannot be reached". */
function retryError(what: string, error: unknown): Error {
  return Object.assign(new Error(`${what} could not be loaded: ${String(error)}`), {
    name: 'RetryError',
  });
}

// One embedded client per visit: the modal and the search page share its loaded files.
let sharedLocalClient: Promise<LocalSearchClient> | undefined;

function loadLocalClient(options: LocalSearchClientOptions): Promise<LocalSearchClient> {
  if (!sharedLocalClient) {
    sharedLocalClient = import('./LocalSearchClient').then(
      ({LocalSearchClient}) => new LocalSearchClient(options),
    );
    // A failed load (offline) is forgotten, so the next search tries again.
    sharedLocalClient.catch(() => {
      sharedLocalClient = undefined;
    });
  }
  return sharedLocalClient;
}

/** The embedded index's client, its code loaded with the first search. */
function embeddedSearchClient(options: () => LocalSearchClientOptions): SearchClientLike {
  return {
    appId: 'embedded',
    addAlgoliaAgent() {},
    prepare(facetFilters) {
      loadLocalClient(options())
        .then((client) => client.prepare(facetFilters))
        .catch(() => undefined);
    },
    async search(request) {
      const client = await loadLocalClient(options()).catch((error: unknown) => {
        throw retryError('The search client', error);
      });
      return client.search(request);
    },
  };
}

/** Algolia's lite client, its code loaded with the first search (a failed load is tried again). */
function algoliaSearchClient(appId: string, apiKey: string, agent: string): SearchClientLike {
  const agents: [string, string?][] = [['docusaurus', agent]];
  // The suggestions' code comes with the client's: neither is on a page until its search opens.
  let client:
    | Promise<{
        lite: LiteClient;
        withQuerySuggestions: typeof withQuerySuggestions;
      }>
    | undefined;
  const loadClient = () => {
    if (!client) {
      client = Promise.all([import('algoliasearch/lite'), import('./algoliaSuggestions')]).then(
        ([{liteClient}, suggestions]) => {
          const lite = liteClient(appId, apiKey);
          agents.forEach(([name, version]) => lite.addAlgoliaAgent(name, version));
          return {lite, withQuerySuggestions: suggestions.withQuerySuggestions};
        },
      );
      client.catch(() => {
        client = undefined;
      });
    }
    return client;
  };
  return {
    appId,
    addAlgoliaAgent(name, version) {
      agents.push([name, version]);
    },
    prepare() {
      // Loading the client is all there is to prepare; a failure shows on the first search.
      loadClient().catch(() => undefined);
    },
    async search(request) {
      const {lite, withQuerySuggestions: suggest} = await loadClient().catch((error: unknown) => {
        throw retryError("Algolia's search client", error);
      });
      type Request = Parameters<LiteClient['search']>[0];
      const answer = (await lite.search(request as Request)) as unknown as AlgoliaAnswer;
      // The modal asks in the `{requests}` form; the search page (the legacy array) shows no suggestions.
      if (Array.isArray(request)) {
        return answer;
      }
      const {requests} = request as {requests: readonly Record<string, unknown>[]};
      return suggest(requests, answer, (relaxed) => lite.search({requests: relaxed} as Request));
    },
  };
}

/**
 * The search client of the engine the theme was configured with, in the shape of Algolia's:
 * the embedded index, or Algolia's lite client. Either one's code stays off the network until
 * the search opens.
 */
export function useSearchClient(): {
  readonly engine: SearchGlobalData['engine'];
  readonly searchClient: SearchClientLike;
} {
  const {engine} = usePluginData(searchThemeName) as SearchGlobalData;
  const {
    siteConfig: {baseUrl},
    siteMetadata: {docusaurusVersion},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey},
  } = useAlgoliaThemeConfig();
  const allDocsData = useAllDocsData();
  const searchClient = useMemo(() => {
    if (engine === 'algolia') {
      return algoliaSearchClient(appId, apiKey, docusaurusVersion);
    }
    const docsTags = Object.entries(allDocsData).flatMap(([pluginId, docs]) =>
      docs.versions.map((version) => `docs-${pluginId}-${version.name}`),
    );
    return embeddedSearchClient(() => ({
      baseUrl,
      origin: window.location.origin,
      tags: [DEFAULT_SEARCH_TAG, ...docsTags],
      language: currentLocale,
    }));
  }, [allDocsData, apiKey, appId, baseUrl, currentLocale, docusaurusVersion, engine]);
  return {engine, searchClient};
}
