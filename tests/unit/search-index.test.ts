import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {extractRecords} from '../../src/plugins/search/indexer/extractRecords';
import {buildSearchIndex, cutAtWord} from '../../src/plugins/search/indexer/buildSearchIndex';
import {fieldBit, termFileSize} from '../../src/plugins/search/client/indexSchema';
import {docPage, installPage} from './fixtures/searchPages';

describe('extractRecords', () => {
  const page = extractRecords(installPage, '/docs/quick-start/install', 'KubeRocketCI')!;

  test('reads the language and the docusaurus tag from the meta tags', () => {
    assert.equal(page.language, 'en');
    assert.equal(page.tag, 'docs-default-3.12');
  });

  test('makes one record per section, with the heading path and anchor', () => {
    assert.deepEqual(
      page.records.map(({type, url, lvl2, lvl3}) => ({type, url, lvl2, lvl3})),
      [
        {type: 'lvl1', url: '/docs/quick-start/install', lvl2: undefined, lvl3: undefined},
        {
          type: 'lvl2',
          url: '/docs/quick-start/install#install-tekton',
          lvl2: 'Install Tekton',
          lvl3: undefined,
        },
        {
          type: 'lvl3',
          url: '/docs/quick-start/install#verify-tekton',
          lvl2: 'Install Tekton',
          lvl3: 'Verify Tekton',
        },
        {
          type: 'lvl2',
          url: '/docs/quick-start/install#install-the-chart',
          lvl2: 'Install the chart',
          lvl3: undefined,
        },
      ],
    );
    assert.ok(page.records.every((record) => record.lvl1 === 'Install KubeRocketCI'));
  });

  test('groups a docs page under its innermost sidebar category', () => {
    assert.ok(page.records.every((record) => record.lvl0 === 'Quick Start'));
  });

  test('keeps prose and code apart, and leaves out hash links and admonition labels', () => {
    const [intro, tekton, verify] = page.records;
    assert.equal(
      intro!.content,
      'Install the platform with the edp-install Helm chart. Pin the chart version.',
    );
    assert.equal(tekton!.content, 'Tekton Pipelines run every review and build pipeline.');
    assert.equal(tekton!.code, 'kubectl apply -f release.yaml');
    assert.equal(verify!.content, 'Pods run Webhooks answer');
  });

  test('skips listing pages and pages that ask not to be indexed', () => {
    assert.equal(
      extractRecords(
        docPage({tag: 'blog_tags_posts', title: 'Tag', body: '<p>x</p>'}),
        '/blog/tags/x',
        'K',
      ),
      undefined,
    );
    const noindex = installPage.replace(
      '<title>',
      '<meta property=robots content="noindex, follow"><title>',
    );
    assert.equal(extractRecords(noindex, '/search', 'K'), undefined);
  });

  test('groups blog posts under Blog and other pages under the site title', () => {
    const post = extractRecords(
      docPage({tag: 'default', title: 'A post', body: '<p>Text</p>'}),
      '/blog/a-post',
      'KubeRocketCI',
    )!;
    assert.equal(post.records[0]!.lvl0, 'Blog');
    const pricing = extractRecords(
      docPage({tag: 'default', title: 'Pricing', body: '<p>Plans</p>'}),
      '/pricing',
      'KubeRocketCI',
    )!;
    assert.equal(pricing.records[0]!.lvl0, 'KubeRocketCI');
  });
});

describe('buildSearchIndex', () => {
  const faq = extractRecords(
    docPage({tag: 'docs-faq-current', title: 'FAQ', body: '<p>Answers on Tekton</p>'}),
    '/faq',
    'K',
  )!;
  const install = extractRecords(installPage, '/docs/install', 'K')!;

  test('writes one index per docusaurus tag, records numbered in page order', () => {
    const second = extractRecords(installPage, '/docs/install-again', 'K')!;
    const indexes = buildSearchIndex([install, faq, second]);
    assert.deepEqual(
      indexes.map(({manifest}) => manifest.tag),
      ['docs-default-3.12', 'docs-faq-current'],
    );
    const docs = indexes[0]!;
    assert.equal(docs.records.length, install.records.length * 2);
    assert.equal(docs.records[0]!.url, '/docs/install');
    assert.equal(docs.records[install.records.length]!.url, '/docs/install-again');
    assert.equal(docs.records[1]!.url, install.records[1]!.url);
    assert.equal(docs.manifest.recordSections.length, docs.records.length);
  });

  test('buckets each word by its first two characters, with a score and field bits per record', () => {
    const [docs] = buildSearchIndex([install]);
    const postings = docs!.termFiles[docs!.manifest.termFiles['te']!]!['te']!['tekton']!;
    assert.equal(postings.length % 3, 0);
    const ids = postings.filter((_, index) => index % 3 === 0);
    assert.ok(ids.every((delta) => delta >= 0));
    assert.ok(postings.filter((_, index) => index % 3 === 1).every((score) => score > 0));
    // "Verify Tekton" is a heading of the page: one of the postings is in the heading field.
    assert.ok(
      postings.some((bits, index) => index % 3 === 2 && (bits & fieldBit('heading')) !== 0),
    );
  });

  test('packs small buckets into shared files, in key order, each named in the manifest', () => {
    const [docs] = buildSearchIndex([install]);
    const {termFiles} = docs!.manifest;
    const keys = Object.keys(termFiles).sort();
    assert.ok(keys.length > docs!.termFiles.length, 'fewer files than buckets');
    for (const key of keys) {
      assert.ok(key in docs!.termFiles[termFiles[key]!]!, key);
    }
    // Files follow the key order, so each file's keys are a run of neighbours.
    assert.deepEqual(
      keys.map((key) => termFiles[key]),
      [...keys.map((key) => termFiles[key]!)].sort((a, b) => a - b),
    );
    for (const file of docs!.termFiles) {
      const buckets = Object.values(file);
      assert.ok(buckets.length === 1 || JSON.stringify(file).length <= termFileSize * 1.1);
    }
  });

  test('cuts excerpts on a word boundary', () => {
    assert.equal(cutAtWord('short text', 50), 'short text');
    assert.equal(cutAtWord('one two three four five', 12), 'one two');
  });
});
