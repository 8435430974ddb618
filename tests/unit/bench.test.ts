// cspell:ignore weigth
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {
  markdownTwinsMilliseconds,
  searchIndexMilliseconds,
  securityPolicyMilliseconds,
  searchIndexPagesSplit,
} from '../../bench/buildBench';
import {keyTimings} from '../../bench/modalLatency';
import {selectedParts} from '../../bench/options';
import {passes} from '../../bench/report';
import {resolveStaticFile, serveStatic, type StaticSite} from '../../bench/staticServer';

describe('bench static server', () => {
  let root: string;
  let site: StaticSite;

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bench-static-'));
    await mkdir(path.join(root, 'docs/guide'), {recursive: true});
    await writeFile(path.join(root, 'index.html'), '<h1>home</h1>');
    await writeFile(path.join(root, '404.html'), '<h1>not found</h1>');
    await writeFile(path.join(root, 'docs.html'), '<h1>docs</h1>');
    await writeFile(path.join(root, 'docs/guide/index.html'), '<h1>guide</h1>');
    await writeFile(path.join(root, 'app.js'), 'console.log("app");'.repeat(50));
    site = await serveStatic(root, 0);
  });

  after(async () => {
    await site.close();
    await rm(root, {recursive: true, force: true});
  });

  test('resolves URLs as a static host with trailingSlash false does', async () => {
    assert.equal(await resolveStaticFile(root, '/'), path.join(root, 'index.html'));
    assert.equal(await resolveStaticFile(root, '/docs'), path.join(root, 'docs.html'));
    assert.equal(
      await resolveStaticFile(root, '/docs/guide'),
      path.join(root, 'docs/guide/index.html'),
    );
    assert.equal(
      await resolveStaticFile(root, '/docs/guide/'),
      path.join(root, 'docs/guide/index.html'),
    );
    assert.equal(await resolveStaticFile(root, '/app.js'), path.join(root, 'app.js'));
    assert.equal(await resolveStaticFile(root, '/missing'), undefined);
  });

  test('never serves a file outside the site', async () => {
    assert.equal(await resolveStaticFile(root, '/../../etc/passwd'), undefined);
    assert.equal(await resolveStaticFile(root, '/%2e%2e/%2e%2e/etc/passwd'), undefined);
  });

  test('gzips text when asked and answers an unknown path with 404.html', async () => {
    const script = await fetch(`${site.url}/app.js`, {headers: {'Accept-Encoding': 'gzip'}});
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('content-type'), 'text/javascript; charset=utf-8');
    // fetch decodes the body itself: the header tells that it came compressed.
    assert.equal(script.headers.get('content-encoding'), 'gzip');
    assert.ok(Number(script.headers.get('content-length')) < 'console.log("app");'.length * 50);
    assert.match(await script.text(), /^console\.log/);

    const missing = await fetch(`${site.url}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.equal(await missing.text(), '<h1>not found</h1>');
  });

  test('the gzip body is the file itself', async () => {
    const {request} = await import('node:http');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${site.url}/docs`, {headers: {'Accept-Encoding': 'gzip'}}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    assert.equal(gunzipSync(body).toString(), '<h1>docs</h1>');
  });

  test('refuses to serve a folder that holds no built site', async () => {
    await assert.rejects(serveStatic(path.join(root, 'docs'), 0), /index\.html is missing/);
  });
});

describe('bench parts', () => {
  test('runs every part by default, in order', () => {
    assert.deepEqual(selectedParts([], {}), ['build', 'weight', 'lighthouse', 'search']);
  });

  test('--only wins over BENCH_ONLY, and the order stays the run order', () => {
    assert.deepEqual(selectedParts(['--only=search,weight'], {BENCH_ONLY: 'build'}), [
      'weight',
      'search',
    ]);
    assert.deepEqual(selectedParts([], {BENCH_ONLY: ' lighthouse '}), ['lighthouse']);
  });

  test('rejects an unknown part or argument', () => {
    assert.throws(() => selectedParts(['--only=weigth'], {}), /Unknown bench part\(s\): weigth/);
    assert.throws(() => selectedParts(['--fast'], {}), /Unknown bench argument/);
  });
});

