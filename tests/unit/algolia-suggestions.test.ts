import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  suggestionsFromRelaxedHits,
  withQuerySuggestions,
  type AlgoliaAnswer,
} from '../../src/plugins/search/client/algoliaSuggestions';

/** An Algolia hit in a section, matched on the given words. */
const hit = (lvl0: string, lvl1: string | null, matchedWords: string[]) => ({
  hierarchy: {lvl0, lvl1},
  _highlightResult: {hierarchy: {lvl1: {matchedWords}}},
});

// cspell:ignore xyzzy (a word no page has)
describe('Algolia query suggestions', () => {
  test('the words the relaxed hits matched come first, then their sections, three at most', () => {
    assert.deepEqual(
      suggestionsFromRelaxedHits([
        hit('Operator Guide', 'Install Tekton', ['tekton']),
        hit('User Guide', 'Tekton pipelines', ['tekton']),
        hit('FAQ', null, ['tekton']),
      ]),
      ['tekton', 'Install Tekton', 'Tekton pipelines'],
    );
    // A hit without a page heading offers its section; nothing matched, nothing is offered first.
    assert.deepEqual(suggestionsFromRelaxedHits([hit('FAQ', null, [])]), ['FAQ']);
  });

  test('only a query that found nothing is asked again, with every word optional', async () => {
    const asked: Record<string, unknown>[][] = [];
    const answer: AlgoliaAnswer = {
      results: [
        {hits: [], nbHits: 0},
        {hits: [hit('Docs', 'Helm', ['helm'])], nbHits: 1},
      ],
    };
    const suggested = await withQuerySuggestions(
      [
        {query: 'tekton xyzzy', indexName: 'docs'},
        {query: 'helm', indexName: 'docs'},
      ],
      answer,
      (requests) => {
        asked.push(requests);
        return Promise.resolve({results: [{hits: [hit('Docs', 'Tekton', ['tekton'])], nbHits: 1}]});
      },
    );
    assert.deepEqual(asked, [
      [
        {
          query: 'tekton xyzzy',
          indexName: 'docs',
          removeWordsIfNoResults: 'allOptional',
          hitsPerPage: 10,
        },
      ],
    ]);
    assert.deepEqual(suggested.results[0], {
      hits: [],
      nbHits: 0,
      querySuggestions: ['tekton', 'Tekton'],
    });
    assert.equal('querySuggestions' in suggested.results[1]!, false);
  });

  test('a failed or empty follow-up leaves the answer as it was', async () => {
    const empty = (): AlgoliaAnswer => ({results: [{hits: [], nbHits: 0}]});
    const requests = [{query: 'xyzzy'}];
    assert.deepEqual(
      await withQuerySuggestions(requests, empty(), () => Promise.reject(new Error('offline'))),
      empty(),
    );
    assert.deepEqual(
      await withQuerySuggestions(requests, empty(), () =>
        Promise.resolve({results: [{hits: [], nbHits: 0}]}),
      ),
      empty(),
    );
    // An empty query (the modal's empty state) is never asked again.
    let asked = false;
    await withQuerySuggestions([{query: '  '}], empty(), () => {
      asked = true;
      return Promise.resolve(empty());
    });
    assert.equal(asked, false);
  });
});
