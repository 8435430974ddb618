import MiniSearch, {type SearchResult} from 'minisearch';
import {highlight, snippet, type HighlightTags, type HighlightedValue} from './highlight';
import {
  miniSearchOptions,
  ownHeadingFields,
  processTerm,
  querySearchOptions,
  tokenize,
  searchIndexDirectory,
  type SearchRecord,
  type SearchShardFile,
  type StoredRecord,
} from './indexSchema';

/** A facet filter as Algolia takes it: the outer list is AND, an inner list is OR. */
export type FacetFilters = readonly (string | readonly string[])[];

/** The query parameters the DocSearch modal and the search page send. */
export type SearchParams = {
  readonly indexName?: string;
  readonly query?: string;
  readonly facetFilters?: FacetFilters | string;
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly attributesToSnippet?: readonly string[];
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly snippetEllipsisText?: string;
};

/** The two request forms of Algolia's client: `{requests}` and the legacy array. */
export type SearchRequest =
  | {readonly requests: readonly SearchParams[]}
  | readonly {readonly indexName: string; readonly params?: SearchParams}[];

type Hierarchy = Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;

export type LocalSearchHit = {
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  readonly hierarchy: Hierarchy;
  readonly content: string | null;
  readonly language: string;
  readonly docusaurus_tag: string;
  readonly _highlightResult: {
    readonly hierarchy: Partial<Record<keyof Hierarchy, HighlightedValue>>;
    readonly content?: HighlightedValue;
  };
  readonly _snippetResult: {
    readonly hierarchy: Partial<Record<keyof Hierarchy, HighlightedValue>>;
    readonly content?: HighlightedValue;
  };
};

export type LocalSearchResponse = {
  readonly hits: LocalSearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly processingTimeMS: number;
  readonly exhaustiveNbHits: true;
  readonly facets: Record<string, Record<string, number>>;
};

export type LocalSearchClientOptions = {
  /** The site's base URL path, e.g. `/`. */
  readonly baseUrl: string;
  /** The origin that hit URLs are made absolute against (the theme parses them with `new URL`). */
  readonly origin: string;
  /** Every docusaurus tag that may have a shard; a filter naming another tag matches nothing. */
  readonly tags: readonly string[];
  /** The site language (every shard of this site carries it). */
  readonly language: string;
  readonly fetch?: typeof fetch;
};

type LoadedShard = {
  readonly tag: string;
  readonly language: string;
  readonly index: MiniSearch<SearchRecord>;
};

/** The error name DocSearch treats as "the search service cannot be reached". */
class RetryError extends Error {
  override name = 'RetryError';
}

const defaultTags: HighlightTags = {preTag: '<mark>', postTag: '</mark>', ellipsis: '…'};

/**
 * Answers Algolia search requests from the embedded index shards that the
 * build wrote, so the DocSearch modal and the search page work with no hosted
 * service. A shard is fetched the first time a request's facet filters name
 * its tag, and kept for the rest of the visit.
 */
export class LocalSearchClient {
  readonly appId = 'embedded';
  private readonly shards = new Map<string, Promise<LoadedShard | undefined>>();

  constructor(private readonly options: LocalSearchClientOptions) {}

  /** DocSearch adds its user agent to every client; there is no server to tell. */
  addAlgoliaAgent(): void {}

  async search(request: SearchRequest): Promise<{results: LocalSearchResponse[]}> {
    const requests: SearchParams[] = Array.isArray(request)
      ? (request as readonly {indexName: string; params?: SearchParams}[]).map(
          ({indexName, params}) => ({
            indexName,
            ...params,
          }),
        )
      : [...(request as {requests: readonly SearchParams[]}).requests];
    return {results: await Promise.all(requests.map((params) => this.searchOne(params)))};
  }

  private async searchOne(params: SearchParams): Promise<LocalSearchResponse> {
    const started = performance.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = params.hitsPerPage ?? 20;
    const page = params.page ?? 0;
    const facetFilters = normalizeFilters(params.facetFilters);
    const tags = this.options.tags.filter((tag) =>
      matchesFilters(facetFilters, tag, this.options.language),
    );
    const shards = query === '' ? [] : await Promise.all(tags.map((tag) => this.loadShard(tag)));

    const queryWordCount = tokenize(query).map(processTerm).filter(Boolean).length;
    const ranked = rankAcrossShards(
      shards.filter((shard): shard is LoadedShard => shard !== undefined),
      query,
    );
    const nbHits = ranked.length;
    const pageResults = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const tagsForHighlight: HighlightTags = {
      preTag: params.highlightPreTag ?? defaultTags.preTag,
      postTag: params.highlightPostTag ?? defaultTags.postTag,
      ellipsis: params.snippetEllipsisText ?? defaultTags.ellipsis,
    };
    const contentWords = snippetWordLimit(params.attributesToSnippet, 'content') ?? 30;
    const hits = pageResults.map(({result, shard}) =>
      this.toHit(result, shard, tagsForHighlight, contentWords, queryWordCount),
    );
    return {
      hits,
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      query,
      params: new URLSearchParams({query}).toString(),
      index: params.indexName ?? 'embedded',
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      facets: {
        docusaurus_tag: Object.fromEntries(
          tags
            .map((tag) => [tag, ranked.filter((hit) => hit.shard.tag === tag).length] as const)
            .filter(([, n]) => n > 0),
        ),
        language: nbHits > 0 ? {[this.options.language]: nbHits} : {},
      },
    };
  }

