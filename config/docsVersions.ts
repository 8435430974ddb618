import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {CURRENT_VERSION, docsVersions, releasedVersionNames} from './releases';
import type {SupportStatus} from './releases';

/**
 * Reads a DOCS_VERSIONS value such as "current" or "current,3.12".
 * Returns undefined (build every version) when the value is unset or blank.
 * Throws on a name that is not a docs version, so a typo cannot silently
 * build an empty site.
 */
export function parseDocsVersions(value: string | undefined): string[] | undefined {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    return undefined;
  }
  const known = docsVersions.map(({name}) => name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_VERSIONS names unknown docs versions: ${unknown.join(', ')}. ` +
        `Known versions: ${known.join(', ')}.`,
    );
  }
  return [...new Set(names)];
}

type VersionOptions = Pick<DocsOptions, 'lastVersion' | 'onlyIncludeVersions' | 'versions'>;
type Banner = NonNullable<NonNullable<DocsOptions['versions']>[string]['banner']>;

/**
 * The banner each support status shows. Docusaurus has one banner for older
 * versions; its text (i18n/en/code.json) says what Supported Versions says of
 * them, and a unit test keeps the two in step.
 */
const bannerOfStatus: Record<SupportStatus, Banner> = {
  development: 'unreleased',
  latest: 'none',
  supported: 'unmaintained',
  unsupported: 'unmaintained',
};

/**
 * Version options of the main docs, from config/releases.ts: next is
 * unreleased, the latest release is served at /docs, older releases under
 * their number. `included` limits the build (see parseDocsVersions); /docs
 * then falls back to the newest release that is built, and to next when none is.
 */
export function docsVersionOptions(included: readonly string[] | undefined): VersionOptions {
  const isBuilt = (name: string) => !included || included.includes(name);
  const lastVersion = releasedVersionNames.find(isBuilt) ?? CURRENT_VERSION;
  const versions: NonNullable<DocsOptions['versions']> = {};
  for (const {name, label, path, status} of docsVersions) {
    versions[name] = {
      label,
      // The version served at /docs has no path segment of its own.
      ...(name === lastVersion ? {} : {path: path || name}),
      banner: bannerOfStatus[status],
    };
  }
  return {
    lastVersion,
    onlyIncludeVersions: included ? [...included] : undefined,
    versions,
  };
}
