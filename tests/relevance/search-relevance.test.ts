import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtIndexClient, topPages} from '../support/builtIndexClient';
import {relevanceQueries} from '../support/relevanceQueries';
import {latestVersion} from '../../config/releases';

// Runs on the index of the last full build (`npm run build` first).
const client = builtIndexClient();

for (const {query, expect, kind, version = latestVersion.name} of relevanceQueries) {
  test(`${kind}: "${query}" finds ${expect} among its first 3 pages`, async () => {
    const top = await topPages(client, query, version);
    assert.ok(top.includes(expect), `first 3 pages: ${top.join(', ')}`);
  });
}
