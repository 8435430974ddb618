import {editDistance} from './matchQuery';
import {bucketKey, queryWords, type TermBucket} from './indexSchema';

/** Suggestions the no-results screen offers; it shows three. */
export const suggestionCount = 3;

/**
 * What to offer a reader whose query found nothing: the query with each word replaced by the
 * nearest indexed word (a misspelling too far off for the typo tolerance), then the site
 * sections that the corrected query matches best, then the largest sections. Each suggestion
 * is itself a query that finds something.
 */
export function suggestQueries(
  query: string,
  bucketsOf: (key: string) => readonly TermBucket[],
  sectionsFor: (correctedQuery: string) => readonly string[],
  largestSections: readonly string[],
): string[] {
  const corrections = queryWords(query).map((word) =>
    nearestWord(word, bucketsOf(bucketKey(word))),
  );
  const corrected = corrections.filter((word): word is string => word !== undefined).join(' ');
  const suggestions = [
    ...(corrected ? [corrected, ...sectionsFor(corrected)] : []),
    ...largestSections,
  ].filter((suggestion) => queryWords(suggestion).length > 0);
  return [...new Set(suggestions)].slice(0, suggestionCount);
}

// cspell:ignore tekn keycloa (a misspelling and a word half typed, on purpose)
/**
 * The indexed word the reader most likely meant: one up to half the word's letters away, where a
 * word found in many records beats a rare one a letter nearer ("tekn" is "tekton", not "ten").
 */
function nearestWord(word: string, buckets: readonly TermBucket[]): string | undefined {
  const maxDistance = Math.max(1, Math.floor(word.length / 2));
  let best: {term: string; likelihood: number} | undefined;
  for (const bucket of buckets) {
    for (const [term, postings] of Object.entries(bucket)) {
      const distance = editDistance(word, term, maxDistance);
      const records = postings.length / 3;
      const likelihood = records / (distance + 1) ** 2;
      if (distance <= maxDistance && (!best || likelihood > best.likelihood)) {
        best = {term, likelihood};
      }
    }
  }
  return best?.term;
}

/**
 * The query the reader is most likely typing: the last word completed to the indexed word it
 * starts that most records hold ("keycloa" → "keycloak", "pipeline" → "pipelines" if more
 * records hold that), or undefined when the word itself is the likeliest or starts no word.
 * The completion shares the word's bucket, which the search of the typed query has loaded.
 */
export function likelyCompletion(
  words: readonly string[],
  bucketsOf: (key: string) => readonly TermBucket[],
): string[] | undefined {
  const last = words.at(-1);
  if (last === undefined || last.length < 2) {
    return undefined;
  }
  let best: {term: string; records: number} | undefined;
  for (const bucket of bucketsOf(bucketKey(last))) {
    for (const [term, postings] of Object.entries(bucket)) {
      const records = postings.length / 3;
      if (term.startsWith(last) && (!best || records > best.records)) {
        best = {term, records};
      }
    }
  }
  return best && best.term !== last ? [...words.slice(0, -1), best.term] : undefined;
}
