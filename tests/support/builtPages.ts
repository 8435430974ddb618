import {readdirSync} from 'node:fs';
import path from 'node:path';
import {blogAuthors, blogPosts, blogTags, docsVersions, sidebarLandingPages} from './content';

/** The production build the link checker and the crawl read. */
export const buildDirectory = path.resolve(__dirname, '../../build');

/** The page a static host serves for any unknown path: not a route of its own. */
export const notFoundFile = '404.html';

export type BuiltPage = {
  /** The path a reader opens, as the site links it (trailingSlash: false, so no slash at the end). */
  readonly route: string;
  /** The HTML file, relative to the build directory, with forward slashes. */
  readonly file: string;
};

/**
 * The route a static host serves an HTML file at, with `trailingSlash: false`:
 * `docs/x.html` and `docs/x/index.html` are both `/docs/x`; `index.html` is `/`.
 */
export function routeOfHtmlFile(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\.html$/, '');
  const withoutIndex = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}

/** Every HTML file of a build, walked on disk (not read from the sitemap, which leaves pages out), sorted by route. */
export function listBuiltHtmlPages(directory: string = buildDirectory): BuiltPage[] {
  let entries: string[];
  try {
    entries = readdirSync(directory, {recursive: true, encoding: 'utf8'});
  } catch {
    throw new Error(`No build in ${directory}: run \`npm run build\` first.`);
  }
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({route: routeOfHtmlFile(file), file}))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Pages that a walk of a full build must find, one or more per part of the site:
 * a listing that misses any of them walked the wrong folder or a partial build.
 */
export function landmarkRoutes(): string[] {
  const docs = docsVersions.flatMap((version) => [
    version.routeBase,
    ...sidebarLandingPages.map((landing) => `${version.routeBase}${landing.route}`),
  ]);
  const blog = blogPosts().map((post) => post.route);
  const authors = Object.keys(blogAuthors()).map((key) => `/blog/authors/${key}`);
  const tags = Object.values(blogTags()).map((tag) => `/blog/tags${tag.permalink}`);
  return [
    '/',
    '/pricing',
    '/search',
    '/faq/general-questions',
    '/faq/how-to',
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    ...docs,
    ...blog,
    ...authors,
    ...tags,
  ];
}