  private loadShard(tag: string): Promise<LoadedShard | undefined> {
    const cached = this.shards.get(tag);
    if (cached) {
      return cached;
    }
    const loading = this.fetchShard(tag);
    this.shards.set(tag, loading);
    // A failed fetch is forgotten, so the next search tries again.
    loading.catch(() => this.shards.delete(tag));
    return loading;
  }

  private async fetchShard(tag: string): Promise<LoadedShard | undefined> {
    const fetchShard = this.options.fetch ?? fetch;
    const url = `${this.options.baseUrl}${searchIndexDirectory}/${encodeURIComponent(tag)}.json`;
    let response: Response;
    try {
      response = await fetchShard(url);
    } catch (error) {
      throw new RetryError(`The search index ${url} could not be fetched: ${String(error)}`);
    }
    if (response.status === 404) {
      // A docs version left out of this build (DOCS_VERSIONS) has no shard.
      return undefined;
    }
    if (!response.ok) {
      throw new RetryError(`The search index ${url} answered ${response.status}`);
    }
    const file = (await response.json()) as SearchShardFile;
    return {
      tag: file.tag,
      language: file.language,
      index: MiniSearch.loadJS<SearchRecord>(
        file.index as Parameters<typeof MiniSearch.loadJS>[0],
        miniSearchOptions,
      ),
    };
  }

  private toHit(
    result: SearchResult,
    shard: LoadedShard,
    tags: HighlightTags,
    contentWords: number,
    queryWordCount: number,
  ): LocalSearchHit {
    const record = result as unknown as StoredRecord & SearchResult;
    const matched = new Set(result.terms);
    const hierarchy: Hierarchy = {
      lvl0: record.lvl0,
      lvl1: record.lvl1,
      lvl2: record.lvl2 ?? null,
      lvl3: record.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const highlighted: Partial<Record<keyof Hierarchy, HighlightedValue>> = {};
    for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const) {
      const value = hierarchy[level];
      if (value) {
        highlighted[level] = highlight(value, matched, tags, queryWordCount);
      }
    }
    // A hit found only in a code block shows the code that matched.
    const matchedOnlyInCode =
      record.codeExcerpt !== undefined &&
      Object.values(result.match).every((fields) => fields.every((field) => field === 'code'));
    const text = matchedOnlyInCode ? record.codeExcerpt : record.excerpt;
    const headingMatched = Object.values(result.match).some((fields) =>
      fields.some((field) => (ownHeadingFields as readonly string[]).includes(field)),
    );
    const url = new URL(record.url, this.options.origin).href;
    return {
      objectID: `${shard.tag}:${String(result.id)}`,
      url,
      url_without_anchor: url.split('#')[0]!,
      type: headingMatched ? record.type : 'content',
      hierarchy,
      content: text || null,
      language: shard.language,
      docusaurus_tag: shard.tag,
      _highlightResult: {
        hierarchy: highlighted,
        ...(text ? {content: highlight(text, matched, tags, queryWordCount)} : {}),
      },
      _snippetResult: {
        hierarchy: highlighted,
        ...(text ? {content: snippet(text, matched, tags, contentWords, queryWordCount)} : {}),
      },
    };
  }
}

/**
 * Records with every word come first; records with only some of the words follow them. A
 * handful of records that happen to hold all the words must not hide the page that answers
 * the question in other words. One search finds both: a record's score does not depend on
 * whether the words were combined with AND or OR, only on the words it matched.
 */
function rankAcrossShards(
  shards: readonly LoadedShard[],
  query: string,
): {result: SearchResult; shard: LoadedShard}[] {
  if (query === '') {
    return [];
  }
  const words = new Set(tokenize(query).map(processTerm).filter(Boolean));
  const hasEveryWord = (result: SearchResult) => result.queryTerms.length === words.size;
  return shards
    .flatMap((shard) =>
      shard.index.search(query, querySearchOptions).map((result) => ({result, shard})),
    )
    .sort(
      (a, b) =>
        Number(hasEveryWord(b.result)) - Number(hasEveryWord(a.result)) ||
        b.result.score - a.result.score,
    );
}

function normalizeFilters(filters: SearchParams['facetFilters']): FacetFilters {
  if (filters === undefined) {
    return [];
  }
  return typeof filters === 'string' ? [filters] : filters;
}

/** Whether a shard, whose records all share one tag and one language, passes the filters. */
export function matchesFilters(filters: FacetFilters, tag: string, language: string): boolean {
  const facets: Record<string, string> = {docusaurus_tag: tag, language};
  const holds = (filter: string): boolean => {
    const negated = filter.startsWith('-');
    const [facet, ...valueParts] = (negated ? filter.slice(1) : filter).split(':');
    const value = valueParts.join(':');
    const actual = facets[facet ?? ''];
    // A facet this index does not have cannot narrow it.
    const equal = actual === undefined || actual === value;
    return negated ? !equal : equal;
  };
  return filters.every((clause) =>
    typeof clause === 'string' ? holds(clause) : clause.some(holds),
  );
}

/** `content:10` in attributesToSnippet means ten words of content. */
function snippetWordLimit(
  attributes: readonly string[] | undefined,
  attribute: string,
): number | undefined {
  const entry = attributes?.find((candidate) => candidate.split(':')[0] === attribute);
  const words = Number(entry?.split(':')[1]);
  return Number.isFinite(words) && words > 0 ? words : undefined;
}
