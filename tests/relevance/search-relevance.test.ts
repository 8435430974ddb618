import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtIndexClient} from '../support/builtIndexClient';
import {contextualFilters} from '../support/searchFilters';
import {relevanceQueries} from '../support/relevanceQueries';
import {latestVersion} from '../../config/releases';

// Runs on the index of the last full build (`npm run build` first).
const client = builtIndexClient();

for (const {query, expect, kind, version = latestVersion.name} of relevanceQueries) {
  test(`${kind}: "${query}" finds ${expect} in the top 3`, async () => {
    const {results} = await client.search({
      requests: [{query, facetFilters: contextualFilters(version), hitsPerPage: 3}],
    });
    const top = results[0]!.hits.map((hit) => new URL(hit.url).pathname);
    assert.ok(top.includes(expect), `top 3: ${top.join(', ')}`);
  });
}
