import MiniSearch from 'minisearch';
import {
  excerptLength,
  miniSearchOptions,
  type SearchRecord,
  type SearchShardFile,
  type StoredRecord,
} from '../../search/indexSchema';
import type {ExtractedPage} from './extractRecords';

/**
 * Groups the pages' records by docusaurus tag (one shard per docs version, the
 * FAQ, and the blog with the other pages) and indexes each group with MiniSearch.
 */
export function buildSearchShards(pages: readonly ExtractedPage[]): SearchShardFile[] {
  const byTag = new Map<string, {language: string; records: SearchRecord[]}>();
  for (const page of pages) {
    const shard = byTag.get(page.tag) ?? {language: page.language, records: []};
    byTag.set(page.tag, shard);
    for (const record of page.records) {
      shard.records.push({...record, id: shard.records.length});
    }
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, {language, records}]) => {
      const index = new MiniSearch<SearchRecord & StoredRecord>(miniSearchOptions);
      index.addAll(records.map(withExcerpts));
      return {tag, language, index: index.toJSON()};
    });
}

function withExcerpts(record: SearchRecord): SearchRecord & StoredRecord {
  return {
    ...record,
    excerpt: cutAtWord(record.content, excerptLength.prose),
    ...(record.code ? {codeExcerpt: cutAtWord(record.code, excerptLength.code)} : {}),
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
