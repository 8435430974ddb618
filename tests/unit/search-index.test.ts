import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {extractRecords} from '../../src/plugins/search/server/extractRecords';
import {
  buildSearchIndex,
  commonRouteBase,
  cutAtWord,
} from '../../src/plugins/search/server/buildSearchIndex';
import {
  fieldBit,
  recordFileNumbers,
  letterBucketPostings,
  letterHitsCount,
  stopWordKey,
  termFileSize,
  type StoredRecord,
  type TagManifest,
} from '../../src/plugins/search/shared/indexSchema';
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
    const {tags, recordFiles} = buildSearchIndex([install, faq, second]);
    assert.deepEqual(
      tags.map(({manifest}) => manifest.tag),
      ['docs-default-3.12', 'docs-faq-current'],
    );
    const docs = tags[0]!.manifest;
    const recordOf = (manifest: TagManifest, id: number) =>
      JSON.parse(recordFiles[recordFileNumbers(manifest)[id]!]!) as StoredRecord;
    assert.equal(docs.routeBase, '/docs');
    assert.equal(docs.recordFiles.length, install.records.length * 2);
    assert.equal(docs.recordSections.length, docs.recordFiles.length);
    assert.equal(recordOf(docs, 0).url, '/install');
    assert.equal(recordOf(docs, 1).url, '/install#install-tekton');
    assert.equal(recordOf(docs, install.records.length).url, '/install-again');
    const faqManifest = tags[1]!.manifest;
    assert.equal(faqManifest.routeBase, '/faq');
    assert.equal(recordOf(faqManifest, 0).url, '');
    assert.equal(recordFiles.length, install.records.length * 2 + faq.records.length);
  });

  test("a section two docs versions have alike is one record file, under each version's route", () => {
    const version = (tag: string, routeBase: string) =>
      ['install', 'upgrade'].map((name) =>
        extractRecords(
          installPage.replace('docs-default-3.12', tag),
          `${routeBase}/quick-start/${name}`,
          'K',
        )!,
      );
    const latest = version('docs-default-3.12', '/docs');
    const older = version('docs-default-3.11', '/docs/3.11');
    const {tags, recordFiles} = buildSearchIndex([...latest, ...older]);
    const [olderIndex, latestIndex] = tags.map(({manifest}) => manifest);
    assert.equal(olderIndex!.routeBase, '/docs/3.11/quick-start');
    assert.equal(latestIndex!.routeBase, '/docs/quick-start');
    assert.deepEqual(recordFileNumbers(olderIndex!), recordFileNumbers(latestIndex!));
    assert.equal(recordFiles.length, latest[0]!.records.length * 2);
  });

  test('the route base of pages is the path they all are under, by whole segments', () => {
    assert.equal(commonRouteBase(['/docs/3.11/a', '/docs/3.11/b/c#x', '/docs/3.11']), '/docs/3.11');
    assert.equal(commonRouteBase(['/docs/install', '/docs/installer']), '/docs');
    assert.equal(commonRouteBase(['/', '/pricing', '/blog/first-post']), '');
    assert.equal(commonRouteBase(['/faq/why#answer']), '/faq/why');
  });

  test('buckets each word by its first two characters, with a score and field bits per record', () => {
    const [docs] = buildSearchIndex([install]).tags;
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
    const [docs] = buildSearchIndex([install]).tags;
    const {termFiles} = docs!.manifest;
    // The words' buckets (a word being typed has files of its own, tested below).
    const keys = Object.keys(termFiles)
      .filter((key) => Array.from(key).length === 2)
      .sort();
    const wordFiles = new Set(keys.map((key) => termFiles[key]));
    assert.ok(keys.length > wordFiles.size, 'fewer files than buckets');
    for (const key of keys) {
      assert.ok(key in docs!.termFiles[termFiles[key]!]!, key);
    }
    // Files follow the key order, so each file's keys are a run of neighbours.
    assert.deepEqual(
      keys.map((key) => termFiles[key]),
      [...keys.map((key) => termFiles[key]!)].sort((a, b) => a - b),
    );
    for (const file of [...wordFiles].map((number) => docs!.termFiles[number!]!)) {
      const buckets = Object.values(file);
      assert.ok(buckets.length === 1 || JSON.stringify(file).length <= termFileSize * 1.1);
    }
  });

  test('writes for each first letter the likeliest completions, and the stop words it starts', () => {
    const [docs] = buildSearchIndex([install]).tags;
    const {termFiles} = docs!.manifest;
    const file = docs!.termFiles[termFiles['t']!]!;
    const letter = file['t']!;
    assert.ok('tekton' in letter, 'the letter holds its commonest word');
    assert.ok(Object.keys(letter).every((term) => term.startsWith('t')));
    const postings = Object.values(letter).reduce((sum, list) => sum + list.length / 3, 0);
    assert.ok(postings <= letterBucketPostings);
    // Stop words are not indexed as words, but a word being typed reads their best postings,
    // from the file its first letter's key fetched.
    for (const [key, file] of Object.entries(termFiles)) {
      assert.ok(key === stopWordKey('the') || !('the' in docs!.termFiles[file]![key]!), key);
    }
    assert.equal(termFiles[stopWordKey('the')], termFiles['t']);
    assert.ok(file[stopWordKey('the')]!['the']!.length > 0);
  });

  test("writes for each first letter the stored records of the letter's best records", () => {
    const {tags, recordFiles} = buildSearchIndex([install]);
    const {manifest, letterHits} = tags[0]!;
    const hits = letterHits.get(manifest.termFiles['t']!)!;
    const files = Object.keys(hits).map(Number);
    assert.ok(files.length > 0 && files.length <= letterHitsCount);
    for (const file of files) {
      assert.deepEqual(hits[file], JSON.parse(recordFiles[file]!));
    }
    // Every record the letter's bucket holds, up to letterHitsCount (the fixture has fewer).
    const records = new Set(
      Object.values(tags[0]!.termFiles[manifest.termFiles['t']!]!['t']!).flatMap((postings) => {
        let id = 0;
        return postings.filter((_, index) => index % 3 === 0).map((delta) => (id += delta));
      }),
    );
    assert.deepEqual(
      files.sort((a, b) => a - b),
      [...records].map((id) => recordFileNumbers(manifest)[id]!).sort((a, b) => a - b),
    );
  });

  test('cuts excerpts on a word boundary', () => {
    assert.equal(cutAtWord('short text', 50), 'short text');
    assert.equal(cutAtWord('one two three four five', 12), 'one two');
  });
});
