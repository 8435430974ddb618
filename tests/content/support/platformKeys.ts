/**
 * Label and annotation keys of the platform's domains (`app.edp.epam.com/...`,
 * `*.edp.epam.com/...`, `*.krci.epam.com/...`) in pages against the keys the
 * version's operators, chart, pipelines library and portal spell
 * (source-records/<version>/platform-keys.json). A host name in a URL, an
 * API group with its version (`v2.edp.epam.com/v1`) and a resource named by
 * kind, group and name (`keycloaks.v1.edp.epam.com/main`) are not keys.
 */
import {API_VERSION_SUFFIX, PLATFORM_KEY} from '../../../scripts/source-records/recordTypes';
import type {PlatformKeysRecord, SchemasRecord} from '../../../scripts/source-records/recordTypes';
import type {Page} from './pageSources';
import {at, checkedLines} from './pageSources';

const keyPattern = new RegExp(PLATFORM_KEY, 'g');

/**
 * `kubectl get keycloaks.v1.edp.epam.com/main` names a resource by kind, group
 * and name: the part before the group is a kind or its plural.
 */
function isResourceReference(key: string, kinds: ReadonlySet<string>): boolean {
  const [first = ''] = key.split('.');
  return [first, first.replace(/s$/, ''), first.replace(/es$/, '')].some((name) => kinds.has(name));
}

export function platformKeyFindings(
  page: Page,
  record: PlatformKeysRecord,
  schemas: SchemasRecord,
): string[] {
  const known = new Set(record.keys.map(({key}) => key));
  const kinds = new Set(schemas.kinds.map(({kind}) => kind.toLowerCase()));
  const findings: string[] = [];
  checkedLines(page).forEach((text, index) => {
    for (const match of text.matchAll(keyPattern)) {
      const key = match[0];
      const before = text.slice(0, match.index);
      // Part of a URL or a longer name: not a key of its own.
      if (/(:\/\/|[\w.@/-])$/.test(before) || API_VERSION_SUFFIX.test(key) || known.has(key))
        continue;
      if (isResourceReference(key, kinds)) continue;
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
