import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildFixtureSite} from './fixtureSite';

test('with the Algolia variables set, pages carry the DocSearch button for that index', async () => {
  const result = await buildFixtureSite(
    {},
    {ALGOLIA_APP_ID: 'TESTAPP123', ALGOLIA_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'krci-test'},
    ['index.html'],
  );
  assert.equal(result.exitCode, 0, result.output);
  const home = result.builtFile('index.html') ?? '';
  assert.match(home, /DocSearch-Button/);
  assert.match(home, /TESTAPP123-dsn\.algolia\.net/);
});
