import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {latestVersion} from '../../config/releases';

const root = path.resolve(__dirname, '../..');

/** Where a site route's Markdown source lives (docs of the latest release, the FAQ), or undefined. */
export function sourceOfRoute(route: string): string | undefined {
  const [pathname = ''] = route.split('#');
  const sections = [
    {base: '/docs/', dir: latestVersion.dir},
    {base: '/faq/', dir: 'faq'},
  ];
  for (const {base, dir} of sections) {
    if (!pathname.startsWith(base)) continue;
    const rest = pathname.slice(base.length);
    const candidates = [`${rest}.md`, `${rest}.mdx`, `${rest}/index.md`, `${rest}/index.mdx`];
    const found = candidates
      .map((file) => path.join(root, dir, file))
      .find((file) => existsSync(file));
    return found && path.relative(root, found);
  }
  return undefined;
}

/** The ids of a Markdown file's headings, with Docusaurus' own slugger ({#explicit} ids win). */
export function headingIds(relativeFile: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  const text = readFileSync(path.join(root, relativeFile), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, heading = ''] of text.matchAll(/^#{2,6}\s+(.+)$/gm)) {
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading);
    ids.add(explicit?.[1] ?? slugger.slug(heading.trim()));
  }
  return ids;
}

/** Why a site route does not resolve to a page and heading, or undefined when it does. */
export function unresolvedRoute(route: string): string | undefined {
  if (route === '/blog') {
    return existsSync(path.join(root, 'blog')) ? undefined : 'no blog folder';
  }
  const source = sourceOfRoute(route);
  if (!source) return `no source file for ${route}`;
  const anchor = route.split('#')[1];
  if (anchor && !headingIds(source).has(anchor)) return `${source} has no heading #${anchor}`;
  return undefined;
}

/** Every Markdown file under a content folder, relative to the repository. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * The Markdown files a docs path names in one content folder: every page under it when it is a
 * folder (`operator-guide/auth`), else the page itself (`operator-guide/install-tekton`); none
 * when the folder has neither.
 */
export function docPages(dir: string, docPath: string): string[] {
  const named = path.join(dir, docPath);
  if (existsSync(path.join(root, named))) {
    return markdownFiles(named);
  }
  return [`${named}.md`, `${named}.mdx`].filter((file) => existsSync(path.join(root, file)));
}

export function readSource(relativeFile: string): string {
  return readFileSync(path.join(root, relativeFile), 'utf8');
}
