import type {TagManifest} from '../shared/indexSchema';
import type {RecordMatch} from './matchQuery';

/** A matched record and the index it came from. */
export type RankedMatch = {readonly match: RecordMatch; readonly manifest: TagManifest};

/**
 * The `count` best of a query's matches, best first: a match with every word of
 * the query outranks one without, then the higher score wins, and a tie keeps the order found.
 * Only the best are kept in order, as a query may match thousands of records and show twenty.
 */
export function bestMatches(
  matches: readonly RankedMatch[],
  wordCount: number,
  count: number,
): RankedMatch[] {
  const outranks = (a: RankedMatch, b: RankedMatch) => {
    const aHasEvery = a.match.queryWords.length === wordCount;
    const bHasEvery = b.match.queryWords.length === wordCount;
    return aHasEvery === bHasEvery ? a.match.score > b.match.score : aHasEvery;
  };
  const best: RankedMatch[] = [];
  for (const candidate of matches) {
    if (best.length === count && (count === 0 || !outranks(candidate, best[count - 1]!))) {
      continue;
    }
    let at = best.length;
    while (at > 0 && outranks(candidate, best[at - 1]!)) {
      at -= 1;
    }
    best.splice(at, 0, candidate);
    if (best.length > count) {
      best.pop();
    }
  }
  return best;
}

/** The site sections with the most records in the searched indexes, most first. */
export function largestSections(manifests: readonly TagManifest[]): string[] {
  const records = new Map<string, number>();
  for (const manifest of manifests) {
    for (const section of manifest.recordSections) {
      const name = manifest.sections[section]!;
      records.set(name, (records.get(name) ?? 0) + 1);
    }
  }
  return [...records.entries()].sort(([, a], [, b]) => b - a).map(([name]) => name);
}
