/**
 * Where a docs page lives across the docs versions, as pure functions of the docs plugin's global
 * data (unit-tested). The version dropdown, the landing page's notice and the not-found page read
 * them: a page that some versions lack must lead the reader somewhere useful, not to a version's
 * first page without a word.
 */

/** What these functions read of a docs version: a subset of the docs plugin's `GlobalVersion`. */
export type VersionPages = {
  readonly name: string;
  readonly label: string;
  /** Where the version is served: "/docs" for the latest release, "/docs/3.11" for an older one. */
  readonly path: string;
  readonly isLast: boolean;
  readonly docs: readonly {readonly id: string; readonly path: string}[];
};

/** A page of one version, at the path the site links it (no trailing slash). */
export type PageInVersion<V extends VersionPages> = {
  readonly version: V;
  readonly id: string;
  readonly path: string;
};

/** The query parameter that tells a version's landing page which page the reader came from. */
export const missingPageParameter = 'from';

/**
 * A path as the site links it: global data keeps a trailing slash on index docs
 * (/docs/user-guide/) and on a version's landing page (/docs/3.11/); the site's URLs have none.
 */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The version a path belongs to, and the path inside it ("" for the version's root,
 * "operator-guide/extensions/git-discovery" for a page). The longest version path wins, so
 * /docs/3.11/x is 3.11's page x, while /docs/x is the latest release's.
 */
export function locateInVersions<V extends VersionPages>(
  versions: readonly V[],
  pathname: string,
): {readonly version: V; readonly rest: string} | undefined {
  const path = withoutTrailingSlash(pathname);
  let found: {version: V; rest: string} | undefined;
  for (const version of versions) {
    const base = withoutTrailingSlash(version.path);
    const inside = path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
    if (inside && (!found || base.length > withoutTrailingSlash(found.version.path).length)) {
      found = {version, rest: path.slice(base.length).replace(/^\//, '')};
    }
  }
  return found;
}

/**
 * The docs plugin instance a path belongs to (the versioned docs at /docs, the FAQ at /faq): the
 * instance with the longest path that contains it. Versions of different instances never compare.
 */
export function docsPluginOfPath<P extends {readonly path: string}>(
  plugins: readonly P[],
  pathname: string,
): P | undefined {
  const path = withoutTrailingSlash(pathname);
  const inside = (base: string) => base === '/' || path === base || path.startsWith(`${base}/`);
  return plugins
    .filter((plugin) => inside(withoutTrailingSlash(plugin.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** A version's doc at a given path, if it has one. */
export function docAtPath<V extends VersionPages>(
  versions: readonly V[],
  pathname: string,
): PageInVersion<V> | undefined {
  const path = withoutTrailingSlash(pathname);
  for (const version of versions) {
    const doc = version.docs.find((candidate) => withoutTrailingSlash(candidate.path) === path);
    if (doc) {
      return {version, id: doc.id, path};
    }
  }
  return undefined;
}

/**
 * The versions that have a page at the same place as `pathname` (a path that its own version
 * lacks, on the not-found page). The latest release comes first, as the version most readers
 * want; the others follow in the order of the version menu.
 */
export function samePageInOtherVersions<V extends VersionPages>(
  versions: readonly V[],
  pathname: string,
): PageInVersion<V>[] {
  const located = locateInVersions(versions, pathname);
  if (!located || located.rest === '') {
    return [];
  }
  const found = versions
    .filter((version) => version !== located.version)
    .flatMap((version) => {
      const path = `${withoutTrailingSlash(version.path)}/${located.rest}`;
      const doc = version.docs.find((candidate) => withoutTrailingSlash(candidate.path) === path);
      return doc ? [{version, id: doc.id, path}] : [];
    });
  return [
    ...found.filter((page) => page.version.isLast),
    ...found.filter((page) => !page.version.isLast),
  ];
}

/**
 * Where the version menu sends a reader whose page the chosen version lacks: that version's
 * landing page, told which page the reader left.
 */
export function missingPageLink(landingPath: string, pagePath: string): string {
  const query = new URLSearchParams({[missingPageParameter]: withoutTrailingSlash(pagePath)});
  return `${withoutTrailingSlash(landingPath)}?${query.toString()}`;
}

/**
 * The page a version's landing page should say it lacks, read from the query string. Only a real
 * page of another version that this version does not have counts: a made-up or stale link shows
 * no notice at all.
 */
export function missingPageOfQuery<V extends VersionPages>(
  versions: readonly V[],
  currentVersionName: string,
  search: string,
): PageInVersion<V> | undefined {
  const from = new URLSearchParams(search).get(missingPageParameter);
  const current = versions.find((version) => version.name === currentVersionName);
  if (!from || !current) {
    return undefined;
  }
  const page = docAtPath(
    versions.filter((version) => version !== current),
    from,
  );
  if (!page || current.docs.some((doc) => doc.id === page.id)) {
    return undefined;
  }
  return page;
}
