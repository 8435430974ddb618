import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {LocalSearchClient} from '../../src/plugins/search/client/LocalSearchClient';
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