describe('bench budgets', () => {
  test('a ratio budget compares with the stock baseline', () => {
    const figure = {
      name: 'doc JS',
      value: 106,
      unit: 'bytes',
      baseline: 100,
      budget: 1.05,
      budgetOn: 'ratio',
    } as const;
    assert.equal(passes(figure), false);
    assert.equal(passes({...figure, value: 105}), true);
    assert.equal(passes({...figure, baseline: undefined}), false);
  });

  test('an at-least budget passes at the bound and fails below it', () => {
    const score = {
      name: 'performance',
      value: 90,
      unit: 'score',
      budget: 90,
      atLeast: true,
    } as const;
    assert.equal(passes(score), true);
    assert.equal(passes({...score, value: 89}), false);
    assert.equal(passes({...score, budget: undefined}), undefined);
  });
});

describe('search index step', () => {
  test("reads the indexer's time and pages split from the build output, and fails loudly without them", () => {
    const output =
      '[INFO] ...\n[search-index] 6 tags, 802 pages (3 split, 799 from the cache), 8729 records (3550 record files) in build/search-index/ (4312 ms)\n[SUCCESS]';
    assert.equal(searchIndexMilliseconds(output), 4312);
    assert.equal(searchIndexPagesSplit(output), 3);
    for (const read of [searchIndexMilliseconds, searchIndexPagesSplit]) {
      assert.throws(() => read('[SUCCESS] Generated static files'), /search-index/);
    }
  });

  test("reads the Markdown twins step's time from the build output, and fails loudly without it", () => {
    const output =
      '[search-index] 6 tags (4312 ms)\n[markdown-twins] 808 twins (...), llms.txt (245 links) in build/ (812 ms)\n';
    assert.equal(markdownTwinsMilliseconds(output), 812);
    assert.throws(
      () => markdownTwinsMilliseconds('[search-index] 6 tags (4312 ms)'),
      /markdown-twins/,
    );
  });

  test("reads the Content Security Policy step's time from the build output, and fails loudly without it", () => {
    const output =
      '[security-policy] 822 of 822 pages carry the policy, 3 inline scripts allowed by hash; _headers, ... in build/ (1412 ms)\n';
    assert.equal(securityPolicyMilliseconds(output), 1412);
    assert.throws(
      () => securityPolicyMilliseconds('[markdown-twins] 808 twins (812 ms)'),
      /security-policy/,
    );
  });
});

describe('search as you type, key by key', () => {
  test('a key that fetched nothing is answered by the last change before the next key', () => {
    const timings = keyTimings(
      {inputs: [0, 150], queries: ['t', 'te'], changes: [5, 9, 160], noResults: []},
      [],
      600,
    );
    assert.deepEqual(timings.latencies, [9, 10]);
    assert.equal(timings.unchanged, 0);
  });

  test('a key that waited for index files is answered once they, and its records, came', () => {
    // The bucket came at 220 ms, after the next key; the records it asked for at 260 ms.
    const timings = keyTimings(
      {inputs: [0, 150], queries: ['t', 'te'], changes: [2, 225, 270], noResults: []},
      [
        [1, 220],
        [222, 260],
      ],
      700,
    );
    assert.equal(timings.latencies[0], 270);
  });

  test('a key after which nothing changed is counted apart, and no-results screens are counted', () => {
    const timings = keyTimings(
      {inputs: [0, 150], queries: ['x', 'xy'], changes: [4, 155], noResults: [4]},
      [],
      500,
    );
    assert.deepEqual(timings, {latencies: [4, 5], unchanged: 0, noResults: 1, keys: 2});
    const still = keyTimings(
      {inputs: [0, 150], queries: ['a', 'ab'], changes: [4], noResults: []},
      [],
      500,
    );
    assert.equal(still.unchanged, 1);
  });
});
