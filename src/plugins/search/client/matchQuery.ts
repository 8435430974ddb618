import {
  bucketKey,
  scoreScale,
  stopWordKey,
  stopWordsStartedBy,
  wordMatching,
  type TermBucket,
} from '../shared/indexSchema';

/** How matchQuery reads the query's words. */
export type MatchOptions = {
  /** The last word is being typed: it matches the words it starts (see wordMatching). */
  readonly lastIsTyped?: boolean;
};

/** A record that matched a query: its score, and which words matched where. */
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
 * Scores the records of one tag for the query's words, from the buckets the words' keys name
 * (any word may match; none is required): each word adds its own postings, those of the longer
 * words it starts (weighted down by the letters it lacks) and those of words a typo or two away
 * (weighted down more), as wordMatching says, and a record's sum is multiplied by the number of
 * the query's words it matched.
 * The word being typed (`lastIsTyped`) adds the words it starts from one letter: a letter's
 * bucket holds its likeliest completions already weighted; a half-typed word's completions
 * weigh by how many records hold each (wordMatching.completionWeight); and it adds the best
 * postings of the stop words it starts ("how", "in"), which only it searches.
 */
export function matchQuery(
  words: readonly string[],
  bucketOf: (key: string) => TermBucket | undefined,
  {lastIsTyped = false}: MatchOptions = {},
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
  words.forEach((word, index) => {
    const typed = lastIsTyped && index === words.length - 1;
    if (typed) {
      // The stop words it starts: their buckets hold only their postings.
      for (const stopWord of stopWordsStartedBy(word)) {
        const postings = bucketOf(stopWordKey(stopWord))?.[stopWord];
        if (postings) {
          add(word, stopWord, postings, wordMatching.stopWordWeight);
        }
      }
    }
    const bucket = bucketOf(bucketKey(word));
    if (!bucket) {
      return;
    }
    const terms = bucketTerms(bucket);
    if (typed && Array.from(word).length === 1) {
      // A letter's bucket: its completions, weighted when the index was built.
      for (const [term, postings] of terms) {
        add(word, term, postings, 1);
      }
      return;
    }
    // A typed word that no record holds is half typed: its completions weigh by likelihood.
    const halfTyped = typed && !terms.some(([term]) => term === word);
    const mostRecords = halfTyped ? commonestCompletion(word, terms) : 0;
    const prefix = typed || wordMatching.prefix(word);
    const maxTypos = wordMatching.maxTypos(word);
    let matchedAny = false;
    for (const [term, postings] of terms) {
      if (term === word) {
        matchedAny = true;
        add(word, term, postings, 1);
      } else if (prefix && term.startsWith(word)) {
        matchedAny = true;
        add(
          word,
          term,
          postings,
          halfTyped
            ? wordMatching.completionWeight(postings.length / 3, mostRecords)
            : wordMatching.extensionWeight(word, term),
        );
      } else if (maxTypos > 0) {
        const typos = editDistance(word, term, maxTypos);
        if (typos <= maxTypos) {
          matchedAny = true;
          add(
            word,
            term,
            postings,
            (wordMatching.typoWeight * term.length) / (term.length + typos),
          );
        }
      }
    }
    if (halfTyped && !matchedAny) {
      addNearCompletions(word, terms, add);
    }
  });
  return [...byRecord.entries()].map(([id, record]) => ({
    id,
    score: record.score * record.queryWords.length,
    queryWords: record.queryWords,
    matchedTerms: record.matchedTerms,
    fields: record.fields,
  }));
}

// cspell:ignore extren (a word half typed with a typo, on purpose)
/**
 * A half-typed word with a typo in it ("extren" for "extern…") starts no indexed word and is near
 * none, though the word it is becoming is near the reader's finished word: it matches the words
 * whose start is a typo away (an adjacent pair swapped counts as one), weighted down as a typo and
 * as a completion. Only such a word reads them, so no other query ranks differently.
 */
function addNearCompletions(
  word: string,
  terms: readonly (readonly [string, readonly number[]])[],
  add: (queryWord: string, term: string, postings: readonly number[], weight: number) => void,
): void {
  const maxTypos = wordMatching.maxPrefixTypos(word);
  if (maxTypos === 0) {
    return;
  }
  const near = terms.filter(([term]) => prefixEditDistance(word, term, maxTypos) <= maxTypos);
  const mostRecords = Math.max(0, ...near.map(([, postings]) => postings.length / 3));
  for (const [term, postings] of near) {
    add(word, term, postings, wordMatching.nearCompletionWeight(postings.length / 3, mostRecords));
  }
}

/**
 * The edit distance between a word and the nearest start of another (an adjacent pair swapped
 * counts as one edit), or `max + 1` as soon as it is known to exceed `max`.
 */
export function prefixEditDistance(word: string, term: string, max: number): number {
  const columns = Math.min(term.length, word.length + max);
  let beforePrevious: number[] = [];
  let previous = Array.from({length: columns + 1}, (_, index) => index);
  for (let i = 1; i <= word.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= columns; j += 1) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) {
      return max + 1;
    }
    beforePrevious = previous;
    previous = current;
  }
  // The word against each start of the term of about its length.
  return Math.min(max + 1, ...previous.slice(Math.max(0, word.length - max)));
}

/** The number of records that hold the commonest word a prefix starts, in one bucket. */
export function commonestCompletion(
  prefix: string,
  terms: readonly (readonly [string, readonly number[]])[],
): number {
  let most = 0;
  for (const [term, postings] of terms) {
    if (term.startsWith(prefix)) {
      most = Math.max(most, postings.length / 3);
    }
  }
  return most;
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
