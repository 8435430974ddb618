/**
 * The source records of each docs version (source-records/<version>/, written
 * by `npm run source-records`), read once per test process.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {docsVersions} from '../../../config/releases';
import type {
  OperatorRecord,
  PipelinesRecord,
  PlatformKeysRecord,
  RefsRecord,
  RepositoryPathsRecord,
  SchemasRecord,
  ValuesRecord,
} from '../../../scripts/source-records/recordTypes';

const root = path.resolve(__dirname, '../../..');
export const recordsRoot = path.join(root, 'source-records');

export type SourceRecords = {
  readonly refs: RefsRecord;
  readonly api: OperatorRecord[];
  readonly schemas: SchemasRecord;
  readonly values: ValuesRecord;
  readonly pipelines: PipelinesRecord;
  readonly platformKeys: PlatformKeysRecord;
  readonly repositoryPaths: RepositoryPathsRecord;
};

const readJson = <T>(...parts: string[]): T =>
  JSON.parse(readFileSync(path.join(recordsRoot, ...parts), 'utf8')) as T;

const cache = new Map<string, SourceRecords>();

/** The records of a docs version by its Docusaurus name (current, 3.12, ...). */
export function sourceRecords(version: string): SourceRecords {
  const cached = cache.get(version);
  if (cached) return cached;
  const records: SourceRecords = {
    refs: readJson(version, 'refs.json'),
    api: readdirSync(path.join(recordsRoot, version, 'api'))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => readJson<OperatorRecord>(version, 'api', file)),
    schemas: readJson(version, 'schemas.json'),
    values: readJson(version, 'values.json'),
    pipelines: readJson(version, 'pipelines.json'),
    platformKeys: readJson(version, 'platform-keys.json'),
    repositoryPaths: readJson(version, 'repository-paths.json'),
  };
  cache.set(version, records);
  return records;
}

/** The docs versions that have records (the baseline release has records but no docs). */
export const recordedVersions = (): string[] =>
  readdirSync(recordsRoot)
    .filter((name) => docsVersions.some((version) => version.name === name))
    .sort();
