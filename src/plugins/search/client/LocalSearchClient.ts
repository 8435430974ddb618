import {highlight, snippet, type HighlightTags, type HighlightedValue} from './highlight';
import {SearchIndexReader} from './indexReader';
import {
  fieldBit,
  ownHeadingBits,
  parseQuery,
  queryBucketKeys,
  type ParsedQuery,
  type TagManifest,
  type TermBucket,
} from '../shared/indexSchema';
import {matchQuery} from './matchQuery';
import {bestMatches, largestSections, type RankedMatch} from './ranking';
import {suggestQueries} from './suggestQueries';

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
  /** For a query that found nothing: queries to try instead (the no-results screen shows them). */
  readonly querySuggestions?: readonly string[];
};

export type LocalSearchClientOptions = {
  /** The site's base URL path, e.g. `/`. */
  readonly baseUrl: string;
  /** The origin that hit URLs are made absolute against (the theme parses them with `new URL`). */
  readonly origin: string;
  /** Every docusaurus tag that may have an index; a filter naming another tag matches nothing. */
  readonly tags: readonly string[];
  /** The site language (every index of this site carries it). */
  readonly language: string;
  readonly fetch?: typeof fetch;
};

/** How many queries' rankings are kept: every key of the last query or two a reader typed. */
const rankingsKept = 64;

const defaultTags: HighlightTags = {preTag: '<mark>', postTag: '</mark>', ellipsis: '…'};

/**
 * Answers Algolia search requests from the embedded index that the build wrote, so the
 * DocSearch modal and the search page work with no hosted service: it reads the files a query
 * needs (indexReader.ts), scores the records (matchQuery.ts), keeps the best (ranking.ts) and
 * answers in Algolia's shape.
 */
export class LocalSearchClient {
  readonly appId = 'embedded';
  private readonly index: SearchIndexReader;
  /** The rankings of the last queries, most recent last (see ranked). */
  private readonly rankings = new Map<string, {matches: RankedMatch[]; best: RankedMatch[]}>();

