/**
 * The label and annotation keys of the platform's domains
 * (`app.edp.epam.com/...`, `*.edp.epam.com/...`, `*.krci.epam.com/...`) that the
 * operators, the chart, the pipelines library and the portal spell at the
 * refs a docs version uses, outside their tests. API groups followed by a
 * version (`v2.edp.epam.com/v1`) are not keys and are left out.
 */
import {git} from './mirrors';
import type {SourceRef} from './mirrors';
import {API_VERSION_SUFFIX, PLATFORM_KEY} from './recordTypes';
import type {PlatformKeysRecord} from './recordTypes';

export function platformKeysRecord(docsVersion: string, sources: SourceRef[]): PlatformKeysRecord {
  const keys = new Map<string, Set<string>>();
  for (const source of sources) {
    let found = '';
    try {
      found = git(
        source.repository,
        'grep',
        '-ohIE',
        PLATFORM_KEY,
        source.ref,
        '--',
        // Keys made up by the components' own tests are not keys a reader meets.
        ':!*_test.go',
        ':!*.test.ts',
        ':!*.test.tsx',
        ':!**/testdata/**',
        ':!**/__tests__/**',
        ':!**/mocks/**',
      );
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as {status?: number}).status !== 1) throw error;
    }
    for (const key of found.split('\n')) {
      if (!key || API_VERSION_SUFFIX.test(key)) continue;
      keys.set(key, (keys.get(key) ?? new Set()).add(source.repository));
    }
  }
  return {
    docsVersion,
    sources,
    keys: [...keys]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, repositories]) => ({key, repositories: [...repositories].sort()})),
  };
}
