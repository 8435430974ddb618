import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {load} from 'cheerio';

// The Algolia crawler configuration must describe the pages this build emits:
// it is run here, as the crawler would run it, on built pages (`npm run build` first).
type RecordProps = Record<string, {selectors: string; defaultValue: string} | string[]>;
type CrawlerConfig = {
  actions: {
    indexName: string;
    recordExtractor: (input: {$: ReturnType<typeof load>; helpers: unknown}) => unknown;
  }[];
  initialIndexSettings: Record<string, {attributesForFaceting: string[]}>;
};

const root = path.resolve(__dirname, '../..');
let config: CrawlerConfig | undefined;
runInNewContext(readFileSync(path.join(root, 'algolia/crawler.config.js'), 'utf8'), {
  Crawler: function Crawler(options: CrawlerConfig) {
    config = options;
  },
  URL,
});

function recordPropsOf(builtFile: string): RecordProps {
  const $ = load(readFileSync(path.join(root, 'build', builtFile), 'utf8'));
  let props: RecordProps = {};
  config!.actions[0]!.recordExtractor({
    $,
    helpers: {
      docsearch: ({recordProps}: {recordProps: RecordProps}) => ((props = recordProps), []),
    },
  });
  return props;
}

test('the crawler fills the product index, faceted for contextual search', () => {
  assert.equal(config?.actions[0]?.indexName, 'kuberocketci');
  const facets = config.initialIndexSettings.kuberocketci!.attributesForFaceting;
  for (const facet of ['language', 'docusaurus_tag']) {
    assert.ok(facets.includes(facet), facet);
  }
});

test('a docs page is grouped under its sidebar category, like the embedded index groups it', () => {
  const props = recordPropsOf('docs/quick-start/integrate-github.html');
  assert.equal((props.lvl0 as {defaultValue: string}).defaultValue, 'Integrate Tools');
});

test('a blog post is grouped under Blog', () => {
  const props = recordPropsOf('blog/advanced-eks-management-oidc-keycloak.html');
  assert.equal((props.lvl0 as {defaultValue: string}).defaultValue, 'Blog');
});
