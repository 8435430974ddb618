/**
 * The shape of the embedded search index, shared by the indexer that writes it after the build
 * (src/plugins/search/server) and the browser client that reads it (LocalSearchClient): both
 * sides must split words, name files and weigh fields the same way.
 *
 * The index of one docusaurus tag (a docs version, the FAQ, or the blog with the other pages)
 * is split so that a query fetches only what it needs, as Pagefind does:
 * - `search-index/<tag>/index.json`: the tag's manifest (TagManifest);
 * - `search-index/<tag>/terms/<n>.json`: buckets of postings (TermFile), a bucket for each two
 *   characters that words start with, so a word typed into the search box costs one small file;
 *   buckets too small for a file of their own share one with their neighbours;
 * - `search-index/records/<n>.json`: what a hit shows of a record (StoredRecord), fetched only
 *   for the hits shown. Every tag's records are in this one folder, and a record that several
 *   tags have (the same section of a page in two docs versions) is one file: most pages of one
 *   docs version are in the next as they were, so this writes well under half the files.
 */

/** One searchable section of a page: the text under one heading. */
export type SearchRecord = {
  /** Site-relative path with the heading anchor, e.g. `/docs/glossary#codebase`. */
  readonly url: string;
  /** The level of the heading that opens the section (`lvl1` is the page intro). */
  readonly type: 'lvl1' | 'lvl2' | 'lvl3';
  /** The section of the site (sidebar category, "Blog", "FAQ"). */
  readonly lvl0: string;
  /** The page title. */
  readonly lvl1: string;
  readonly lvl2?: string;
  readonly lvl3?: string;
  /** The prose of the section. */
  readonly content: string;
  /** Code blocks of the section, searched with less weight than prose. */
  readonly code?: string;
};

export const searchIndexDirectory = 'search-index';

/**
 * The path of each file of the index, inside searchIndexDirectory. No docusaurus tag is named
 * `records` (Docusaurus names them `default`, `docs-<plugin>-<version>` and `blog_<page kind>`).
 */
export const indexFilePath = {
  manifest: (tag: string) => `${encodeURIComponent(tag)}/index.json`,
  termFile: (tag: string, file: number) => `${encodeURIComponent(tag)}/terms/${file}.json`,
  record: (file: number) => `records/${file}.json`,
  /** The records of a one-letter query's hits, by the number of the letter's term file. */
  letterHits: (tag: string, termFile: number) =>
    `${encodeURIComponent(tag)}/letter-hits/${termFile}.json`,
};

/** What a tag's index holds, fetched before its first search. */
export type TagManifest = {
  readonly tag: string;
  readonly language: string;
  /** The file of each term bucket that exists: a word whose key is missing is in no record. */
  readonly termFiles: Readonly<Record<string, number>>;
  /** The site sections (lvl0) of the tag's records, and for each record the index of its section. */
  readonly sections: readonly string[];
  readonly recordSections: readonly number[];
  /** The path the tag's pages are under (`/docs/3.11`; empty for pages at the site root). */
  readonly routeBase: string;
  /**
   * The record file of each record of the tag, by record id, as the difference from the
   * previous record's file (the first one's from 0): runs of neighbours compress to little.
   */
  readonly recordFiles: readonly number[];
};

const recordFileLists = new WeakMap<TagManifest, Int32Array>();

/** The record file of each record id of a tag, added up from its manifest's differences once. */
export function recordFileNumbers(manifest: TagManifest): Int32Array {
  let files = recordFileLists.get(manifest);
  if (!files) {
    files = new Int32Array(manifest.recordFiles.length);
    let file = 0;
    for (const [id, difference] of manifest.recordFiles.entries()) {
      file += difference;
      files[id] = file;
    }
    recordFileLists.set(manifest, files);
  }
  return files;
}

/**
 * The postings of the words of one bucket: for each word, a flat list of triples, one per record
 * that holds it, by record id: the id (as the difference from the previous triple's id), the
 * record's score for the word (times `scoreScale`, rounded), and the bits of the fields it is in.
 */
export type TermBucket = Readonly<Record<string, readonly number[]>>;

/** A file of term buckets, by bucket key. */
export type TermFile = Readonly<Record<string, TermBucket>>;

/**
 * Buckets share a file until it holds about this many characters of JSON; a bigger bucket has
 * a file of its own. Fewer, fuller files make the build faster (creating a file costs far more
 * than writing it) for a few hundred bytes more on a query whose words are rare.
 */
export const termFileSize = 4096;

/**
 * What a hit shows of a record: where it is, its headings and the start of its text. Its `url`
 * is the part after its tag's routeBase (`/quick-start#install`), so that the same section in two
 * docs versions is one record.
 */
export type StoredRecord = Pick<
  SearchRecord,
  'url' | 'type' | 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3'
> & {
  /** The start of the section's prose: the full text is indexed, not shipped. */
  readonly excerpt: string;
  readonly codeExcerpt?: string;
};

