import {
  bm25,
  bucketKey,
  excerptLength,
  fieldBit,
  fieldBoosts,
  fieldText,
  indexFilePath,
  isStopWord,
  letterBucketPostings,
  letterHitsCount,
  pageIntroBoost,
  scoreScale,
  searchedFields,
  stopWordBucketPostings,
  stopWordKey,
  tokenize,
  wordMatching,
  type SearchRecord,
  type LetterHits,
  type StoredRecord,
  type TagManifest,
  termFileSize,
  type TermBucket,
  type TermFile,
} from '../shared/indexSchema';
import type {ExtractedPage} from './extractRecords';

/** One tag's manifest, term files and letters' hits (see indexSchema.ts for the layout). */
export type TagIndex = {
  readonly manifest: TagManifest;
  readonly termFiles: readonly TermFile[];
  /** By the number of the letter's term file. */
  readonly letterHits: ReadonlyMap<number, LetterHits>;
};

/** The whole index: each tag's own files, and the record files that the tags share. */
export type SearchIndex = {
  readonly tags: readonly TagIndex[];
  /** The JSON text of each record file, by file number. */
  readonly recordFiles: readonly string[];
};

/** The record files so far: a record that an earlier tag has already has its file. */
class SharedRecordFiles {
  readonly texts: string[] = [];
  readonly records: StoredRecord[] = [];
  private readonly numbers = new Map<string, number>();

  /** The number of the record's file, a new one if no tag had this record yet. */
  numberOf(record: StoredRecord): number {
    const text = JSON.stringify(record);
    let number = this.numbers.get(text);
    if (number === undefined) {
      number = this.texts.length;
      this.texts.push(text);
      this.records.push(record);
      this.numbers.set(text, number);
    }
    return number;
  }
}

/**
 * Groups the pages by docusaurus tag (one index per docs version, the FAQ, and the blog with
 * the other pages) and writes each group's postings, bucketed by the words' first characters.
 * A tag's records are numbered in page order; the tags share one set of record files.
 */
export function buildSearchIndex(pages: readonly ExtractedPage[]): SearchIndex {
  const byTag = new Map<string, ExtractedPage[]>();
  for (const page of pages) {
    const tagPages = byTag.get(page.tag) ?? [];
    byTag.set(page.tag, tagPages);
    tagPages.push(page);
  }
  const recordFiles = new SharedRecordFiles();
  const tags = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, tagPages]) => indexTag(tag, tagPages, recordFiles));
  return {tags, recordFiles: recordFiles.texts};
}

/** Every file of the index: path inside search-index/ → JSON text. */
export function searchIndexFiles({tags, recordFiles}: SearchIndex): Map<string, string> {
  return new Map([
    ...tags.flatMap(({manifest, termFiles, letterHits}) => [
      [indexFilePath.manifest(manifest.tag), JSON.stringify(manifest)] as const,
      ...termFiles.map(
        (file, index) =>
          [indexFilePath.termFile(manifest.tag, index), JSON.stringify(file)] as const,
      ),
      ...[...letterHits].map(
        ([termFile, hits]) =>
          [indexFilePath.letterHits(manifest.tag, termFile), JSON.stringify(hits)] as const,
      ),
    ]),
    ...recordFiles.map((text, number) => [indexFilePath.record(number), text] as const),
  ]);
}

/**
 * The path that every url is under, by whole segments: `/docs/3.11` for the pages of a docs
 * version, empty for pages from the site root.
 */
export function commonRouteBase(urls: readonly string[]): string {
  const [first = [], ...others] = urls.map((url) => url.split('#')[0]!.split('/'));
  let length = first.length;
  for (const segments of others) {
    let same = 0;
    while (same < length && segments[same] === first[same]) {
      same += 1;
    }
    length = same;
  }
  return first.slice(0, length).join('/');
}

