import {matchedWordsOf, type HitHighlightResult} from './highlightParam';
import {suggestionCount} from './suggestQueries';

/** What the suggestions read of an Algolia hit. */
type AlgoliaHit = {
  readonly hierarchy?: Partial<Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>>;
  readonly _highlightResult?: HitHighlightResult;
};

/** An answer of Algolia's search; a query that found nothing gets `querySuggestions` added. */
export type AlgoliaAnswer = {
  results: (
    {hits?: readonly AlgoliaHit[]; nbHits?: number; querySuggestions?: string[]} | object
  )[];
};

type QueryRequest = {readonly query?: string} & Record<string, unknown>;

/**
 * What to offer a reader whose query found nothing on Algolia, which keeps no word list to
 * correct against: the same query asked again with every word optional finds the records that
 * hold some of its words; those words are the first suggestion, the sections of those records
 * the next. Each suggestion comes from records that exist, so it finds something.
 */
export function suggestionsFromRelaxedHits(hits: readonly AlgoliaHit[]): string[] {
  const matchedWords = [...new Set(hits.flatMap((hit) => matchedWordsOf(hit._highlightResult)))];
  const sections = hits.map(({hierarchy}) => hierarchy?.lvl1 ?? hierarchy?.lvl0);
  const suggestions = [matchedWords.join(' '), ...sections].filter(
    (suggestion): suggestion is string => Boolean(suggestion?.trim()),
  );
  return [...new Set(suggestions)].slice(0, suggestionCount);
}

/**
 * Adds `querySuggestions` (which the patched modal shows under "Try searching for") to each
 * answer of `requests` that found nothing, from one follow-up search with every word optional.
 * If the follow-up fails, the answer stays as it was: the reader still sees "No results".
 */
export async function withQuerySuggestions(
  requests: readonly QueryRequest[],
  answer: AlgoliaAnswer,
  search: (requests: QueryRequest[]) => Promise<AlgoliaAnswer>,
): Promise<AlgoliaAnswer> {
  const empty = requests.flatMap((request, index) => {
    const result = answer.results[index];
    return result && 'nbHits' in result && result.nbHits === 0 && request.query?.trim()
      ? [{request, result}]
      : [];
  });
  if (empty.length === 0) {
    return answer;
  }
  const relaxed = await search(
    empty.map(({request}) => ({
      ...request,
      removeWordsIfNoResults: 'allOptional',
      hitsPerPage: 10,
    })),
  ).catch(() => undefined);
  empty.forEach(({result}, index) => {
    const relaxedResult = relaxed?.results[index];
    const hits = relaxedResult && 'hits' in relaxedResult ? relaxedResult.hits : undefined;
    if (hits && hits.length > 0 && 'nbHits' in result) {
      result.querySuggestions = suggestionsFromRelaxedHits(hits);
    }
  });
  return answer;
}
