import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaFromEnv, searchFromEnv} from '../../config/search';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {missingResultsUrl} from '../../src/plugins/search/client/missingResultsUrl';
import searchTheme from '../../src/plugins/search/server';

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

describe('searchFromEnv', () => {
  test('uses the embedded index when no Algolia variables are set', () => {
    const {theme, algolia} = searchFromEnv({});
    assert.equal(theme.engine, 'embedded');
    assert.equal(algolia.contextualSearch, true);
    assert.equal(algolia.searchPagePath, 'search');
    assert.equal(algolia.askAi, undefined);
  });

  test('uses Algolia, with Ask AI, when its variables are set', () => {
    const {theme, algolia} = searchFromEnv({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_ASSISTANT_ID: 'a-1',
    });
    assert.equal(theme.engine, 'algolia');
    assert.equal(algolia.appId, 'APP');
    assert.equal(algolia.askAi, 'a-1');
  });
});

describe('missingResultsUrl', () => {
  test('opens a new issue in the docs repository that names the query', () => {
    const url = new URL(missingResultsUrl({query: 'argo rollouts'}));
    assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/KubeRocketCI/docs/issues/new');
    assert.match(url.searchParams.get('title') ?? '', /argo rollouts/);
    assert.match(url.searchParams.get('body') ?? '', /argo rollouts/);
  });
});

describe('the search theme wires its folders', () => {
  const theme = searchTheme({siteDir: path.resolve(__dirname, '..', '..')} as LoadContext, {
    engine: 'embedded',
  });

  test('its theme path holds the components it provides', () => {
    const themePath = theme.getThemePath!();
    for (const component of ['SearchBar/index.tsx', 'SearchPage/index.tsx', 'Root/index.tsx']) {
      assert.ok(existsSync(path.join(themePath, component)), `${themePath}/${component}`);
    }
  });

  test("its client modules and the bundle fixes' loader are files", () => {
    for (const clientModule of theme.getClientModules!()) {
      assert.ok(existsSync(clientModule), clientModule);
    }
    const config = theme.configureWebpack!(
      {experiments: {cache: {type: 'persistent'}}},
      false,
      {} as never,
      {},
    ) as Configuration & {experiments: {cache: {buildDependencies: string[]}}};
    const rules = config.module?.rules ?? [];
    const loaders = rules.flatMap((rule) =>
      rule && typeof rule === 'object' && Array.isArray(rule.use)
        ? rule.use.map((use) => (typeof use === 'object' && use ? String(use.loader) : ''))
        : [],
    );
    assert.equal(loaders.length, 1);
    for (const file of [...loaders, ...config.experiments.cache.buildDependencies]) {
      assert.ok(existsSync(file), file);
    }
  });
});
