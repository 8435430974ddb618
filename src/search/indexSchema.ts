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
export type StoredRecord = Pick<SearchRecord, 'url' | 'type' | 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3'> & {
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

export const searchedFields = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content', 'code'] as const;
export const storedFields = ['url', 'type', 'lvl0', 'lvl1', 'lvl2', 'lvl3', 'excerpt', 'codeExcerpt'] as const;

/** Characters of prose and of code a shard keeps per record for snippets. */
export const excerptLength = {prose: 300, code: 160} as const;

/** Titles and headings outrank prose, prose outranks code. */
export const fieldBoosts: Record<(typeof searchedFields)[number], number> = {
  lvl0: 1.5,
  lvl1: 6,
  lvl2: 4,
  lvl3: 3,
  content: 1,
  code: 0.4,
};

/** Words too common to tell pages apart; leaving them out also keeps shards small. */
const stopWords = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its of on or so that the their then there these this to was what when where which while who why will with you your'.split(
    ' ',
  ),
);

/** Lower-cases every term and drops the stop words. */
export function processTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  return lowered.length < 2 || stopWords.has(lowered) ? null : lowered;
}

export const miniSearchOptions: Options<SearchRecord & Partial<StoredRecord>> = {
  fields: [...searchedFields],
  storeFields: [...storedFields],
  processTerm,
};

/**
 * How a query is run: every word must match (`AND`); words match as prefixes,
 * and longer words tolerate a typo or two.
 */
export function querySearchOptions(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    combineWith,
    boost: fieldBoosts,
    prefix: (term) => term.length > 2,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    // A page's opening section stands for the whole page when the title matches.
    boostDocument: (_id, _term, stored) => (stored?.type === 'lvl1' ? 1.25 : 1),
  };
}
