/**
 * The shape of the embedded search index, shared by the build-time shard
 * writer (src/plugins/search-index) and the browser client (LocalSearchClient):
 * both sides must tokenize and weigh fields the same way, or a shard written by
 * one cannot be read by the other.
 */
import type {Options, SearchOptions} from 'minisearch';

/** One searchable section of a page: the text under one heading. */
export type SearchRecord = {
  readonly id: number;
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

/** What a shard keeps of each record to show it: the heading path and short excerpts. */
export type StoredRecord = Pick<
  SearchRecord,
  'url' | 'type' | 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3'
> & {
  /** The start of the section's prose: the full text is indexed but not shipped twice. */
  readonly excerpt: string;
  readonly codeExcerpt?: string;
};

/** A shard as written to `search-index/<docusaurus_tag>.json`. */
export type SearchShardFile = {
  readonly tag: string;
  readonly language: string;
  /** MiniSearch's own JSON form of the index, records stored alongside. */
  readonly index: unknown;
};

export const searchIndexDirectory = 'search-index';

/**
 * The searched fields. A record's own heading (`title` for a page's opening
 * section, `heading` for an h2 or h3 section) weighs more than the headings
 * above it (`parents`), so a query naming a page finds the page itself and a
 * query naming a section finds that section.
 */
export const searchedFields = ['lvl0', 'title', 'heading', 'parents', 'content', 'code'] as const;
export type SearchedField = (typeof searchedFields)[number];

export const storedFields = [
  'url',
  'type',
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'excerpt',
  'codeExcerpt',
] as const;

/** Characters of prose and of code a shard keeps per record for snippets. */
export const excerptLength = {prose: 300, code: 160} as const;

/** Titles and headings outrank prose, prose outranks code. */
export const fieldBoosts: Record<SearchedField, number> = {
  lvl0: 1,
  title: 6,
  heading: 4,
  parents: 1.5,
  content: 1,
  code: 0.4,
};

/** The fields that name the record itself: a match there makes it a heading hit. */
export const ownHeadingFields: readonly SearchedField[] = ['title', 'heading'];

type IndexedRecord = SearchRecord & Partial<StoredRecord>;

function extractField(record: IndexedRecord, field: string): string | undefined {
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
      return record[field as keyof IndexedRecord] as string | undefined;
  }
}

/** Words too common to tell pages apart; leaving them out also keeps shards small. */
const stopWords = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its me my of on or our so that the their then there these this to was we what when where which while who why will with you your'.split(
    ' ',
  ),
);

/** Splits on spaces, punctuation and symbols, so `<kbd>` or `$NAME` yield their words. */
export function tokenize(text: string): string[] {
  return text.split(/[\n\r\p{Z}\p{P}\p{S}]+/u);
}

/** Lower-cases every term and drops the stop words. */
export function processTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  return lowered.length < 2 || stopWords.has(lowered) ? null : lowered;
}

export const miniSearchOptions: Options<IndexedRecord> = {
  fields: [...searchedFields],
  storeFields: [...storedFields],
  extractField,
  tokenize,
  processTerm,
};

/**
 * How a query is run: a record matches with any of the words (the client ranks records with
 * every word first); words match as prefixes, and longer words tolerate a typo or two.
 */
export const querySearchOptions: SearchOptions = {
  combineWith: 'OR',
  boost: fieldBoosts,
  prefix: (term) => term.length > 2,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  // A page's opening section stands for the whole page when the title matches.
  boostDocument: (_id, _term, stored) => (stored?.type === 'lvl1' ? 1.25 : 1),
};
