/**
 * Label and annotation keys of the platform's domains (`app.edp.epam.com/...`,
 * `*.edp.epam.com/...`, `*.krci.epam.com/...`) in pages against the keys the
 * version's operators, chart, pipelines library and portal spell
 * (source-records/<version>/platform-keys.json). A host name in a URL, an
 * API group with its version (`v2.edp.epam.com/v1`) and a resource named by
 * kind, group and name (`keycloaks.v1.edp.epam.com/main`) are not keys.
 *
 * A line that names another release with a fact reference ("arrived with
 * {release[3.11].line}") speaks of that release: its keys count there too. A
 * key ending in `*` (`app.edp.epam.com/git-*`) names the keys it begins.
 */
import {API_VERSION_SUFFIX, PLATFORM_KEY} from '../../../scripts/source-records/recordTypes';
import type {PlatformKeysRecord, SchemasRecord} from '../../../scripts/source-records/recordTypes';
import type {Page} from './pageSources';
import {at, checkedLines, releasesNamedIn} from './pageSources';

const keyPattern = new RegExp(PLATFORM_KEY, 'g');

/**
 * `kubectl get keycloaks.v1.edp.epam.com/main` names a resource by kind, group
 * and name: the part before the group is a kind or its plural.
 */
function isResourceReference(key: string, kinds: ReadonlySet<string>): boolean {
  const [first = ''] = key.split('.');
  return [first, first.replace(/s$/, ''), first.replace(/es$/, '')].some((name) => kinds.has(name));
}

type KeyRecords = {platformKeys: PlatformKeysRecord; schemas: SchemasRecord};

export function platformKeyFindings(
  page: Page,
  recordsOf: (version: string) => KeyRecords,
): string[] {
  const {platformKeys: record, schemas} = recordsOf(page.version.name);
  const kinds = new Set(schemas.kinds.map(({kind}) => kind.toLowerCase()));
  const sourceLines = page.source.split('\n');
  const findings: string[] = [];
  checkedLines(page).forEach((text, index) => {
    const releases = [page.version.name, ...releasesNamedIn(sourceLines[index] ?? '')];
    const known = releases.flatMap((name) => recordsOf(name).platformKeys.keys.map(({key}) => key));
    for (const match of text.matchAll(keyPattern)) {
      const key = match[0];
      const before = text.slice(0, match.index);
      const after = text.slice((match.index ?? 0) + key.length);
      // Part of a URL or a longer name: not a key of its own.
      if (/(:\/\/|[\w.@/-])$/.test(before) || API_VERSION_SUFFIX.test(key)) continue;
      if (isResourceReference(key, kinds)) continue;
      const named = /^-?\*/.test(after)
        ? known.some((name) => name.startsWith(key))
        : known.includes(key);
      if (named) continue;
      const [domain] = key.split('/');
      const sameDomain = record.keys
        .filter((entry) => entry.key.startsWith(`${domain}/`))
        .map((entry) => entry.key);
      findings.push(
        `${at(page, index + 1)}: ${key}: no component of ${page.version.label} reads or writes this key` +
          (sameDomain.length > 0 ? `; keys of ${domain}: ${sameDomain.join(', ')}` : ''),
      );
    }
  });
  return findings;
}