function indexTag(
  tag: string,
  pages: readonly ExtractedPage[],
  files: SharedRecordFiles,
): TagIndex {
  const records = pages.flatMap((page) => page.records);
  const routeBase = commonRouteBase(records.map((record) => record.url));
  const fileNumbers = records.map((record) => files.numberOf(storedRecord(record, routeBase)));
  const recordFiles = fileNumbers.map((file, id) => file - (fileNumbers[id - 1] ?? 0));
  const sections = [...new Set(records.map((record) => record.lvl0))];
  const buckets = new Map<string, Record<string, number[]>>();
  const stopWordPostings = new Map<string, number[]>();
  for (const [word, postings] of scoredPostings(records)) {
    if (isStopWord(word)) {
      stopWordPostings.set(word, postings);
      continue;
    }
    const key = bucketKey(word);
    const bucket = buckets.get(key) ?? {};
    buckets.set(key, bucket);
    bucket[word] = postings;
  }
  const letters = letterBuckets(buckets);
  const termFiles = [
    ...packBuckets(buckets),
    ...typingFiles(letters, stopWordBuckets(stopWordPostings)),
  ];
  const termFileOf = Object.fromEntries(
    termFiles.flatMap((file, index) => Object.keys(file).map((key) => [key, index])),
  );
  const letterHits = new Map(
    [...letters].map(([letter, bucket]) => [
      termFileOf[letter]!,
      Object.fromEntries(
        bestRecords(bucket).map((id) => [fileNumbers[id]!, files.records[fileNumbers[id]!]!]),
      ),
    ]),
  );
  return {
    manifest: {
      tag,
      language: pages[0]!.language,
      termFiles: termFileOf,
      sections,
      recordSections: records.map((record) => sections.indexOf(record.lvl0)),
      routeBase,
      recordFiles,
    },
    termFiles,
    letterHits,
  };
}

/**
 * The ids of the letterHitsCount records that a query of the bucket's letter alone ranks first:
 * each record's scores added up over the bucket's words (client/matchQuery.ts weighs the letter's
 * postings 1), the best first, a tie in record order. A record this misses is fetched on its own.
 */
function bestRecords(bucket: TermBucket): number[] {
  const scores = new Map<number, number>();
  for (const postings of Object.values(bucket)) {
    for (const {id, score} of decodePostings(postings)) {
      scores.set(id, (scores.get(id) ?? 0) + score);
    }
  }
  return [...scores]
    .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a - b)
    .slice(0, letterHitsCount)
    .map(([id]) => id);
}

/** The buckets, in key order, in files of about termFileSize characters (a big one alone). */
function packBuckets(buckets: ReadonlyMap<string, TermBucket>): TermFile[] {
  const files: Record<string, TermBucket>[] = [];
  let size = Infinity;
  for (const key of [...buckets.keys()].sort()) {
    const bucket = buckets.get(key)!;
    const bucketSize = JSON.stringify(bucket).length;
    if (size + bucketSize > termFileSize) {
      files.push({});
      size = 0;
    }
    files.at(-1)![key] = bucket;
    size += bucketSize;
  }
  return files;
}

/** Postings as (record id, score, field bits) triples with absolute ids. */
type Posting = {readonly id: number; readonly score: number; readonly bits: number};

function decodePostings(postings: readonly number[]): Posting[] {
  const decoded: Posting[] = [];
  let id = 0;
  for (let at = 0; at < postings.length; at += 3) {
    id += postings[at]!;
    decoded.push({id, score: postings[at + 1]!, bits: postings[at + 2]!});
  }
  return decoded;
}

/** Postings in record order, each id as the difference from the one before. */
function encodePostings(postings: readonly Posting[]): number[] {
  const encoded: number[] = [];
  let previousId = 0;
  for (const {id, score, bits} of [...postings].sort((a, b) => a.id - b.id)) {
    encoded.push(id - previousId, score, bits);
    previousId = id;
  }
  return encoded;
}

