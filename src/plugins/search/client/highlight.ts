/**
 * Algolia-style highlighting for the embedded search: the text is HTML-escaped
 * and its matched words are wrapped in the highlight tags, so a record (or a
 * query) that contains markup is always shown as text.
 */

import {wordSeparatorCharacters} from '../shared/indexSchema';

export type HighlightTags = {
  readonly preTag: string;
  readonly postTag: string;
  readonly ellipsis: string;
};

export type HighlightedValue = {
  readonly value: string;
  readonly matchLevel: 'none' | 'partial' | 'full';
  readonly matchedWords: string[];
};

/**
 * A word (a run of what the index's tokenizer does not split on), or one of the characters HTML
 * needs escaped. Those characters are all separators, so no word holds one, and one replace both
 * escapes the text and finds its words.
 */
const wordPattern = `[^${wordSeparatorCharacters}]+`;
const word = new RegExp(wordPattern, 'gu');
const wordOrEscaped = new RegExp(`${wordPattern}|[&<>"']`, 'gu');

const htmlEscapes = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

/** The whole text, escaped, with every matched word highlighted. */
export function highlight(
  text: string,
  matchedTerms: ReadonlySet<string>,
  tags: HighlightTags,
  queryWordCount: number,
): HighlightedValue {
  const matchedWords = new Set<string>();
  const value = text.replace(wordOrEscaped, (part) => {
    const escaped = htmlEscapes.get(part);
    if (escaped !== undefined) {
      return escaped;
    }
    const lowered = part.toLowerCase();
    if (!matchedTerms.has(lowered)) {
      return part;
    }
    matchedWords.add(lowered);
    return `${tags.preTag}${part}${tags.postTag}`;
  });
  const matchLevel =
    matchedWords.size === 0 ? 'none' : matchedWords.size >= queryWordCount ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/**
 * A window of about `wordLimit` words around the first matched word (or the
 * start of the text), with the ellipsis where the text was cut.
 */
export function snippet(
  text: string,
  matchedTerms: ReadonlySet<string>,
  tags: HighlightTags,
  wordLimit: number,
  queryWordCount: number,
): HighlightedValue {
  const words = [...text.matchAll(word)];
  if (words.length <= wordLimit) {
    return highlight(text, matchedTerms, tags, queryWordCount);
  }
  const firstMatch = words.findIndex(([found]) => matchedTerms.has(found.toLowerCase()));
  // Start a little before the first match, so the reader sees what leads to it.
  const firstWord = Math.max(
    0,
    Math.min(firstMatch - Math.floor(wordLimit / 3), words.length - wordLimit),
  );
  const lastWord = firstWord + wordLimit - 1;
  const last = words[lastWord]!;
  const window = text.slice(words[firstWord]!.index, last.index + last[0].length);
  const highlighted = highlight(window, matchedTerms, tags, queryWordCount);
  return {
    ...highlighted,
    value: `${firstWord > 0 ? tags.ellipsis : ''}${highlighted.value}${
      lastWord < words.length - 1 ? tags.ellipsis : ''
    }`,
  };
}
