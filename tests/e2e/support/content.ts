import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  docsVersions as releaseDocsVersions,
  latestVersion,
  versionRouteBase,
} from '../../../config/releases';
import {docsVersionOfSource, resolveReleaseFacts} from '../../../config/releaseFactReferences';

/** The Markdown sources the tests compare the built pages with. */
const root = path.resolve(__dirname, '../../..');

/**
 * Every docs version (config/releases.ts): where its sources live and where it
 * is served. `name` is what the search facets and the tests call it: "next"
 * for the version in development.
 */
export const docsVersions = releaseDocsVersions.map((version) => ({
  name: version.path === 'next' ? 'next' : version.name,
  label: version.label,
  dir: version.dir,
  routeBase: versionRouteBase(version),
  status: version.status,
}));

export type DocsVersion = (typeof docsVersions)[number];

/** The docs version a /docs path belongs to (the latest release has no prefix of its own). */
export function docsVersionOfPath(pathname: string): string {
  const prefixed = docsVersions.find(
    (version) =>
      version.routeBase !== '/docs' &&
      (pathname === version.routeBase || pathname.startsWith(`${version.routeBase}/`)),
  );
  return prefixed?.name ?? latestVersion.name;
}

/** The landing page of each sidebar: its source file and its path inside a version. */
export const sidebarLandingPages = [
  {file: 'about-platform.md', route: '/about-platform'},
  {file: 'quick-start/quick-start-overview.md', route: '/quick-start/quick-start-overview'},
  {file: 'operator-guide/index.md', route: '/operator-guide'},
  {file: 'user-guide/index.md', route: '/user-guide'},
  {file: 'developer-guide/index.md', route: '/developer-guide'},
  {file: 'use-cases/index.md', route: '/use-cases'},
  {file: 'api/overview.md', route: '/api/overview'},
] as const;

type FrontMatter = {title?: string; slug?: string; [key: string]: unknown};

export function readFrontMatter(relativeFile: string): FrontMatter {
  return matter(readFileSync(path.join(root, relativeFile), 'utf8')).data;
}

/** The h1 a Markdown page renders: its front matter title, with its release facts resolved. */
export function titleOf(relativeFile: string): string {
  const {title} = readFrontMatter(relativeFile);
  if (!title) {
    throw new Error(`${relativeFile} has no title in its front matter`);
  }
  const version = docsVersionOfSource(root, path.join(root, relativeFile));
  return resolveReleaseFacts(title, version, relativeFile);
}

/** A version's start page (index.md with `slug: /`), served at the version's root. */
export function versionStartPage(version: DocsVersion): {route: string; title: string} {
  return {route: version.routeBase, title: titleOf(`${version.dir}/index.md`)};
}

export type BlogPost = {readonly title: string; readonly route: string};

/** The blog posts, with the route Docusaurus gives each (slug front matter, under /blog). */
export function blogPosts(): BlogPost[] {
  return readdirSync(path.join(root, 'blog'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const {title, slug} = readFrontMatter(path.join('blog', name));
      if (!title || !slug) {
        throw new Error(`blog/${name} needs both a title and a slug`);
      }
      return {title, route: `/blog/${slug.replace(/^\//, '')}`};
    });
}

type Author = {name: string; page?: boolean};
type Tag = {label: string; permalink: string};

/** A blog data file (authors.yml, tags.yml) as an object keyed like the file. */
function readBlogYaml<T>(file: string): Record<string, T> {
  const source = readFileSync(path.join(root, 'blog', file), 'utf8');
  // gray-matter's YAML engine reads a bare YAML document when it is wrapped as front matter.
  return matter(`---\n${source}\n---\n`).data;
}

/** The blog authors from blog/authors.yml, by key. */
export function blogAuthors(): Record<string, Author> {
  return readBlogYaml<Author>('authors.yml');
}

/** The blog tags from blog/tags.yml, by key. */
export function blogTags(): Record<string, Tag> {
  return readBlogYaml<Tag>('tags.yml');
}

type SidebarItem = string | {type: string; id?: string; items?: SidebarItem[]};

/** The doc ids of a sidebar, in order, as the version's sidebars file lists them. */
export function sidebarDocIds(version: DocsVersion, sidebar: string): string[] {
  const file =
    version.name === 'next'
      ? undefined
      : path.join(root, 'versioned_sidebars', `version-${version.name}-sidebars.json`);
  const sidebars: Record<string, SidebarItem[]> = file
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, SidebarItem[]>)
    : // The current version's sidebars are TypeScript; the tests run under tsx, which loads them.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require(path.join(root, 'sidebars.ts')) as {default: Record<string, SidebarItem[]>}).default;
  const collect = (items: SidebarItem[]): string[] =>
    items.flatMap((item) =>
      typeof item === 'string'
        ? [item]
        : item.type === 'doc' && item.id
          ? [item.id]
          : collect(item.items ?? []),
    );
  const items = sidebars[sidebar];
  if (!items) {
    throw new Error(`${version.name} has no sidebar named ${sidebar}`);
  }
  return collect(items);
}

/** A doc page of a version: its source, its route and the labels a reader sees. */
export type DocPage = {
  readonly file: string;
  readonly route: string;
  readonly title: string;
  readonly sidebarLabel: string;
};

export function docPage(version: DocsVersion, id: string): DocPage {
  const file = [`${version.dir}/${id}.md`, `${version.dir}/${id}.mdx`].find((candidate) =>
    existsSync(path.join(root, candidate)),
  );
  if (!file) {
    throw new Error(`${version.dir} has no page ${id}`);
  }
  const front = readFrontMatter(file);
  const title = titleOf(file);
  const route = `${version.routeBase}/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  return {
    file,
    route,
    title,
    sidebarLabel: typeof front.sidebar_label === 'string' ? front.sidebar_label : title,
  };
}