/**
 * For each first letter of the indexed words, the bucket that a one-letter word being typed
 * reads (see letterBucketPostings in indexSchema.ts): of every word the letter starts, the
 * postings with the best scores once weighted by the word's likelihood as a completion
 * (wordMatching.completionWeight), so that the letter finds the records the reader most likely
 * heads for in a few kilobytes.
 */
export function letterBuckets(
  buckets: ReadonlyMap<string, TermBucket>,
): Map<string, Record<string, number[]>> {
  const byLetter = new Map<string, [string, readonly number[]][]>();
  for (const bucket of buckets.values()) {
    for (const [term, postings] of Object.entries(bucket)) {
      const letter = Array.from(term)[0]!;
      const terms = byLetter.get(letter) ?? [];
      byLetter.set(letter, terms);
      terms.push([term, postings]);
    }
  }
  const letters = new Map<string, Record<string, number[]>>();
  for (const [letter, terms] of byLetter) {
    const mostRecords = Math.max(...terms.map(([, postings]) => postings.length / 3));
    const weighted = terms.flatMap(([term, postings]) => {
      const weight = wordMatching.completionWeight(postings.length / 3, mostRecords);
      return decodePostings(postings).map((posting) => ({
        term,
        posting: {...posting, score: Math.max(1, Math.round(posting.score * weight))},
      }));
    });
    // The best first; a tie keeps the order found.
    weighted.sort((a, b) => b.posting.score - a.posting.score);
    const kept = new Map<string, Posting[]>();
    for (const {term, posting} of weighted.slice(0, letterBucketPostings)) {
      kept.set(term, [...(kept.get(term) ?? []), posting]);
    }
    letters.set(
      letter,
      Object.fromEntries(
        [...kept.entries()].map(([term, postings]) => [term, encodePostings(postings)]),
      ),
    );
  }
  return letters;
}

/** Each stop word of two letters or more, with its best postings (see stopWordKey). */
function stopWordBuckets(
  postingsByWord: ReadonlyMap<string, readonly number[]>,
): Map<string, Record<string, number[]>> {
  const buckets = new Map<string, Record<string, number[]>>();
  for (const [word, postings] of postingsByWord) {
    if (Array.from(word).length < 2) {
      continue;
    }
    const best = decodePostings(postings)
      .sort((a, b) => b.score - a.score)
      .slice(0, stopWordBucketPostings);
    buckets.set(stopWordKey(word), {[word]: encodePostings(best)});
  }
  return buckets;
}

/**
 * One file per first letter: the letter's bucket and the buckets of the stop words it starts,
 * which a word being typed reads from its first key on.
 */
function typingFiles(
  letters: ReadonlyMap<string, TermBucket>,
  stopWords: ReadonlyMap<string, TermBucket>,
): TermFile[] {
  const files = new Map<string, Record<string, TermBucket>>();
  const fileOf = (letter: string) => {
    const file = files.get(letter) ?? {};
    files.set(letter, file);
    return file;
  };
  for (const [letter, bucket] of letters) {
    fileOf(letter)[letter] = bucket;
  }
  for (const [key, bucket] of stopWords) {
    fileOf(Array.from(key)[0]!)[key] = bucket;
  }
  return [...files.keys()].sort().map((letter) => files.get(letter)!);
}

/** A field's text as the index counts it. */
type AnalyzedText = {
  /** The field's length for BM25+: its number of distinct tokens, as split (case kept). */
  readonly length: number;
  /** Each searched word → how often it occurs. */
  readonly frequencies: ReadonlyMap<string, number>;
};

function analyze(text: string): AnalyzedText {
  const tokens = tokenize(text);
  const frequencies = new Map<string, number>();
  for (const token of tokens) {
    // Stop words too: a word being typed reads their best postings (see stopWordKey).
    const word = token.toLowerCase();
    if (word.length > 1) {
      frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
    }
  }
  return {length: new Set(tokens).size, frequencies};
}

