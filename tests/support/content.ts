import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  docsVersions as releaseDocsVersions,
  latestVersion,
  versionRouteBase,
} from '../../config/releases';
import {docsVersionOfSource, resolveReleaseFacts} from '../../config/releaseFactReferences';

/** The Markdown sources the tests compare the built pages with. */
const root = path.resolve(__dirname, '../..');

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

type SidebarItem =
  | string
  | {
      type: string;
      id?: string;
      label?: string;
      link?: {type: string; id?: string};
      items?: SidebarItem[];
    };
type Sidebars = Record<string, SidebarItem[]>;

/** A docs instance: a version of the main docs, or the FAQ. */
type DocsInstance = Pick<DocsVersion, 'name' | 'dir' | 'routeBase'>;

/** The FAQ, a docs instance of its own with one version. */
const faq: DocsInstance = {name: 'faq', dir: 'faq', routeBase: '/faq'};

/** The sidebars of a docs instance, as its sidebars file lists them. */
function sidebarsOf(instance: DocsInstance): Sidebars {
  if (instance.name !== 'next' && instance !== faq) {
    const file = path.join(root, 'versioned_sidebars', `version-${instance.name}-sidebars.json`);
    return JSON.parse(readFileSync(file, 'utf8')) as Sidebars;
  }
  // The current sidebars are TypeScript; the tests run under tsx, which loads them.
  const file = instance === faq ? 'sidebarsFaq.ts' : 'sidebars.ts';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(root, file)) as {default: Sidebars}).default;
}

/**
 * The docs of a list of sidebar items, in order: each id, and for a category that links a doc,
 * the category's label, which is what the sidebar shows for that doc.
 */
function sidebarDocsOf(items: SidebarItem[]): {id: string; categoryLabel?: string}[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [{id: item}];
    if (item.type === 'doc' && item.id) return [{id: item.id}];
    const link =
      item.link?.type === 'doc' && item.link.id
        ? [{id: item.link.id, categoryLabel: item.label}]
        : [];
    return [...link, ...sidebarDocsOf(item.items ?? [])];
  });
}

/** A doc page: its source, its route and the labels a reader sees. */
export type DocPage = {
  readonly file: string;
  readonly route: string;
  readonly title: string;
  readonly sidebarLabel: string;
};

function docPage(instance: DocsInstance, id: string): DocPage {
  const file = [`${instance.dir}/${id}.md`, `${instance.dir}/${id}.mdx`].find((candidate) =>
    existsSync(path.join(root, candidate)),
  );
  if (!file) {
    throw new Error(`${instance.dir} has no page ${id}`);
  }
  const front = readFrontMatter(file);
  const title = titleOf(file);
  const route = `${instance.routeBase}/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  return {
    file,
    route,
    title,
    sidebarLabel: typeof front.sidebar_label === 'string' ? front.sidebar_label : title,
  };
}

/** What a reader must find on a page, beyond what every page owes (tests/e2e/crawl.spec.ts). */
export type PageExpectation = {
  /** The page's h1. */
  readonly title: string;
  /** For a docs or FAQ page in a sidebar: the sidebar entry marked as the current page. */
  readonly sidebarLabel?: string;
  /** For a docs page: the label of the version menu. */
  readonly versionLabel?: string;
};

/**
 * The expectations of every page whose h1 the sources name: each docs page in a sidebar of each
 * version, each version's start page, the FAQ and the blog posts; by route.
 */
export function expectedPages(): Map<string, PageExpectation> {
  const pages = new Map<string, PageExpectation>();
  const addSidebarPages = (instance: DocsInstance, versionLabel?: string) => {
    for (const items of Object.values(sidebarsOf(instance))) {
      for (const {id, categoryLabel} of sidebarDocsOf(items)) {
        const {route, title, sidebarLabel} = docPage(instance, id);
        pages.set(route, {title, sidebarLabel: categoryLabel ?? sidebarLabel, versionLabel});
      }
    }
  };
  for (const version of docsVersions) {
    addSidebarPages(version, version.label);
    const start = versionStartPage(version);
    pages.set(start.route, {title: start.title, versionLabel: version.label});
  }
  addSidebarPages(faq);
  for (const post of blogPosts()) {
    pages.set(post.route, {title: post.title});
  }
  return pages;
}

/** Each version of the docs, then the FAQ. */
export const docsInstances: readonly DocsInstance[] = [...docsVersions, faq];

/**
 * The pages of a docs instance that no sidebar lists, as source files: a reader finds them only by
 * search. A version's start page (slug /) is left out: the navbar and the version menu lead to it.
 */
export function pagesOutsideSidebars(instance: DocsInstance): string[] {
  const listed = new Set(
    Object.values(sidebarsOf(instance)).flatMap((items) => sidebarDocsOf(items).map(({id}) => id)),
  );
  return readdirSync(path.join(root, instance.dir), {recursive: true, encoding: 'utf8'})
    .map((entry) => entry.split(path.sep).join('/'))
    .filter(
      (entry) => /\.mdx?$/.test(entry) && !entry.split('/').some((part) => part.startsWith('_')),
    )
    .map((entry) => `${instance.dir}/${entry}`)
    .filter((file) => readFrontMatter(file).slug !== '/')
    .filter((file) => !listed.has(file.slice(instance.dir.length + 1).replace(/\.mdx?$/, '')));
}
