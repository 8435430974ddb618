import path from 'node:path';

// How a static host (GitHub Pages, Netlify, the bench's server) maps a URL path of this site
// (`trailingSlash: false`) to the files of its build. The search indexer reads a route's page, the
// bench's server answers requests and the link check finds a link's target with these two
// functions, so all three agree with the host. Paths are decoded; their dot segments resolve as a
// URL's do, never above the site's root. Files are relative to the build directory, with forward
// slashes.

/** The site-relative path with its dot segments resolved, and whether it ends in a slash. */
function normalizedPath(urlPath: string): {readonly relative: string; readonly isFolder: boolean} {
  const normalized = path.posix.normalize(`/${urlPath}`);
  return {relative: normalized.slice(1), isFolder: normalized.endsWith('/')};
}

/** The HTML files that can be the page at a path, in the order tried: `/x` is `x.html`, else `x/index.html`; `/x/` and `/` only `x/index.html`. */
export function staticHostPageFiles(urlPath: string): string[] {
  const {relative, isFolder} = normalizedPath(urlPath);
  return isFolder ? [`${relative}index.html`] : [`${relative}.html`, `${relative}/index.html`];
}

/** Every file a static host may answer a path with, in the order it tries them: the file `x` itself, then the page files. */
export function staticHostFiles(urlPath: string): string[] {
  const {relative, isFolder} = normalizedPath(urlPath);
  return isFolder ? staticHostPageFiles(urlPath) : [relative, ...staticHostPageFiles(urlPath)];
}