/**
 * Each word's postings with the record's score for it, so that what a query adds up needs no
 * other statistics: for each field that holds the word, the field's boost (fieldBoosts; times
 * pageIntroBoost for a page's opening section) times its BM25+ score (bm25), added up. A field's
 * length is its number of distinct tokens as split; its average is a running one, set at each
 * record i that has the field to (average × i + length) / (i + 1). The fields are added in the
 * order the word was first found in them across the tag: a floating-point sum depends on its
 * order, and this is the order the ranking was tuned with.
 */
function scoredPostings(records: readonly SearchRecord[]): Map<string, number[]> {
  /** word → (record id, field index, term frequency) triples, in record and field order */
  const occurrences = new Map<string, number[]>();
  const fieldLengths = records.map(() => new Array<number>(searchedFields.length));
  const averageLength = searchedFields.map(() => 0);
  // Most texts recur in every docs version: each is tokenized once.
  const analyzed = new Map<string, AnalyzedText>();
  records.forEach((record, id) => {
    searchedFields.forEach((field, fieldIndex) => {
      const text = fieldText(record, field);
      if (text == null) {
        return;
      }
      let analysis = analyzed.get(text);
      if (!analysis) {
        analysis = analyze(text);
        analyzed.set(text, analysis);
      }
      fieldLengths[id]![fieldIndex] = analysis.length;
      averageLength[fieldIndex] = (averageLength[fieldIndex]! * id + analysis.length) / (id + 1);
      for (const [word, termFrequency] of analysis.frequencies) {
        const triples = occurrences.get(word) ?? [];
        occurrences.set(word, triples);
        triples.push(id, fieldIndex, termFrequency);
      }
    });
  });
  const postings = new Map<string, number[]>();
  for (const [word, triples] of occurrences) {
    const matchingRecords = searchedFields.map(() => 0);
    const firstFound: number[] = [];
    for (let index = 1; index < triples.length; index += 3) {
      const fieldIndex = triples[index]!;
      matchingRecords[fieldIndex] = matchingRecords[fieldIndex]! + 1;
      if (matchingRecords[fieldIndex] === 1) {
        firstFound.push(fieldIndex);
      }
    }
    const wordPostings: number[] = [];
    let previousId = 0;
    for (let start = 0; start < triples.length;) {
      const id = triples[start]!;
      const scores = new Map<number, number>();
      let bits = 0;
      for (; start < triples.length && triples[start] === id; start += 3) {
        const fieldIndex = triples[start + 1]!;
        const field = searchedFields[fieldIndex]!;
        const boost = fieldBoosts[field] * (records[id]!.type === 'lvl1' ? pageIntroBoost : 1);
        const score =
          boost *
          bm25(
            triples[start + 2]!,
            matchingRecords[fieldIndex]!,
            records.length,
            fieldLengths[id]![fieldIndex]!,
            averageLength[fieldIndex]!,
          );
        scores.set(fieldIndex, score);
        bits |= fieldBit(field);
      }
      const score = firstFound.reduce((sum, fieldIndex) => sum + (scores.get(fieldIndex) ?? 0), 0);
      wordPostings.push(id - previousId, Math.max(1, Math.round(score * scoreScale)), bits);
      previousId = id;
    }
    postings.set(word, wordPostings);
  }
  return postings;
}

/** What a hit shows of a record, its url relative to its tag's routeBase. */
function storedRecord(
  {content, code, url, ...shown}: SearchRecord,
  routeBase: string,
): StoredRecord {
  return {
    url: url.slice(routeBase.length),
    ...shown,
    excerpt: cutAtWord(content, excerptLength.prose),
    ...(code ? {codeExcerpt: cutAtWord(code, excerptLength.code)} : {}),
  };
}

/** The text up to `length` characters, ending on a whole word. */
export function cutAtWord(text: string, length: number): string {
  if (text.length <= length) {
    return text;
  }
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut.slice(0, length)).trimEnd();
}