/** Characters of prose and of code kept per section for snippets. */
export const excerptLength = {prose: 300, code: 160} as const;

/** Postings keep scores as integers: this many steps per unit of score. */
export const scoreScale = 1000;

/**
 * The searched fields. A record's own heading (`title` for a page's opening section, `heading`
 * for an h2 or h3 section) weighs more than the headings above it (`parents`), so a query
 * naming a page finds the page itself and a query naming a section finds that section.
 */
export const searchedFields = ['lvl0', 'title', 'heading', 'parents', 'content', 'code'] as const;
export type SearchedField = (typeof searchedFields)[number];

/** The bit of a field in a posting's field bits. */
export function fieldBit(field: SearchedField): number {
  return 1 << searchedFields.indexOf(field);
}

/** Titles and headings outrank prose, prose outranks code. */
export const fieldBoosts: Record<SearchedField, number> = {
  lvl0: 1,
  title: 6,
  heading: 4,
  parents: 1.5,
  content: 1,
  code: 0.4,
};

/** A page's opening section stands for the whole page when the title matches. */
export const pageIntroBoost = 1.25;

/** The fields that name the record itself: a match there makes it a heading hit. */
export const ownHeadingBits = fieldBit('title') | fieldBit('heading');

/** The text of a searched field of a record, or undefined when the record has none. */
export function fieldText(record: SearchRecord, field: SearchedField): string | undefined {
  switch (field) {
    case 'title':
      return record.type === 'lvl1' ? record.lvl1 : undefined;
    case 'heading':
      return record.type === 'lvl2'
        ? record.lvl2
        : record.type === 'lvl3'
          ? record.lvl3
          : undefined;
    case 'parents':
      return record.type === 'lvl1'
        ? undefined
        : [record.lvl1, record.type === 'lvl3' ? record.lvl2 : undefined].join(' ');
    default:
      return record[field];
  }
}

/** Words too common to tell pages apart; leaving them out also keeps the index small. */
const stopWords = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its me my of on or our so that the their then there these this to was we what when where which while who why will with you your'.split(
    ' ',
  ),
);

/** What words are split on: spaces, punctuation and symbols (a regular expression class body). */
export const wordSeparatorCharacters = String.raw`\n\r\p{Z}\p{P}\p{S}`;
const wordSeparators = new RegExp(`[${wordSeparatorCharacters}]+`, 'u');

/** Splits on spaces, punctuation and symbols, so `<kbd>` or `$NAME` yield their words. */
export function tokenize(text: string): string[] {
  return text.split(wordSeparators);
}

/** Whether a lower-cased word is a stop word. */
export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

/** Lower-cases every term and drops the stop words. */
export function processTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  return lowered.length < 2 || stopWords.has(lowered) ? null : lowered;
}

/**
 * A query's searched words, in order. `lastIsTyped`: the last word is the one being typed
 * (nothing follows it, not even a space), so it is matched as the start of the words it may
 * become, whatever its length, a stop word too ("in" may be "install").
 */
export type ParsedQuery = {readonly words: readonly string[]; readonly lastIsTyped: boolean};

const endsWithSeparator = new RegExp(`[${wordSeparatorCharacters}]$`, 'u');

/**
 * The words a query searches: stop words and one-letter words are left out, as the index
 * leaves them out, except the word being typed (see ParsedQuery). A query of stop words only
 * ("how do i ") is answered too: its last word is then taken as the start of a word.
 */
export function parseQuery(query: string): ParsedQuery {
  const tokens = tokenize(query.toLowerCase()).filter(Boolean);
  const last = tokens.at(-1);
  if (last === undefined) {
    return {words: [], lastIsTyped: false};
  }
  const typing = !endsWithSeparator.test(query);
  const words = (typing ? tokens.slice(0, -1) : tokens)
    .map(processTerm)
    .filter((word): word is string => word !== null);
  if (typing) {
    return {words: [...words, last], lastIsTyped: true};
  }
  return words.length > 0 ? {words, lastIsTyped: false} : {words: [last], lastIsTyped: true};
}

/** The searched words of a query, in order (see parseQuery). */
export function queryWords(query: string): string[] {
  return [...parseQuery(query).words];
}

/** The bucket a word's postings are in: its first two characters. */
export function bucketKey(word: string): string {
  return Array.from(word).slice(0, 2).join('');
}

/**
 * The bucket of a one-letter word being typed, keyed by the letter: the likeliest completions of
 * the letter, each with only its best postings, their scores already weighted by
 * completionWeight (every word of a letter would be tens of kilobytes). No indexed word has
 * one letter, so the letter is no other bucket's key.
 */
export const letterBucketPostings = 240;

/**
 * The first key of a query is one letter: its hits are the best records of the letter's bucket,
 * new ones for each query, and as many record files would take the browser's few connections
 * several rounds. So the build writes, for each letter, the stored records of the bucket's
 * best records in one file (`LetterHits`, by record file number), fetched beside the bucket;
 * as many as the search modal asks hits for.
 */
