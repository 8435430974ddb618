import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaFromEnv} from '../../config/search';

describe('algoliaFromEnv', () => {
  test('stays off without an application id and a search key', () => {
    assert.equal(algoliaFromEnv({}), undefined);
    assert.equal(algoliaFromEnv({ALGOLIA_APP_ID: 'APP'}), undefined);
    assert.equal(algoliaFromEnv({ALGOLIA_API_KEY: 'key', ALGOLIA_APP_ID: '  '}), undefined);
  });

  test('names the index for the product by default, with contextual search', () => {
    assert.deepEqual(algoliaFromEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'}), {
      appId: 'APP',
      apiKey: 'key',
      indexName: 'kuberocketci',
      contextualSearch: true,
      searchPagePath: 'search',
    });
  });

  test('takes the index name and turns on Ask AI when an assistant is set', () => {
    const options = algoliaFromEnv({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'krci-docs',
      ALGOLIA_ASSISTANT_ID: 'assistant-1',
    });
    assert.equal(options?.indexName, 'krci-docs');
    assert.equal(options?.askAi, 'assistant-1');
  });
});
