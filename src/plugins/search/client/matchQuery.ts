import {bucketKey, scoreScale, wordMatching, type TermBucket} from './indexSchema';

/** A record that matched a query, with what MiniSearch would report of it. */
export type RecordMatch = {
  readonly id: number;
  /** The sum of the matched words' scores, times the number of query words matched. */
  readonly score: number;
  /** The query's words that the record holds (itself, a longer word or a near miss). */
  readonly queryWords: readonly string[];
  /** The record's own words that matched, to highlight. */
  readonly matchedTerms: readonly string[];
  /** The bits of the fields the matches were in. */
  readonly fields: number;
};

type Accumulator = {
  score: number;
  // Arrays, not sets: a record matches a handful of words, and a query may touch thousands of records.
  queryWords: string[];
  matchedTerms: string[];
  fields: number;
};

/** A bucket's terms and postings as a list, made once per bucket rather than once per query. */
const termLists = new WeakMap<TermBucket, [string, readonly number[]][]>();

export function bucketTerms(bucket: TermBucket): [string, readonly number[]][] {
  let terms = termLists.get(bucket);
  if (!terms) {
    terms = Object.entries(bucket);
    termLists.set(bucket, terms);
  }
  return terms;
}

/**
 * Scores the records of one tag for the query's words, from the buckets the words' keys name,
 * as MiniSearch's OR search does: each word adds its own postings, those of the longer words it
 * starts (weighted down by the letters it lacks) and those of words a typo or two away
 * (weighted down more), and a record's sum is multiplied by the number of words it matched.
 */
export function matchQuery(
  words: readonly string[],
  bucketOf: (key: string) => TermBucket | undefined,
): RecordMatch[] {
  const byRecord = new Map<number, Accumulator>();
  const add = (queryWord: string, term: string, postings: readonly number[], weight: number) => {
    let id = 0;
    for (let at = 0; at < postings.length; at += 3) {
      id += postings[at]!;
      let record = byRecord.get(id);
      if (!record) {
        record = {score: 0, queryWords: [], matchedTerms: [], fields: 0};
        byRecord.set(id, record);
      }
      record.score += (weight * postings[at + 1]!) / scoreScale;
      if (!record.queryWords.includes(queryWord)) {
        record.queryWords.push(queryWord);
      }
      if (!record.matchedTerms.includes(term)) {
        record.matchedTerms.push(term);
      }
      record.fields |= postings[at + 2]!;
    }
  };
  for (const word of words) {
    const bucket = bucketOf(bucketKey(word));
    if (!bucket) {
      continue;
    }
    const prefix = wordMatching.prefix(word);
    const maxTypos = wordMatching.maxTypos(word);
    for (const [term, postings] of bucketTerms(bucket)) {
      if (term === word) {
        add(word, term, postings, 1);
      } else if (prefix && term.startsWith(word)) {
        const extra = term.length - word.length;
        add(
          word,
          term,
          postings,
          (wordMatching.prefixWeight * term.length) / (term.length + 0.3 * extra),
        );
      } else if (maxTypos > 0) {
        const typos = editDistance(word, term, maxTypos);
        if (typos <= maxTypos) {
          add(
            word,
            term,
            postings,
            (wordMatching.typoWeight * term.length) / (term.length + typos),
          );
        }
      }
    }
  }
  return [...byRecord.entries()].map(([id, record]) => ({
    id,
    score: record.score * record.queryWords.length,
    queryWords: record.queryWords,
    matchedTerms: record.matchedTerms,
    fields: record.fields,
  }));
}

/**
 * The Levenshtein distance between two words, or `max + 1` as soon as it is known to exceed
 * `max` (most words of a bucket are far from the query word, and are left after a row or two).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) {
    return max + 1;
  }
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) {
      return max + 1;
    }
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}
