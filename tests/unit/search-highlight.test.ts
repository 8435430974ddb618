import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  highlightWordsOf,
  matchedWordsOf,
  withHighlightParam,
  withoutHighlightParam,
} from '../../src/plugins/search/client/highlightParam';
import {searchWordsPattern, wordRanges} from '../../src/plugins/search/client/markSearchWords';

const matched = (...matchedWords: string[]) => ({matchedWords});

describe('matchedWordsOf', () => {
  test('joins the words matched in the headings and in the text, lower-cased, each once', () => {
    assert.deepEqual(
      matchedWordsOf({
        hierarchy: {lvl0: matched(), lvl1: matched('Tekton'), lvl2: null},
        content: matched('tekton', 'triggers'),
      }),
      ['tekton', 'triggers'],
    );
  });

  test('splits words the way the index does, and drops single letters', () => {
    assert.deepEqual(matchedWordsOf({content: matched('argo-cd', 'a', 'edp_install')}), [
      'argo',
      'cd',
      'edp',
      'install',
    ]);
  });

  test('drops a word that a shorter word of three letters or more begins', () => {
    assert.deepEqual(matchedWordsOf({content: matched('pipelines', 'pipeline', 'ci', 'cicd')}), [
      'pipeline',
      'ci',
      'cicd',
    ]);
  });

  test('is empty for a hit without matched words (and without a highlight result)', () => {
    assert.deepEqual(matchedWordsOf({hierarchy: {lvl1: {}}}), []);
    assert.deepEqual(matchedWordsOf(undefined), []);
  });
});

describe('withHighlightParam', () => {
  const tekton = {content: matched('tekton', 'pipelines')};

  test('puts the words before the anchor', () => {
    assert.equal(
      withHighlightParam('/docs/install-tekton#step-1', tekton),
      '/docs/install-tekton?highlight=tekton+pipelines#step-1',
    );
    assert.equal(
      withHighlightParam('/docs/glossary', tekton),
      '/docs/glossary?highlight=tekton+pipelines',
    );
  });

  test('keeps a query the URL has', () => {
    assert.equal(
      withHighlightParam('/docs/x?tab=helm#a', tekton),
      '/docs/x?tab=helm&highlight=tekton+pipelines#a',
    );
  });

  test('leaves alone a hit without words, and the URL of another site', () => {
    assert.equal(withHighlightParam('/docs/x#a', {content: matched()}), '/docs/x#a');
    assert.equal(withHighlightParam('https://example.com/x#a', tekton), 'https://example.com/x#a');
    assert.equal(withHighlightParam('//example.com/x', tekton), '//example.com/x');
  });
});

describe('highlightWordsOf and withoutHighlightParam', () => {
  test('read back the words a hit URL carries', () => {
    const url = new URL(
      withHighlightParam('/docs/x#a', {content: matched('Argo', 'CD')}),
      'http://site',
    );
    assert.deepEqual(highlightWordsOf(url.search), ['argo', 'cd']);
  });

  test('take only the highlight parameter out of the query', () => {
    assert.equal(withoutHighlightParam('?highlight=argo+cd'), '');
    assert.equal(withoutHighlightParam('?tab=helm&highlight=argo'), '?tab=helm');
    assert.equal(withoutHighlightParam(''), '');
  });

  test('bound what a crafted URL can ask for', () => {
    assert.deepEqual(highlightWordsOf('?q=tekton'), []);
    assert.deepEqual(highlightWordsOf('?highlight='), []);
    assert.deepEqual(highlightWordsOf(`?highlight=${'x'.repeat(65)}+ok`), ['ok']);
    const many = Array.from(
      {length: 50},
      (_, index) => `word${String.fromCharCode(97 + (index % 26))}${index}`,
    );
    assert.equal(highlightWordsOf(`?highlight=${many.join('+')}`).length, 20);
  });
});

describe('searchWordsPattern', () => {
  const marked = (text: string, words: string[]) =>
    wordRanges(text, searchWordsPattern(words)).map(({start, end}) => text.slice(start, end));

  test('marks whole words and words that begin with a searched word, in any case', () => {
    assert.deepEqual(
      marked('Tekton pipelines run PipelineRuns; tektoncd too.', ['tekton', 'pipeline']),
      ['Tekton', 'pipelines', 'PipelineRuns', 'tektoncd'],
    );
  });

  test('never marks the middle or the end of a word', () => {
    // cspell:ignore subpipeline retekton (words made up to hold the searched words inside them)
    assert.deepEqual(marked('subpipeline, retekton', ['tekton', 'pipeline']), []);
  });

  test('marks a two-letter word only as a whole word', () => {
    assert.deepEqual(marked('Argo CD, cdn and CD-ROM', ['cd']), ['CD', 'CD']);
  });

  test('takes the words as text, not as a pattern', () => {
    assert.deepEqual(marked('a.b or axb', ['a.b']), ['a.b']);
    assert.deepEqual(marked('c++ or cc', ['c++']), ['c++']);
  });

  test('stops a word at punctuation, as the index does', () => {
    assert.deepEqual(marked('edp-tekton.interceptor', ['tekton']), ['tekton']);
  });
});
