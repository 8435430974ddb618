/**
 * The words a search hit was found for travel with its URL, in one query
 * parameter before the `#anchor`, so that the page it opens can highlight them
 * (useSearchHighlight.ts): `/docs/x?highlight=tekton+pipelines#anchor`. The words
 * come from the hit itself, so the embedded index and Algolia fill it the same way.
 */

export const highlightParam = 'highlight';

/** What the highlighting reads of a hit's `_highlightResult`, from either engine. */
type MatchedWords = {readonly matchedWords?: readonly string[]} | null | undefined;
export type HitHighlightResult = {
  readonly hierarchy?: Partial<Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, MatchedWords>>;
  readonly content?: MatchedWords;
};

/** Letters, digits and combining marks make words: the index's tokenizer splits on spaces, punctuation and symbols. */
const wordCharacters = String.raw`\p{L}\p{N}\p{M}`;
export const wordCharacter = `[${wordCharacters}]`;
const wordSeparators = new RegExp(`[^${wordCharacters}]+`, 'u');

/** A crafted URL cannot make the page search for more than this. */
const maxWords = 20;
const maxWordLength = 64;

/** The page highlights words that start with a word of three letters or more (markSearchWords.ts). */
export const isPrefixWord = (word: string) => word.length > 2;

/**
 * Lower-cased single words, each once, in the order given; one-letter words
 * (which the index never matches on their own), words that a shorter one
 * already highlights (`pipelines` beside `pipeline`) and runaway input left out.
 */
function normalizeWords(words: Iterable<string>): string[] {
  const normalized = new Set<string>();
  for (const word of words) {
    for (const part of word.toLowerCase().split(wordSeparators)) {
      if (part.length >= 2 && part.length <= maxWordLength) normalized.add(part);
    }
  }
  const all = [...normalized];
  return all
    .filter(
      (word) =>
        !all.some((other) => other !== word && isPrefixWord(other) && word.startsWith(other)),
    )
    .slice(0, maxWords);
}

/** The words a hit matched, in its headings and in its text. */
export function matchedWordsOf(highlightResult: HitHighlightResult | undefined): string[] {
  const fields = [...Object.values(highlightResult?.hierarchy ?? {}), highlightResult?.content];
  return normalizeWords(fields.flatMap((field) => field?.matchedWords ?? []));
}

/**
 * The hit's site-relative URL with the words it matched. A URL of another site
 * (the theme's `externalUrlRegex`) is left as it is: that site does not read them.
 */
export function withHighlightParam(
  url: string,
  highlightResult: HitHighlightResult | undefined,
): string {
  const words = matchedWordsOf(highlightResult);
  if (words.length === 0 || !url.startsWith('/') || url.startsWith('//')) return url;
  const anchorStart = url.includes('#') ? url.indexOf('#') : url.length;
  const address = url.slice(0, anchorStart);
  const param = new URLSearchParams({[highlightParam]: words.join(' ')}).toString();
  return `${address}${address.includes('?') ? '&' : '?'}${param}${url.slice(anchorStart)}`;
}

/** The words to highlight that a query string (`location.search`) names, if any. */
export function highlightWordsOf(search: string): string[] {
  const value = new URLSearchParams(search).get(highlightParam);
  return value ? normalizeWords(value.split(/\s+/)) : [];
}

/** The query string without the highlight parameter ('' when nothing else is left). */
export function withoutHighlightParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(highlightParam);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
