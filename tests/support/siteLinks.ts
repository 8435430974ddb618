import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {staticHostFiles} from '../../src/plugins/staticHostFiles';
import {listBuiltHtmlPages, routeOfHtmlFile} from './builtPages';

/** Where on a page a link was found: each kind is checked the same way, and named in the report. */
export type LinkKind = 'a[href]' | 'img[src]' | 'link[rel=canonical]' | 'link[hreflang]';

export type BrokenLink = {
  /** The route of the page the link is on. */
  readonly page: string;
  readonly kind: LinkKind;
  /** The link as written in the HTML. */
  readonly url: string;
  readonly problem: string;
};

export type LinkReport = {
  /** The routes of the pages read, sorted. */
  readonly pagesChecked: readonly string[];
  readonly internalLinksChecked: number;
  readonly anchorsChecked: number;
  /** Links whose page or file is missing. */
  readonly missingTargets: BrokenLink[];
  /** Links whose page exists but has no element with the #anchor's id. */
  readonly missingAnchors: BrokenLink[];
  /** Every external URL, with the routes of the pages that link to it. */
  readonly externalLinks: ReadonlyMap<string, readonly string[]>;
};

/** Stands in for the site's origin while relative links are resolved: never fetched. */
const localOrigin = 'http://site.invalid';

/** The elements whose URLs the reader's browser follows or loads. */
const linkSelectors: readonly {kind: LinkKind; selector: string; attribute: string}[] = [
  {kind: 'a[href]', selector: 'a[href]', attribute: 'href'},
  {kind: 'img[src]', selector: 'img[src]', attribute: 'src'},
  {kind: 'link[rel=canonical]', selector: 'link[rel="canonical"][href]', attribute: 'href'},
  {kind: 'link[hreflang]', selector: 'link[rel="alternate"][hreflang][href]', attribute: 'href'},
];

type ParsedPage = {
  readonly route: string;
  readonly ids: ReadonlySet<string>;
  readonly links: readonly {kind: LinkKind; url: string}[];
};

/** A link's target inside the build: an HTML page (whose ids anchors resolve to) or another file. */
type Target =
  | {readonly kind: 'page'; readonly route: string}
  | {readonly kind: 'file'}
  | {readonly kind: 'missing'; readonly tried: string};

/**
 * Checks every internal link of a built site against the files on disk, the
 * way a static host serves them with `trailingSlash: false`: `/docs/x` is
 * `docs/x.html` or `docs/x/index.html`, any other path must be a file, and a
 * `#anchor` must be the id of an element on the target page. External links
 * (another origin, `mailto:`) are collected, never fetched. `siteUrl` is the
 * site's public address: absolute links to it (canonical, hreflang) are internal.
 */
export function checkSiteLinks(buildDirectory: string, siteUrl: string): LinkReport {
  const siteOrigin = new URL(siteUrl).origin;
  const pages = new Map<string, ParsedPage>();
  for (const {route, file} of listBuiltHtmlPages(buildDirectory)) {
    pages.set(route, parsePage(route, readFileSync(path.join(buildDirectory, file), 'utf8')));
  }

  const missingTargets: BrokenLink[] = [];
  const missingAnchors: BrokenLink[] = [];
  const externalLinks = new Map<string, string[]>();
  let internalLinksChecked = 0;
  let anchorsChecked = 0;
  // Most links (navbar, sidebar, footer) repeat on every page: each path is looked up once.
  const targets = new Map<string, Target>();

  for (const page of pages.values()) {
    for (const {kind, url} of page.links) {
      const resolved = resolveLink(url, page.route, siteOrigin);
      if (resolved.kind === 'ignored') {
        continue;
      }
      if (resolved.kind === 'external') {
        const linkingPages = externalLinks.get(resolved.url) ?? [];
        if (!linkingPages.includes(page.route)) {
          linkingPages.push(page.route);
        }
        externalLinks.set(resolved.url, linkingPages);
        continue;
      }
      internalLinksChecked += 1;
      let target = targets.get(resolved.pathname);
      if (!target) {
        target = findTarget(buildDirectory, resolved.pathname, pages);
        targets.set(resolved.pathname, target);
      }
      if (target.kind === 'missing') {
        missingTargets.push({
          page: page.route,
          kind,
          url,
          problem: `no page or file at ${target.tried}`,
        });
        continue;
      }
      if (!resolved.anchor || target.kind !== 'page') {
        continue;
      }
      anchorsChecked += 1;
      if (!pages.get(target.route)?.ids.has(resolved.anchor)) {
        const where = target.route === page.route ? 'this page' : target.route;
        missingAnchors.push({
          page: page.route,
          kind,
          url,
          problem: `${where} has no element with id "${resolved.anchor}"`,
        });
      }
    }
  }

  return {
    pagesChecked: [...pages.keys()],
    internalLinksChecked,
    anchorsChecked,
    missingTargets,
    missingAnchors,
    externalLinks,
  };
}

