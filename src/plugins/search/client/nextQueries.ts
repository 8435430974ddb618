import {bucketTerms} from './matchQuery';
import {bucketKey, type TermBucket} from '../shared/indexSchema';

// cspell:ignore keycloa (a word half typed, on purpose)
/**
 * The queries the reader's next keys most likely make, for the records their hits show to be
 * fetched before those keys come:
 * - the last word completed to the indexed word it starts that most records hold ("keycloa" →
 *   "keycloak"), unless the word itself is that one;
 * - the last word with the letter after it that most records' words have next ("secret" →
 *   "secrets", "ap" → "app"), as the very next key is the one a reader waits for.
 * Both come from the last word's bucket, which the search of the typed query has loaded. A last
 * word of one letter is no word to the index yet: it makes no query.
 */
export function likelyNextQueries(
  words: readonly string[],
  bucketsOf: (key: string) => readonly TermBucket[],
): string[][] {
  const last = words.at(-1);
  if (last === undefined || last.length < 2) {
    return [];
  }
  let completion: {term: string; records: number} | undefined;
  const recordsByNextLetter = new Map<string, number>();
  for (const bucket of bucketsOf(bucketKey(last))) {
    for (const [term, postings] of bucketTerms(bucket)) {
      if (!term.startsWith(last)) {
        continue;
      }
      const records = postings.length / 3;
      if (!completion || records > completion.records) {
        completion = {term, records};
      }
      if (term.length > last.length) {
        const letter = String.fromCodePoint(term.codePointAt(last.length)!);
        recordsByNextLetter.set(letter, (recordsByNextLetter.get(letter) ?? 0) + records);
      }
    }
  }
  const [nextLetter] = [...recordsByNextLetter.entries()].sort(([, a], [, b]) => b - a);
  const lastWords = [
    ...(completion && completion.term !== last ? [completion.term] : []),
    ...(nextLetter ? [last + nextLetter[0]] : []),
  ];
  return [...new Set(lastWords)].map((word) => [...words.slice(0, -1), word]);
}
