import {
  indexFilePath,
  recordFileNumbers,
  type LetterHits,
  searchIndexDirectory,
  type StoredRecord,
  type TagManifest,
  type TermBucket,
  type TermFile,
} from '../shared/indexSchema';

/** The error name DocSearch treats as "the search service cannot be reached". */
export class RetryError extends Error {
  override name = 'RetryError';
}

/**
 * The embedded index's files, as the search client reads them: a tag's manifest, a bucket of
 * words, a record to show. Each file is fetched the first time a search needs it and kept for
 * the rest of the visit; a failed fetch is forgotten, so the next search tries again.
 */
export class SearchIndexReader {
  private readonly files = new Map<string, Promise<unknown>>();

  constructor(
    /** The site's base URL path, e.g. `/`. */
    private readonly baseUrl: string,
    private readonly fetchFile: typeof fetch = (...args) => fetch(...args),
  ) {}

  manifest(tag: string): Promise<TagManifest | undefined> {
    // A docs version left out of this build (DOCS_VERSIONS) has no index.
    return this.file<TagManifest>(indexFilePath.manifest(tag), {optional: true});
  }

  async bucket(manifest: TagManifest, key: string): Promise<TermBucket> {
    const file = await this.file<TermFile>(
      indexFilePath.termFile(manifest.tag, manifest.termFiles[key]!),
    );
    return file![key]!;
  }

  record(manifest: TagManifest, id: number): Promise<StoredRecord> {
    const file = recordFileNumbers(manifest)[id]!;
    return this.file<StoredRecord>(indexFilePath.record(file)) as Promise<StoredRecord>;
  }

  /**
   * The records of a one-letter query's likely hits, in one file: each is kept as its record
   * file, so the search that shows it fetches nothing more. A failure only leaves those records
   * to be fetched one by one.
   */
  async letterHits(manifest: TagManifest, letter: string): Promise<void> {
    const hits = await this.file<LetterHits>(
      indexFilePath.letterHits(manifest.tag, manifest.termFiles[letter]!),
    ).catch(() => undefined);
    for (const [file, record] of Object.entries(hits ?? {})) {
      const name = indexFilePath.record(Number(file));
      if (!this.files.has(name)) {
        this.files.set(name, Promise.resolve(record));
      }
    }
  }

  /** One file of the index, fetched once; a failed fetch is forgotten, so the next search tries again. */
  private file<T>(name: string, {optional = false} = {}): Promise<T | undefined> {
    const cached = this.files.get(name) as Promise<T | undefined> | undefined;
    if (cached) {
      return cached;
    }
    const loading = this.fetched<T>(name, optional);
    this.files.set(name, loading);
    loading.catch(() => this.files.delete(name));
    return loading;
  }

  private async fetched<T>(name: string, optional: boolean): Promise<T | undefined> {
    const fetchFile = this.fetchFile;
    const url = `${this.baseUrl}${searchIndexDirectory}/${name}`;
    let response: Response;
    try {
      response = await fetchFile(url);
    } catch (error) {
      throw new RetryError(`The search index ${url} could not be fetched: ${String(error)}`);
    }
    if (optional && response.status === 404) {
      return undefined;
    }
    if (!response.ok) {
      throw new RetryError(`The search index ${url} answered ${response.status}`);
    }
    return (await response.json()) as T;
  }
}