export const letterHitsCount = 20;

/** The stored records of a letter's best records, by record file number. */
export type LetterHits = Readonly<Record<string, StoredRecord>>;

/**
 * The bucket of a stop word of two letters or more, for the word being typed: stop words are
 * not indexed, but a reader typing "how" or "in" gets the records that have the stop word in
 * their headings (its best postings, by score). It shares a file with the bucket of its first
 * letter, which the reader's first key fetched. The key cannot be a word's: "!" splits words.
 */
export const stopWordBucketPostings = 30;

export function stopWordKey(stopWord: string): string {
  return `${Array.from(stopWord)[0]!}!${stopWord}`;
}

/** The stop words that a word being typed starts, itself too, of two letters or more. */
export function stopWordsStartedBy(word: string): string[] {
  return Array.from(word).length < 2
    ? []
    : [...stopWords].filter((stopWord) => stopWord.startsWith(word));
}

/** The keys of the buckets a query's words are in, each once. */
export function queryBucketKeys({words, lastIsTyped}: ParsedQuery): string[] {
  const typed = lastIsTyped ? words.at(-1) : undefined;
  return [
    ...new Set([
      ...words.map(bucketKey),
      ...(typed === undefined ? [] : stopWordsStartedBy(typed).map(stopWordKey)),
    ]),
  ];
}

/**
 * How a query word matches the words of its bucket, and how much each match weighs (a weight
 * multiplies the record's stored score for the word matched; client/matchQuery.ts applies them):
 * - every word matches itself, weight 1;
 * - a word of three characters or more (`prefix`) also matches the longer words it starts,
 *   weighted by extensionWeight: less for each letter the longer word adds;
 * - a word of five or more also matches the words up to `maxTypos` edits away (Levenshtein),
 *   weight typoWeight × L / (L + edits) for a word of L characters.
 * The word being typed matches the longer words it starts from one letter: when it is itself an
 * indexed word, by extensionWeight; when it is not (a word half typed), each completion weighs
 * by how likely the reader is typing it (completionWeight).
 */
export const wordMatching = {
  prefix: (word: string) => word.length > 2,
  maxTypos: (word: string) => (word.length > 4 ? Math.min(6, Math.round(word.length * 0.2)) : 0),
  prefixWeight: 0.375,
  typoWeight: 0.45,
  /** The weight of a longer word that a query word starts: less for each letter it adds. */
  extensionWeight: (word: string, term: string) =>
    (wordMatching.prefixWeight * term.length) / (term.length + 0.3 * (term.length - word.length)),
  /**
   * The weight of a completion of a half-typed word, by how many records hold it beside the
   * commonest completion: a reader typing "te" on this site is more likely typing "tekton"
   * than "teardown", whose rarity alone would otherwise rank it first.
   */
  completionWeight: (records: number, mostRecords: number) =>
    wordMatching.prefixWeight * Math.sqrt(records / mostRecords),
  // cspell:ignore extren extrenal (words with a typo, on purpose)
  /**
   * The typos allowed in a half-typed word that starts no indexed word and is near none
   * ("extren", on its way to "extrenal", itself a typo of "external"): as many as a whole word
   * of its length, so none below five letters.
   */
  maxPrefixTypos: (word: string) => wordMatching.maxTypos(word),
  /** The weight of a completion of such a word: weighted down as a typo and as a completion. */
  nearCompletionWeight: (records: number, mostRecords: number) =>
    wordMatching.typoWeight * wordMatching.completionWeight(records, mostRecords),
  /** The weight of a stop word that the word being typed starts (see stopWordKey). */
  stopWordWeight: 0.375,
} as const;

/**
 * Okapi BM25+, the score of one field of a record for a word, before the field's boost:
 *   idf × (d + tf × (k + 1) / (tf + k × (1 − b + b × len / avgLen))),
 *   idf = ln(1 + (N − n + 0.5) / (n + 0.5)),
 * where tf is how often the word is in the field, n the records whose field holds the word, N the
 * records of the tag, len the field's length in distinct tokens and avgLen its average.
 * k = 1.2 (how fast repeats stop counting), b = 0.7 (how much a long field is weighted down),
 * d = 0.5 (the floor a field that holds the word gets, however long): the values the ranking
 * was tuned with (tests/relevance).
 */
export function bm25(
  termFrequency: number,
  matchingRecords: number,
  recordCount: number,
  fieldLength: number,
  averageFieldLength: number,
): number {
  const k = 1.2;
  const b = 0.7;
  const d = 0.5;
  const inverseFrequency = Math.log(
    1 + (recordCount - matchingRecords + 0.5) / (matchingRecords + 0.5),
  );
  return (
    inverseFrequency *
    (d +
      (termFrequency * (k + 1)) /
        (termFrequency + k * (1 - b + (b * fieldLength) / averageFieldLength)))
  );
}