  constructor(private readonly options: LocalSearchClientOptions) {
    this.index = new SearchIndexReader(options.baseUrl, options.fetch);
  }

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
    // What the reader typed, spaces kept: a last word with no space after it is being typed.
    const parsed = parseQuery(params.query ?? '');
    const {words} = parsed;
    const manifests =
      words.length === 0
        ? []
        : (await Promise.all(tags.map((tag) => this.index.manifest(tag)))).filter(
            (manifest): manifest is TagManifest => manifest !== undefined,
          );
    const [buckets] = await Promise.all([
      this.loadBuckets(manifests, queryBucketKeys(parsed)),
      this.loadLetterHits(manifests, parsed),
    ]);
    const rank = (searched: ParsedQuery, count: number) =>
      this.ranked(manifests, buckets, searched, count);
    const {matches, best} = rank(parsed, (page + 1) * hitsPerPage);
    const nbHits = matches.length;
    const tagsForHighlight: HighlightTags = {
      preTag: params.highlightPreTag ?? defaultTags.preTag,
      postTag: params.highlightPostTag ?? defaultTags.postTag,
      ellipsis: params.snippetEllipsisText ?? defaultTags.ellipsis,
    };
    const contentWords = snippetWordLimit(params.attributesToSnippet, 'content') ?? 30;
    const hits = await Promise.all(
      best
        .slice(page * hitsPerPage)
        .map((ranked) => this.toHit(ranked, tagsForHighlight, contentWords, words.length)),
    );
    const loadedBuckets = (key: string) =>
      buckets.flatMap((loaded) => {
        const bucket = loaded.get(key);
        return bucket ? [bucket] : [];
      });
    const sectionsOf = (matches: readonly RankedMatch[]) =>
      matches.map(({match, manifest}) => manifest.sections[manifest.recordSections[match.id]!]!);
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
            .map(
              (tag) => [tag, matches.filter(({manifest}) => manifest.tag === tag).length] as const,
            )
            .filter(([, count]) => count > 0),
        ),
        language: nbHits > 0 ? {[this.options.language]: nbHits} : {},
      },
      ...(nbHits === 0 && manifests.length > 0
        ? {
            querySuggestions: suggestQueries(
              query,
              loadedBuckets,
              (corrected) => sectionsOf(rank(parseQuery(corrected), 10).best),
              largestSections(manifests),
            ),
          }
        : {}),
    };
  }

  /**
   * Starts loading the manifests of the indexes that searches with these filters read, so a
   * reader's first query waits only for its words' buckets and the hits it shows.
   */
  prepare(facetFilters?: SearchParams['facetFilters']): void {
    const filters = normalizeFilters(facetFilters);
    for (const tag of this.options.tags) {
      if (matchesFilters(filters, tag, this.options.language)) {
        // A failure is forgotten by file(); the search that needs the file tries again.
        this.index.manifest(tag).catch(() => undefined);
      }
    }
  }

  /** The buckets of these keys in each manifest's index (a key it lacks: no word has it). */
  private loadBuckets(
    manifests: readonly TagManifest[],
    keys: readonly string[],
  ): Promise<Map<string, TermBucket>[]> {
    return Promise.all(
      manifests.map(async (manifest) => {
        const loaded = await Promise.all(
          keys
            .filter((key) => key in manifest.termFiles)
            .map(async (key) => [key, await this.index.bucket(manifest, key)] as const),
        );
        return new Map(loaded);
      }),
    );
  }

  /**
   * For a query of one letter being typed (a query's first key), the records of the letter's
   * likely hits, fetched beside its bucket in one file per index (see letterHitsCount).
   */
  private async loadLetterHits(
    manifests: readonly TagManifest[],
    {words, lastIsTyped}: ParsedQuery,
  ): Promise<void> {
    const [letter] = words;
    if (!lastIsTyped || words.length !== 1 || Array.from(letter!).length !== 1) {
      return;
    }
    await Promise.all(
      manifests
        .filter((manifest) => letter! in manifest.termFiles)
        .map((manifest) => this.index.letterHits(manifest, letter!)),
    );
  }

  /**
   * Every match of the query's words in these indexes, and the `count` best of them in order.
   * A query ranked before (the same words in the same indexes) is not ranked again: a query
   * typed again, or a key deleted, asks what was answered already. The index's files do not
   * change during a visit, so neither does a query's ranking.
   */
  private ranked(
    manifests: readonly TagManifest[],
    buckets: readonly Map<string, TermBucket>[],
    searched: ParsedQuery,
    count: number,
  ): {matches: RankedMatch[]; best: RankedMatch[]} {
    const key = JSON.stringify([
      manifests.map(({tag}) => tag),
      searched.words,
      searched.lastIsTyped,
    ]);
    // Only a query whose every bucket was loaded is ranked in full, so only such a ranking is kept.
    const complete = manifests.every((manifest, index) =>
      queryBucketKeys(searched).every(
        (bucketKey) => !(bucketKey in manifest.termFiles) || buckets[index]!.has(bucketKey),
      ),
    );
    const cached = complete ? this.rankings.get(key) : undefined;
    const matches =
      cached?.matches ??
      manifests.flatMap((manifest, index) =>
        matchQuery(searched.words, (bucketKey) => buckets[index]!.get(bucketKey), searched).map(
          (match) => ({match, manifest}),
        ),
      );
    const best =
      cached && cached.best.length >= Math.min(count, matches.length)
        ? cached.best.slice(0, count)
        : bestMatches(matches, new Set(searched.words).size, count);
    if (complete) {
      this.rankings.delete(key);
      this.rankings.set(key, {
        matches,
        best: cached && cached.best.length > best.length ? cached.best : best,
      });
      for (const oldest of this.rankings.keys()) {
        if (this.rankings.size <= rankingsKept) {
          break;
        }
        this.rankings.delete(oldest);
      }
    }
    return {matches, best};
  }

  private async toHit(
    {match, manifest}: RankedMatch,
    tags: HighlightTags,
    contentWords: number,
    queryWordCount: number,
  ): Promise<LocalSearchHit> {
    const record = await this.index.record(manifest, match.id);
    const matched = new Set(match.matchedTerms);
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
    const matchedOnlyInCode = record.codeExcerpt !== undefined && match.fields === fieldBit('code');
    const text = matchedOnlyInCode ? record.codeExcerpt : record.excerpt;
    const headingMatched = (match.fields & ownHeadingBits) !== 0;
    const url = new URL(manifest.routeBase + record.url, this.options.origin).href;
    return {
      objectID: `${manifest.tag}:${String(match.id)}`,
      url,
      url_without_anchor: url.split('#')[0]!,
      type: headingMatched ? record.type : 'content',
      hierarchy,
      content: text || null,
      language: manifest.language,
      docusaurus_tag: manifest.tag,
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
