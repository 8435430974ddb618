import {bucketTerms, editDistance} from './matchQuery';
import {bucketKey, queryWords, type TermBucket} from '../shared/indexSchema';

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

// cspell:ignore tekn (a misspelling, on purpose)
/**
 * The indexed word the reader most likely meant: one up to half the word's letters away, where a
 * word found in many records beats a rare one a letter nearer ("tekn" is "tekton", not "ten").
 */
function nearestWord(word: string, buckets: readonly TermBucket[]): string | undefined {
  const maxDistance = Math.max(1, Math.floor(word.length / 2));
  let best: {term: string; likelihood: number} | undefined;
  for (const bucket of buckets) {
    for (const [term, postings] of bucketTerms(bucket)) {
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
