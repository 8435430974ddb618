import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LocalSearchClient, LocalSearchClientOptions} from './LocalSearchClient';

/** The part of a search client that the modal and the search page use. */
export type SearchClientLike = Pick<LocalSearchClient, 'appId' | 'addAlgoliaAgent' | 'search'>;

// One client per visit: the modal and the search page share its loaded shards.
let sharedClient: Promise<LocalSearchClient> | undefined;

function loadClient(options: LocalSearchClientOptions): Promise<LocalSearchClient> {
  if (!sharedClient) {
    sharedClient = import('./LocalSearchClient').then(
      ({LocalSearchClient}) => new LocalSearchClient(options),
    );
    // A failed load (offline) is forgotten, so the next search tries again.
    sharedClient.catch(() => {
      sharedClient = undefined;
    });
  }
  return sharedClient;
}

/**
 * The embedded engine's client, in the shape of Algolia's. Its code and the
 * index shards stay off the network until the reader's first search.
 */
export function useLocalSearchClient(): SearchClientLike {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  return useMemo(() => {
    const docsTags = Object.entries(allDocsData).flatMap(([pluginId, docs]) =>
      docs.versions.map((version) => `docs-${pluginId}-${version.name}`),
    );
    const options = (): LocalSearchClientOptions => ({
      baseUrl,
      origin: window.location.origin,
      tags: [DEFAULT_SEARCH_TAG, ...docsTags],
      language: currentLocale,
    });
    return {
      appId: 'embedded',
      addAlgoliaAgent() {},
      async search(request) {
        let client: LocalSearchClient;
        try {
          client = await loadClient(options());
        } catch (error) {
          // The name DocSearch reads as "the search service cannot be reached".
          throw Object.assign(
            new Error(`The search client could not be loaded: ${String(error)}`),
            {
              name: 'RetryError',
            },
          );
        }
        return client.search(request);
      },
    };
  }, [allDocsData, baseUrl, currentLocale]);
}