function parsePage(route: string, html: string): ParsedPage {
  const $ = load(html);
  const ids = new Set<string>();
  $('[id]').each((_, element) => {
    ids.add($(element).attr('id')!);
  });
  // Old-style named anchors scroll to their place as ids do.
  $('a[name]').each((_, element) => {
    ids.add($(element).attr('name')!);
  });
  const links: {kind: LinkKind; url: string}[] = [];
  for (const {kind, selector, attribute} of linkSelectors) {
    $(selector).each((_, element) => {
      links.push({kind, url: $(element).attr(attribute)!.trim()});
    });
  }
  return {route, ids, links};
}

type ResolvedLink =
  | {readonly kind: 'internal'; readonly pathname: string; readonly anchor: string}
  | {readonly kind: 'external'; readonly url: string}
  | {readonly kind: 'ignored'};

function resolveLink(url: string, pageRoute: string, siteOrigin: string): ResolvedLink {
  // Docusaurus' escape hatch for files outside the router; a browser would not understand it, so resolve it as a path.
  const written = url.replace(/^pathname:\/\//, '');
  // Inline data and scripts are not addresses.
  if (/^(data|javascript|blob):/i.test(written)) {
    return {kind: 'ignored'};
  }
  let parsed: URL;
  try {
    parsed = new URL(written, `${localOrigin}${pageRoute}`);
  } catch {
    // An unparseable address cannot lead anywhere: report it as a missing target.
    return {kind: 'internal', pathname: written, anchor: ''};
  }
  if (parsed.origin !== localOrigin && parsed.origin !== siteOrigin) {
    return {kind: 'external', url: written};
  }
  return {
    kind: 'internal',
    pathname: safeDecode(parsed.pathname),
    anchor: safeDecode(parsed.hash.replace(/^#/, '')),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The file a static host answers a path with (staticHostFiles): a page whose ids anchors resolve to, another file, or none. */
function findTarget(
  buildDirectory: string,
  pathname: string,
  pages: ReadonlyMap<string, ParsedPage>,
): Target {
  const candidates = staticHostFiles(pathname);
  const found = candidates.find((file) => isFile(path.join(buildDirectory, file)));
  if (!found) {
    const tried = candidates.map((file) => `/${file}`);
    const last = tried.pop();
    return {
      kind: 'missing',
      tried: tried.length > 0 ? `${tried.join(', ')} or ${last}` : `${last}`,
    };
  }
  const route = found.endsWith('.html') ? routeOfHtmlFile(found) : undefined;
  return route && pages.has(route) ? {kind: 'page', route} : {kind: 'file'};
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The broken links, grouped by the page they are on, for a failure message a writer can act on. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const link of broken) {
    byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  }
  const lines = [`${broken.length} broken link(s) on ${byPage.size} page(s):`];
  for (const [page, links] of byPage) {
    lines.push(`  on ${page}:`);
    for (const link of links) {
      lines.push(`    ${link.kind} ${link.url} -> ${link.problem}`);
    }
  }
  return lines.join('\n');
}

/** One line per external URL, sorted, with the number of pages that link to it and the first of them. */
export function formatExternalLinks(externalLinks: ReadonlyMap<string, readonly string[]>): string {
  return [...externalLinks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([url, pages]) => `${url}\t${pages.length} page(s), first on ${pages[0]}`)
    .join('\n');
}
