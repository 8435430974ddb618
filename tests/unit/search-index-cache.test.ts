import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {extractRecords, readPageSource} from '../../src/plugins/search/server/extractRecords';
import {PageRecordsCache} from '../../src/plugins/search/server/pageCache';
import {docPage, installPage} from './fixtures/searchPages';

/** A built page as Docusaurus writes it: links to the bundle in the head, scripts after <main>. */
function builtPage(content: string, bundleHash: string): string {
  return content
    .replace('</head>', `<link rel=stylesheet href=/assets/css/styles.${bundleHash}.css></head>`)
    .replace(
      '</main>',
      `</main><footer>Copyright</footer><script src=/assets/js/main.${bundleHash}.js></script>`,
    );
}

let folder: string;
before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'search-index-cache-'));
});
after(async () => {
  await rm(folder, {recursive: true, force: true});
});

describe('readPageSource', () => {
  test('reads the search meta and the title from the head', () => {
    const source = readPageSource(installPage, '/docs/install')!;
    assert.equal(source.tag, 'docs-default-3.12');
    assert.equal(source.language, 'en');
    assert.equal(source.headTitle, 'Install KubeRocketCI | KubeRocketCI');
  });

  test('keeps the body up to the end of <main>, so new bundle file names leave it the same', () => {
    const oldBundle = readPageSource(builtPage(installPage, 'aaaa1111'), '/docs/install')!;
    const newBundle = readPageSource(builtPage(installPage, 'bbbb2222'), '/docs/install')!;
    assert.deepEqual(newBundle, oldBundle);
    assert.ok(oldBundle.body.startsWith('<body>'), oldBundle.body.slice(0, 40));
    assert.ok(oldBundle.body.endsWith('</main>'), oldBundle.body.slice(-40));
  });

  test('the records split from the source are those of the whole page', () => {
    const page = builtPage(installPage, 'aaaa1111');
    assert.deepEqual(
      extractRecords(page, '/docs/install', 'K'),
      extractRecords(installPage, '/docs/install', 'K'),
    );
  });
});

describe('PageRecordsCache', () => {
  const cacheFile = () => path.join(folder, 'cache', 'pages.json');
  const install = readPageSource(installPage, '/docs/install')!;
  const faq = readPageSource(
    docPage({tag: 'docs-faq-current', title: 'FAQ', body: '<p>Answers on Tekton</p>'}),
    '/faq',
  )!;

  test('a rebuild takes the records of unchanged pages from the file, and splits changed ones', async () => {
    const first = await PageRecordsCache.open(cacheFile());
    const installRecords = first.split(install, 'K');
    first.split(faq, 'K');
    assert.deepEqual(first.counts, {split: 2, reused: 0});
    await first.save();

    const second = await PageRecordsCache.open(cacheFile());
    assert.deepEqual(second.split(install, 'K'), installRecords);
    const changedFaq = {...faq, body: faq.body.replace('Tekton', 'Argo CD')};
    assert.match(second.split(changedFaq, 'K')!.records[0]!.content, /Argo CD/);
    assert.deepEqual(second.counts, {split: 1, reused: 1});
    await second.save();

    // The file keeps the pages of the last build only: the first FAQ text is gone.
    const third = await PageRecordsCache.open(cacheFile());
    third.split(faq, 'K');
    assert.deepEqual(third.counts, {split: 1, reused: 0});
  });

  test('records split by other splitting code are not reused', async () => {
    const file = path.join(folder, 'versions.json');
    const old = await PageRecordsCache.open(file, 'old splitter');
    old.split(install, 'K');
    await old.save();
    const current = await PageRecordsCache.open(file, 'new splitter');
    current.split(install, 'K');
    assert.deepEqual(current.counts, {split: 1, reused: 0});
  });

  test('an unreadable cache file is an empty cache, not a failed build', async () => {
    const file = path.join(folder, 'broken.json');
    await writeFile(file, '{"splitter": "x", "pag');
    const cache = await PageRecordsCache.open(file);
    assert.deepEqual(cache.split(install, 'K'), extractRecords(installPage, '/docs/install', 'K'));
    assert.deepEqual(cache.counts, {split: 1, reused: 0});
  });
});
