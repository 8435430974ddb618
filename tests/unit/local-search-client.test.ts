import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {LocalSearchClient, matchesFilters} from '../../src/plugins/search/client/LocalSearchClient';
import {highlight, snippet} from '../../src/plugins/search/client/highlight';
import {matchQuery} from '../../src/plugins/search/client/matchQuery';
import {
  parseQuery,
  scoreScale,
  stopWordKey,
  type TermBucket,
} from '../../src/plugins/search/shared/indexSchema';
import {extractRecords} from '../../src/plugins/search/server/extractRecords';
import {indexFiles} from './fixtures/indexFiles';
import {docPage, installPage} from './fixtures/searchPages';
import {contextualFilters} from '../support/searchFilters';

/** A site of a few pages in two docs versions, the FAQ and the blog, served from memory. */
function fixtureClient(overrides: {failing?: boolean} = {}) {
  const manyFaqSections = Array.from(
    {length: 25},
    (_, i) => `<h2 id=q${i}>Question ${i} about Tekton</h2><p>Answer ${i} on pipelines.</p>`,
  ).join('');
  const pages = [
    extractRecords(installPage, '/docs/install', 'KubeRocketCI')!,
    extractRecords(
      installPage.replace('docs-default-3.12', 'docs-default-3.11'),
      '/docs/3.11/install',
      'KubeRocketCI',
    )!,
    extractRecords(
      docPage({tag: 'docs-faq-current', title: 'Pipelines FAQ', body: manyFaqSections}),
      '/faq/pipelines',
      'KubeRocketCI',
    )!,
    extractRecords(
      docPage({
        tag: 'default',
        title: 'Script &lt;b&gt;tags&lt;/b&gt; in posts',
        body: '<p>A post on &lt;script&gt; handling in Keycloak themes.</p>',
      }),
      '/blog/keycloak-themes',
      'KubeRocketCI',
    )!,
  ];
  const files = indexFiles(pages);
  const fetched: string[] = [];
  const client = new LocalSearchClient({
    baseUrl: '/',
    origin: 'https://docs.example.test',
    tags: [
      'default',
      'docs-default-3.12',
      'docs-default-3.11',
      'docs-default-current',
      'docs-faq-current',
    ],
    language: 'en',
    fetch: ((url: string) => {
      fetched.push(url);
      if (overrides.failing) {
        // Like fetch on a network failure: a rejected promise, not a throw.
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      const body = files.get(url);
      return Promise.resolve(new Response(body ?? 'not found', {status: body ? 200 : 404}));
    }) as typeof fetch,
  });
  return {client, fetched};
}

describe('LocalSearchClient', () => {
  test('answers the modal form and the legacy array form alike', async () => {
    const {client} = fixtureClient();
    const modern = await client.search({
      requests: [{indexName: 'k', query: 'helm', facetFilters: contextualFilters('3.12')}],
    });
    const legacy = await client.search([
      {indexName: 'k', params: {query: 'helm', facetFilters: contextualFilters('3.12')}},
    ]);
    assert.equal(modern.results[0]!.nbHits, legacy.results[0]!.nbHits);
    assert.ok(modern.results[0]!.nbHits > 0);
  });

  test('fetches only the files the query needs, once each', async () => {
    const {client, fetched} = fixtureClient();
    await client.search({
      requests: [{query: 'tekton', facetFilters: contextualFilters('3.11'), hitsPerPage: 1}],
    });
    await client.search({
      requests: [{query: 'tekton', facetFilters: contextualFilters('3.11'), hitsPerPage: 1}],
    });
    // The manifests of the filtered indexes, the file holding the "te" words of those that
    // have any, and the one record shown.
    assert.deepEqual(fetched.sort(), [
      '/search-index/default/index.json',
      '/search-index/docs-default-3.11/index.json',
      '/search-index/docs-default-3.11/terms/0.json',
      '/search-index/docs-faq-current/index.json',
      '/search-index/docs-faq-current/terms/0.json',
      '/search-index/records/3.json',
    ]);
  });

  test('a search fetches the records of the hits it answers with, and nothing after its answer', async () => {
    const {client, fetched} = fixtureClient();
    const {results} = await client.search({
      requests: [{query: 'te', facetFilters: contextualFilters('3.11'), hitsPerPage: 3}],
    });
    assert.ok(results[0]!.nbHits > 3, 'two letters find the words they start');
    const recordFiles = () => fetched.filter((url) => url.includes('/records/'));
    assert.equal(recordFiles().length, results[0]!.hits.length);
    // No look-ahead for the next key: why, in src/plugins/search/README.md, "Search as you type".
    const answered = fetched.length;
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(fetched.length, answered);
  });

  test("a query's first letter fetches its likely hits' records in one file per index", async () => {
    const {client, fetched} = fixtureClient();
    const {results} = await client.search({
      requests: [{query: 't', facetFilters: contextualFilters('3.11'), hitsPerPage: 5}],
    });
    assert.ok(results[0]!.hits.length > 0);
    assert.ok(fetched.some((url) => url.includes('/letter-hits/')));
    assert.deepEqual(
      fetched.filter((url) => url.includes('/records/')),
      [],
      'every hit was among the letter hits',
    );
    await client.search({
      requests: [{query: 'te', facetFilters: contextualFilters('3.11'), hitsPerPage: 5}],
    });
    assert.equal(fetched.filter((url) => url.includes('/letter-hits/')).length, 3, 'once');
  });

  test('prepares for a search by fetching the manifests the filters name, and nothing else', async () => {
    const {client, fetched} = fixtureClient();
    client.prepare(contextualFilters('3.11'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(fetched.sort(), [
      '/search-index/default/index.json',
      '/search-index/docs-default-3.11/index.json',
      '/search-index/docs-faq-current/index.json',
    ]);
  });

  test("contextual filters keep results inside the reader's docs version", async () => {
    const {client} = fixtureClient();
    const {results} = await client.search({
      requests: [{query: 'install chart', facetFilters: contextualFilters('3.11')}],
    });
    const docsUrls = results[0]!.hits
      .map((hit) => new URL(hit.url).pathname)
      .filter((path) => path.startsWith('/docs'));
    assert.ok(docsUrls.length > 0);
    assert.ok(
      docsUrls.every((path) => path.startsWith('/docs/3.11/')),
      docsUrls.join(),
    );
  });

  test("a section two versions have alike is fetched once, and shown under each version's path", async () => {
    const {client, fetched} = fixtureClient();
    const docsHits = async (version: string) => {
      const {results} = await client.search({
        requests: [{query: 'verify tekton', facetFilters: contextualFilters(version)}],
      });
      return results[0]!.hits
        .map((hit) => new URL(hit.url))
        .filter(({pathname}) => pathname.startsWith('/docs'))
        .map(({pathname, hash}) => pathname + hash);
    };
    const recordFiles = () => fetched.filter((url) => url.includes('/records/')).length;
    assert.equal((await docsHits('3.11'))[0], '/docs/3.11/install#verify-tekton');
    const fetchedFor311 = recordFiles();
    assert.equal((await docsHits('3.12'))[0], '/docs/install#verify-tekton');
    assert.equal(recordFiles(), fetchedFor311, 'the 3.12 hits are the records 3.11 fetched');
  });

  test('a version without an index in this build adds nothing and is no error', async () => {
    const {client} = fixtureClient();
    const {results} = await client.search({
      requests: [{query: 'tekton', facetFilters: contextualFilters('current')}],
    });
    assert.ok(results[0]!.hits.every((hit) => hit.docusaurus_tag !== 'docs-default-current'));
  });

  test('pages through the hits with nbHits, nbPages and hitsPerPage', async () => {
    const {client} = fixtureClient();
    const first = (
      await client.search({
        requests: [{query: 'tekton', facetFilters: contextualFilters('3.12'), hitsPerPage: 10}],
      })
    ).results[0]!;
    const third = (
      await client.search({
        requests: [
          {query: 'tekton', facetFilters: contextualFilters('3.12'), hitsPerPage: 10, page: 2},
        ],
      })
    ).results[0]!;
    assert.ok(first.nbHits > 20);
    assert.equal(first.nbPages, Math.ceil(first.nbHits / 10));
    assert.equal(first.hits.length, 10);
    assert.equal(third.hits.length, first.nbHits - 20);
    const ids = new Set([...first.hits, ...third.hits].map((hit) => hit.objectID));
    assert.equal(ids.size, first.hits.length + third.hits.length);
    // The pages, one after another, are the order of one long page.
    const [second, all] = (
      await client.search({
        requests: [
          {query: 'tekton', facetFilters: contextualFilters('3.12'), hitsPerPage: 10, page: 1},
          {query: 'tekton', facetFilters: contextualFilters('3.12'), hitsPerPage: 30},
        ],
      })
    ).results;
    assert.deepEqual(
      [...first.hits, ...second!.hits, ...third.hits].map((hit) => hit.objectID),
      all!.hits.map((hit) => hit.objectID),
    );
  });

  test('ranks a heading match above a body match, and a title above both', async () => {
    const {client} = fixtureClient();
    const [hit] = (
      await client.search({
        requests: [{query: 'install kuberocketci', facetFilters: contextualFilters('3.12')}],
      })
    ).results[0]!.hits;
    assert.equal(hit!.url, 'https://docs.example.test/docs/install');
    assert.equal(hit!.type, 'lvl1');
    const [chart] = (
      await client.search({requests: [{query: 'chart', facetFilters: contextualFilters('3.12')}]})
    ).results[0]!.hits;
    assert.equal(chart!.hierarchy.lvl2, 'Install the chart');
  });

  test('records with every word come first, then records with some of the words', async () => {
    const {client} = fixtureClient();
    const {hits} = (
      await client.search({
        requests: [{query: 'tekton webhooks', facetFilters: contextualFilters('3.12')}],
      })
    ).results[0]!;
    // Only "Verify Tekton" has both words; the FAQ's questions about Tekton follow it.
    assert.equal(hits[0]!.url, 'https://docs.example.test/docs/install#verify-tekton');
    assert.ok(hits.slice(1).some((hit) => hit.url.startsWith('https://docs.example.test/faq/')));
    assert.equal(new Set(hits.map((hit) => hit.objectID)).size, hits.length, 'a record shows once');
  });

  test('finds words by prefix and despite a typo', async () => {
    const {client} = fixtureClient();
    // cspell:ignore webho pipleines (a prefix and a typo, on purpose)
    for (const query of ['webho', 'pipleines']) {
      const {nbHits} = (
        await client.search({requests: [{query, facetFilters: contextualFilters('3.12')}]})
      ).results[0]!;
      assert.ok(nbHits > 0, query);
    }
  });

  test('hits carry absolute URLs, the hierarchy and escaped highlights', async () => {
    const {client} = fixtureClient();
    const [hit] = (
      await client.search({requests: [{query: 'script', facetFilters: contextualFilters('3.12')}]})
    ).results[0]!.hits;
    assert.equal(hit!.url, 'https://docs.example.test/blog/keycloak-themes');
    assert.equal(hit!.hierarchy.lvl0, 'Blog');
    assert.equal(
      hit!._highlightResult.hierarchy.lvl1!.value,
      '<mark>Script</mark> &lt;b&gt;tags&lt;/b&gt; in posts',
    );
    assert.match(hit!._snippetResult.content!.value, /&lt;<mark>script<\/mark>&gt;/);
  });

  test('an unreachable index fails with the error DocSearch shows as a network problem', async () => {
    const {client} = fixtureClient({failing: true});
    await assert.rejects(
      client.search({requests: [{query: 'tekton', facetFilters: contextualFilters('3.12')}]}),
      {name: 'RetryError'},
    );
  });

  test('a query that finds nothing suggests queries that find something', async () => {
    const {client} = fixtureClient();
    // cspell:ignore tekn (too short a word for the typo tolerance, on purpose)
    const [result] = (
      await client.search({requests: [{query: 'tekn', facetFilters: contextualFilters('3.12')}]})
    ).results;
    assert.equal(result!.nbHits, 0);
    const suggestions = result!.querySuggestions ?? [];
    assert.equal(suggestions[0], 'tekton');
    assert.equal(suggestions.length, 3);
    for (const suggestion of suggestions) {
      const {nbHits} = (
        await client.search({
          requests: [{query: suggestion, facetFilters: contextualFilters('3.12')}],
        })
      ).results[0]!;
      assert.ok(nbHits > 0, suggestion);
    }
  });

  test('an empty query fetches nothing and finds nothing', async () => {
    const {client, fetched} = fixtureClient();
    const {results} = await client.search({
      requests: [{query: '  ', facetFilters: contextualFilters('3.12')}],
    });
    assert.equal(results[0]!.nbHits, 0);
    assert.deepEqual(fetched, []);
  });
});

describe('parseQuery', () => {
  test('the last word, with no space after it, is being typed: kept whatever its length', () => {
    assert.deepEqual(parseQuery('Tekton'), {words: ['tekton'], lastIsTyped: true});
    assert.deepEqual(parseQuery('tekton p'), {words: ['tekton', 'p'], lastIsTyped: true});
    assert.deepEqual(parseQuery('install tekton '), {
      words: ['install', 'tekton'],
      lastIsTyped: false,
    });
  });

  test('a stop word being typed is kept; stop words before it are left out', () => {
    assert.deepEqual(parseQuery('how do I in'), {words: ['in'], lastIsTyped: true});
    assert.deepEqual(parseQuery('how'), {words: ['how'], lastIsTyped: true});
    assert.deepEqual(parseQuery('install in '), {words: ['install'], lastIsTyped: false});
  });

  test('a query of stop words only is answered: its last word is taken as a prefix', () => {
    assert.deepEqual(parseQuery('what is a'), {words: ['a'], lastIsTyped: true});
    assert.deepEqual(parseQuery('how do I '), {words: ['i'], lastIsTyped: true});
    assert.deepEqual(parseQuery('  '), {words: [], lastIsTyped: false});
  });
});

// cspell:ignore instlal extr extn extren extrena extrenal (words with a typo, on purpose)
describe('matchQuery, as the reader types', () => {
  /** A bucket of postings (record id, score, field bits), ids as given. */
  const bucket = (words: Record<string, [number, number][]>): TermBucket =>
    Object.fromEntries(
      Object.entries(words).map(([word, records]) => {
        let previous = 0;
        return [
          word,
          records.flatMap(([id, score]) => {
            const posting = [id - previous, score * scoreScale, 1];
            previous = id;
            return posting;
          }),
        ];
      }),
    );
  // "tekton" is in many records, "teardown" in one, with a better score there.
  const te = bucket({
    tekton: Array.from({length: 16}, (_, id): [number, number] => [id, 4]),
    teardown: [[20, 6]],
  });
  const ranked = (words: string[], lastIsTyped: boolean, buckets: Record<string, TermBucket>) =>
    matchQuery(words, (key) => buckets[key], {lastIsTyped})
      .sort((a, b) => b.score - a.score)
      .map((match) => match.id);

  test('a half-typed word matches the words it starts, the likeliest completion first', () => {
    const order = ranked(['te'], true, {te});
    assert.equal(order.length, 17);
    assert.ok(order.indexOf(0) < order.indexOf(20), 'tekton outranks the rarer teardown');
    // The same word, finished with a space, is a whole word of two letters: it matches itself only.
    assert.deepEqual(ranked(['te'], false, {te}), []);
  });

  test("a one-letter word reads its letter's bucket, weighted when it was built", () => {
    const t = bucket({tekton: [[3, 2]], terraform: [[5, 1]]});
    assert.deepEqual(ranked(['t'], true, {t}), [3, 5]);
  });

  test('a half-typed word with a typo matches the words whose start is a typo away', () => {
    const ex = bucket({
      external: [
        [1, 3],
        [2, 3],
      ],
      exhibit: [[3, 5]],
      extra: [[4, 2]],
    });
    // "extren" is on its way to "extrenal", a typo of "external": a swapped pair is one typo.
    assert.deepEqual(ranked(['extren'], true, {ex}), [1, 2]);
    assert.deepEqual(ranked(['secrets', 'extrena'], true, {ex}), [1, 2]);
    // Only a word that matches nothing else reads them: "extr" starts "extra", and keeps to it.
    assert.deepEqual(ranked(['extr'], true, {ex}), [4]);
    // Four letters allow no typo, as in a whole word; a finished word keeps the whole-word rules.
    assert.deepEqual(ranked(['extn'], true, {ex}), []);
    assert.deepEqual(ranked(['extren'], false, {ex}), []);
  });

  test('a stop word being typed matches its own best postings and the words it starts', () => {
    const buckets = {
      in: bucket({install: [[1, 5]], ingress: [[2, 3]]}),
      [stopWordKey('in')]: bucket({in: [[7, 1]]}),
      [stopWordKey('into')]: bucket({into: [[8, 1]]}),
    };
    assert.deepEqual(ranked(['in'], true, buckets), [1, 2, 7, 8]);
    // A stop word the reader has finished is not searched at all (parseQuery leaves it out).
  });
});

describe('search as you type', () => {
  test('every prefix of a query that finds something finds something', async () => {
    const {client} = fixtureClient();
    for (const query of ['Tekton', 'install the chart', 'in the', 'instlal']) {
      for (let length = 1; length <= query.length; length += 1) {
        const typed = query.slice(0, length);
        const {nbHits} = (
          await client.search({
            requests: [{query: typed, facetFilters: contextualFilters('3.12')}],
          })
        ).results[0]!;
        assert.ok(nbHits > 0, JSON.stringify(typed));
      }
    }
  });

  test('a stop word being typed finds the records with it in their headings', async () => {
    const {client} = fixtureClient();
    const {hits} = (
      await client.search({requests: [{query: 'the', facetFilters: contextualFilters('3.12')}]})
    ).results[0]!;
    assert.equal(hits[0]!.hierarchy.lvl2, 'Install the chart');
  });
});

describe('matchesFilters', () => {
  test('outer entries are AND, inner lists are OR, a leading minus negates', () => {
    assert.equal(
      matchesFilters(['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']], 'b', 'en'),
      true,
    );
    assert.equal(
      matchesFilters(['language:de', ['docusaurus_tag:a', 'docusaurus_tag:b']], 'b', 'en'),
      false,
    );
    assert.equal(matchesFilters(['-docusaurus_tag:b'], 'b', 'en'), false);
    assert.equal(matchesFilters([], 'b', 'en'), true);
  });
});

describe('highlight and snippet', () => {
  const tags = {preTag: '<mark>', postTag: '</mark>', ellipsis: '…'};

  test('highlight escapes the text and marks whole matched words', () => {
    const value = highlight('Use <kbd>Tekton</kbd> & Argo', new Set(['tekton']), tags, 1);
    assert.equal(value.value, 'Use &lt;kbd&gt;<mark>Tekton</mark>&lt;/kbd&gt; &amp; Argo');
    assert.equal(value.matchLevel, 'full');
  });

  test('highlight reports each matched word once and how much of the query matched', () => {
    const value = highlight('Tekton runs tekton tasks', new Set(['tekton', 'tasks']), tags, 3);
    assert.equal(value.value, '<mark>Tekton</mark> runs <mark>tekton</mark> <mark>tasks</mark>');
    assert.deepEqual(value.matchedWords, ['tekton', 'tasks']);
    assert.equal(value.matchLevel, 'partial');
    assert.equal(highlight('Argo CD', new Set(['tekton']), tags, 1).matchLevel, 'none');
  });

  test('a word that names an object property is text like any other', () => {
    const value = highlight('the constructor & toString', new Set(['tostring']), tags, 1);
    assert.equal(value.value, 'the constructor &amp; <mark>toString</mark>');
  });

  test('snippet keeps a window of words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const value = snippet(text, new Set(['nine']), tags, 4, 1);
    assert.equal(value.value, '…eight <mark>nine</mark> ten eleven…');
    assert.deepEqual(value.matchedWords, ['nine']);
    assert.equal(
      snippet('a & b <c> d e f', new Set(['a']), tags, 3, 1).value,
      '<mark>a</mark> &amp; b &lt;c…',
    );
    assert.equal(snippet('short text', new Set(), tags, 4, 1).value, 'short text');
  });
});
