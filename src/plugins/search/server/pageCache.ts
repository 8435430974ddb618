import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {SearchRecord} from '../shared/indexSchema';
import {splitPage, type ExtractedPage, type PageSource} from './extractRecords';

/**
 * A hash of the splitting code itself: records split by other code must not be reused. Read when
 * a build opens the cache, not when the plugin loads (`docusaurus start` never indexes).
 */
function splitterVersion(): string {
  return createHash('sha1')
    .update(readFileSync(require.resolve('./extractRecords'), 'utf8'))
    .digest('hex');
}

type CacheFile = {
  readonly splitter: string;
  /** Key of a page's source → its records, or null for a page with nothing to search. */
  readonly pages: Record<string, SearchRecord[] | null>;
};

/** A key for everything splitting reads of a page. */
function sourceKey(source: PageSource, siteTitle: string): string {
  const hash = createHash('sha1');
  for (const value of [siteTitle, ...Object.values(source)]) {
    hash.update(value).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The records of the pages an earlier build split, kept in one file beside the bundler's cache,
 * so that a rebuild splits only the pages whose content changed. `docusaurus clear` empties it.
 */
export class PageRecordsCache {
  private readonly used = new Map<string, SearchRecord[] | null>();
  private splits = 0;
  private reuses = 0;

  private constructor(
    private readonly file: string,
    private readonly stored: ReadonlyMap<string, SearchRecord[] | null>,
    private readonly version: string,
  ) {}

  /** The cache in `file`; an empty one when the file is missing, unreadable or from other code. */
  static async open(file: string, version = splitterVersion()): Promise<PageRecordsCache> {
    const cached = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as CacheFile)
      .catch(() => undefined);
    const pages = cached?.splitter === version ? Object.entries(cached.pages) : [];
    return new PageRecordsCache(file, new Map(pages), version);
  }

  /** The page's records: from the cache when this content was split before, else split now. */
  split(source: PageSource, siteTitle: string): ExtractedPage | undefined {
    const key = sourceKey(source, siteTitle);
    let records = this.used.has(key) ? this.used.get(key) : this.stored.get(key);
    if (records === undefined) {
      this.splits += 1;
      records = splitPage(source, siteTitle)?.records ?? null;
    } else {
      this.reuses += 1;
    }
    this.used.set(key, records);
    return records ? {tag: source.tag, language: source.language, records} : undefined;
  }

  /** How many pages this build split, and how many it took from the cache. */
  get counts(): {readonly split: number; readonly reused: number} {
    return {split: this.splits, reused: this.reuses};
  }

  /** Keeps the pages of this build only, so the file does not grow with every edit. */
  async save(): Promise<void> {
    const content: CacheFile = {splitter: this.version, pages: Object.fromEntries(this.used)};
    await mkdir(path.dirname(this.file), {recursive: true});
    // Renamed into place: a build that reads the file meanwhile sees the old one or the new one.
    const partial = `${this.file}.${process.pid}`;
    await writeFile(partial, JSON.stringify(content));
    await rename(partial, this.file);
  }
}
