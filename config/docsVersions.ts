import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** The docs version in development, served at /docs/next. */
export const CURRENT_VERSION = 'current';
export const CURRENT_VERSION_LABEL = '3.13-dev';

/**
 * Reads a DOCS_VERSIONS value such as "current" or "current,3.12".
 * Returns undefined (build every version) when the value is unset or blank.
 * Throws on a name that is not a docs version, so a typo cannot silently
 * build an empty site.
 */
export function parseDocsVersions(
  value: string | undefined,
  released: readonly string[],
): string[] | undefined {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    return undefined;
  }
  const known = [CURRENT_VERSION, ...released];
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

/**
 * Version options of the main docs: next is unreleased, the newest release is
 * served at /docs, and older releases carry the unmaintained banner.
 * `included` limits the build (see parseDocsVersions); the latest release
 * falls back to the newest version that is built, and to next when none is.
 */
export function docsVersionOptions(
  released: readonly string[],
  included: readonly string[] | undefined,
): VersionOptions {
  const [latest] = released;
  const isBuilt = (name: string) => !included || included.includes(name);
  const lastVersion = released.find(isBuilt) ?? CURRENT_VERSION;

  const versions: NonNullable<DocsOptions['versions']> = {
    [CURRENT_VERSION]: {
      label: CURRENT_VERSION_LABEL,
      // When no release is built, next stands in at /docs so site links resolve.
      ...(lastVersion === CURRENT_VERSION ? {} : {path: 'next'}),
      banner: 'unreleased',
    },
  };
  for (const name of released) {
    versions[name] = {
      label: name,
      // The latest release lives at /docs itself.
      ...(name === lastVersion ? {} : {path: name}),
      banner: name === latest ? 'none' : 'unmaintained',
    };
  }
  return {
    lastVersion,
    onlyIncludeVersions: included ? [...included] : undefined,
    versions,
  };
}
