import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {LocalSearchClient} from '../../src/plugins/search/client/LocalSearchClient';
import {contextualFilters} from './searchFilters';
import {releasedVersionNames} from '../../config/releases';

const buildDir = path.resolve(__dirname, '../../build');

/** The search client over the shards of the last `npm run build`, read from disk. */
export function builtIndexClient(): LocalSearchClient {
  return new LocalSearchClient({
    baseUrl: '/',
    origin: 'https://docs.kuberocketci.io',
    tags: [
      'default',
      'docs-default-current',
      ...releasedVersionNames.map((name) => `docs-default-${name}`),
      'docs-faq-current',
    ],
    language: 'en',
    fetch: (async (url: string) => {
      const body = await readFile(path.join(buildDir, url), 'utf8').catch(() => undefined);
      return new Response(body ?? 'not found', {status: body ? 200 : 404});
    }) as typeof fetch,
  });
}

/**
 * The first `count` distinct pages a query finds, as paths. The modal shows a page's sections
 * together under it, so a reader scans pages; Pagefind, which the bench compares with, ranks
 * pages too. Hits are sections: a page whose three sections rank first is one page, not three.
 */
export async function topPages(
  client: LocalSearchClient,
  query: string,
  version: string,
  count = 3,
): Promise<string[]> {
  const {results} = await client.search({
    requests: [{query, facetFilters: contextualFilters(version), hitsPerPage: 20}],
  });
  const pages = results[0]!.hits.map((hit) => new URL(hit.url).pathname);
  return [...new Set(pages)].slice(0, count);
}
