/**
 * Algolia-style highlighting for the embedded search: the text is HTML-escaped
 * first, then the matched words are wrapped in the highlight tags, so a record
 * (or a query) that contains markup is always shown as text.
 */

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

/** The separators the index's tokenizer splits on (indexSchema.ts); captured to keep them. */
const wordSeparators = /([\n\r\p{Z}\p{P}\p{S}]+)/u;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

type Token = {readonly text: string; readonly isWord: boolean; readonly matched: boolean};

function tokenize(text: string, matchedTerms: ReadonlySet<string>): Token[] {
  return text
    .split(wordSeparators)
    .filter((part) => part !== '')
    .map((part) => {
      const isWord = !wordSeparators.test(part);
      return {text: part, isWord, matched: isWord && matchedTerms.has(part.toLowerCase())};
    });
}

function render(tokens: readonly Token[], tags: HighlightTags): string {
  return tokens
    .map((token) =>
      token.matched
        ? `${tags.preTag}${escapeHtml(token.text)}${tags.postTag}`
        : escapeHtml(token.text),
    )
    .join('');
}

function describe(
  tokens: readonly Token[],
  value: string,
  queryWordCount: number,
): HighlightedValue {
  const matchedWords = [
    ...new Set(tokens.filter((token) => token.matched).map((token) => token.text.toLowerCase())),
  ];
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= queryWordCount ? 'full' : 'partial';
  return {value, matchLevel, matchedWords};
}

/** The whole text, escaped, with every matched word highlighted. */
export function highlight(
  text: string,
  matchedTerms: ReadonlySet<string>,
  tags: HighlightTags,
  queryWordCount: number,
): HighlightedValue {
  const tokens = tokenize(text, matchedTerms);
  return describe(tokens, render(tokens, tags), queryWordCount);
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
  const tokens = tokenize(text, matchedTerms);
  const wordPositions = tokens.flatMap((token, index) => (token.isWord ? [index] : []));
  if (wordPositions.length <= wordLimit) {
    return describe(tokens, render(tokens, tags), queryWordCount);
  }
  const firstMatch = wordPositions.findIndex((position) => tokens[position]!.matched);
  // Start a little before the first match, so the reader sees what leads to it.
  const firstWord = Math.max(
    0,
    Math.min(firstMatch - Math.floor(wordLimit / 3), wordPositions.length - wordLimit),
  );
  const lastWord = firstWord + wordLimit - 1;
  const window = tokens.slice(wordPositions[firstWord], wordPositions[lastWord]! + 1);
  const value = `${firstWord > 0 ? tags.ellipsis : ''}${render(window, tags)}${
    lastWord < wordPositions.length - 1 ? tags.ellipsis : ''
  }`;
  return describe(window, value, queryWordCount);
}
