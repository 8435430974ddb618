import {mkdir, readdir, readFile, rm, symlink} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {chromium, type Browser, type Page} from 'playwright';
import {latestVersion, versionRouteBase} from '../config/releases';
import {builtIndexClient, topPages} from '../tests/support/builtIndexClient';
import {listBuiltHtmlPages, notFoundFile} from '../tests/support/builtPages';
import {chromiumFlags, findChromium} from '../tests/support/chromium.mjs';
import {hydratedPage} from '../tests/support/hydration';
import {chromeSelector} from '../src/plugins/search/server/extractRecords';
import {relevanceQueries} from '../tests/support/relevanceQueries';
import {contextualFilters} from '../tests/support/searchFilters';
import {gzipSize} from './gzip';
import {buildDir, scratchDir} from './paths';
import type {Figure, Section} from './report';
import {modalLatency, typingDelayMs} from './modalLatency';
import {firstSearchBytes, firstSearchQuery} from './searchBench';
import {serveStatic} from './staticServer';

// Pagefind 1.x beside the embedded search, on the pages the modal searches on a
// page of the latest release: the first search's bytes, query latency and how
// often the expected page is in the top 3. Ours is the site's LocalSearchClient
// over build/ in Node (as the relevance tests run it); Pagefind is its own
// browser API in Chromium, on a docs page of a site that serves its bundle at
// /pagefind/, searched as its UI searches: search(), then data() of the shown results.

/** Results Pagefind's UI shows (and loads the data of) before "Load more". */
const shownResults = 5;
/** Ours, from a query's last key to its hits on screen: p95, typed on a first visit and warm. */
const latencyBudgetMs = 20;
const warmRounds = 3;
const version = latestVersion.name;
const queries = relevanceQueries.filter((entry) => (entry.version ?? version) === version);
/**
 * Cold searches need a fresh page each, and a docs page takes seconds to load and
 * hydrate on a busy machine: every fifth query is searched cold, by both engines.
 */
const coldQueries = queries.filter((_, index) => index % 5 === 0);
const pageRoute = `${versionRouteBase(latestVersion)}/about-platform`;

/** The docusaurus tags the modal searches on a page of the latest release. */
const searchedTags = new Set(
  contextualFilters(version)
    .flat()
    .filter((filter) => filter.startsWith('docusaurus_tag:'))
    .map((filter) => filter.slice('docusaurus_tag:'.length)),
);

/** Chrome our index skips, and images: it keeps none, and Pagefind would return the first one
 * (some are data: URIs) with every result. */
const skippedSelector = `${chromeSelector},img`;

/**
 * A built page as Pagefind gets it, or undefined for a page the modal does not
 * search. Pagefind indexes the whole <body> of a Docusaurus page (skip link,
 * announcement, breadcrumbs, "On this page"), so it gets what our index reads:
 * the page title as its h1, then the article without chrome, as its body.
 */
function pagefindDocument(html: string): string | undefined {
  const $ = load(html);
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  const robots = $('meta[name="robots"], meta[property="robots"]').attr('content') ?? '';
  // Listing pages (blog_posts_list, blog_tags_posts, ...) have tags of their own, never searched.
  if (!tag || !searchedTags.has(tag) || language !== 'en' || robots.includes('noindex')) {
    return undefined;
  }
  // The content root and the title our index takes.
  const root = [$('article .markdown'), $('main article'), $('main')].find((found) => found.length);
  const title = $('h1').first().text().trim() || $('title').text().split('|')[0]!.trim();
  if (!root || !title) {
    return undefined;
  }
  const article = root.first().clone();
  article.find(`h1, ${skippedSelector}`).remove();
  const indexed = load('<html lang="en"><head><title></title></head><body></body></html>');
  indexed('title').text(title);
  indexed('body').append('<main data-pagefind-body><h1></h1></main>');
  indexed('h1').text(title);
  indexed('main').append(article);
  return indexed.html();
}

/** Indexes the searched pages of build/ with Pagefind into outputPath; returns the page count. */
async function writePagefindBundle(outputPath: string): Promise<number> {
  // Pagefind is an ES module only: the bench runs as CommonJS.
  const pagefind = await import('pagefind');
  try {
    const {index, errors} = await pagefind.createIndex();
    if (!index) {
      throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
    }
    let pages = 0;
    for (const {route, file} of listBuiltHtmlPages(buildDir)) {
      if (file === notFoundFile) {
        continue; // Not a route: our index skips it too.
      }
      const content = pagefindDocument(await readFile(path.join(buildDir, file), 'utf8'));
      if (content) {
        const added = await index.addHTMLFile({url: route, content});
        if (added.errors.length > 0) {
          throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
        }
        pages += 1;
      }
    }
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write its bundle: ${written.errors.join('; ')}`);
    }
    return pages;
  } finally {
    await pagefind.close();
  }
}

/**
 * build/ as links, plus the Pagefind bundle at /pagefind/: the bundle is
 * served from the page's own origin, as on a real site, and nothing is written into build/.
 */
async function siteWithPagefind(siteDir: string): Promise<{pages: number; version: string}> {
  await rm(siteDir, {recursive: true, force: true});
  await mkdir(siteDir, {recursive: true});
  for (const entry of await readdir(buildDir)) {
    await symlink(path.join(buildDir, entry), path.join(siteDir, entry));
  }
  const bundleDir = path.join(siteDir, 'pagefind');
  const pages = await writePagefindBundle(bundleDir);
  const entry = JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    version: string;
  };
  return {pages, version: entry.version};
}

type PagefindApi = {
  search(query: string): Promise<{results: {data(): Promise<{url: string}>}[]}>;
  preload(query: string): Promise<void>;
};

/** Runs in the page: one search as Pagefind's UI runs it, timed, and the URLs of the shown results. */
async function searchInPage([bundleUrl, query, shown]: [string, string, number]) {
  const pagefind = (await import(bundleUrl)) as PagefindApi;
  const started = performance.now();
  const {results} = await pagefind.search(query);
  const data = await Promise.all(results.slice(0, shown).map((result) => result.data()));
  return {ms: performance.now() - started, urls: data.map((entry) => entry.url)};
}

/** Runs in the page: the query typed at a reader's pace, each key preloading what is typed so far. */
async function preloadAsTyped([bundleUrl, query, delayMs]: [string, string, number]) {
  const pagefind = (await import(bundleUrl)) as PagefindApi;
  for (let length = 1; length < query.length; length += 1) {
    void pagefind.preload(query.slice(0, length));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}

async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.locator(hydratedPage).waitFor();
  return page;
}

/** A URL's path as the relevance list writes it: no `.html`, no trailing slash. */
function pathOf(url: string): string {
  const {pathname} = new URL(url, 'https://docs.kuberocketci.io');
  return pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
}

type Measured = {
  firstSearchBytes: number;
  typed: number[];
  pasted: number[];
  warm: number[];
  top3: string[][];
};

/** Pagefind in Chromium: the first search's bytes, then each query cold and warm. */
async function measurePagefind(browser: Browser, siteUrl: string): Promise<Measured> {
  const pageUrl = `${siteUrl}${pageRoute}`;
  const bundleUrl = `${siteUrl}/pagefind/pagefind.js`;
  const search = (page: Page, query: string) =>
    page.evaluate(searchInPage, [bundleUrl, query, shownResults] as [string, string, number]);

  const first = await openPage(browser, pageUrl);
  const fetched: Promise<number>[] = [];
  first.on('response', (response) => fetched.push(response.body().then(gzipSize, () => 0)));
  await search(first, firstSearchQuery);
  await first.waitForLoadState('networkidle');
  const bytes = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
  await first.close();

  // Typed and pasted: each query of the sample is the first search of a fresh page (a new
  // context, an empty cache). Typed: as its UI does, each key preloads the words typed so far.
  const typed: number[] = [];
  const pasted: number[] = [];
  for (const {query} of coldQueries) {
    const page = await openPage(browser, pageUrl);
    await page.evaluate(preloadAsTyped, [bundleUrl, query, typingDelayMs] as [
      string,
      string,
      number,
    ]);
    typed.push((await search(page, query)).ms);
    await page.close();
    const fresh = await openPage(browser, pageUrl);
    pasted.push((await search(fresh, query)).ms);
    await fresh.close();
  }

  // Warm: one page; a first pass loads what the queries need and gives the top 3.
  const page = await openPage(browser, pageUrl);
  const top3: string[][] = [];
  for (const {query} of queries) {
    top3.push((await search(page, query)).urls.slice(0, 3).map(pathOf));
  }
  const warm: number[] = [];
  for (let round = 0; round < warmRounds; round += 1) {
    for (const {query} of queries) {
      warm.push((await search(page, query)).ms);
    }
  }
  await page.close();
  return {firstSearchBytes: bytes, typed, pasted, warm, top3};
}

/**
 * Ours: the modal's first search in Chromium, its latency from the last key to rendered hits
 * (typed and pasted on a first visit, and warm), and the top 3 of each query as tests/relevance/search-relevance.test.ts asks.
 */
async function measureOurs(browser: Browser, siteUrl: string): Promise<Measured> {
  const bytes = await firstSearchBytes(browser, `${siteUrl}${pageRoute}`);
  const {typed, pasted, warm, typedUnchanged} = await modalLatency(
    browser,
    `${siteUrl}${pageRoute}`,
    coldQueries.map(({query}) => query),
    queries.map(({query}) => query),
    warmRounds,
  );
  const client = builtIndexClient();
  const top3: string[][] = [];
  for (const {query} of queries) {
    top3.push(await topPages(client, query, version));
  }
  if (typedUnchanged > 0) {
    console.log(
      `[bench] ${typedUnchanged} typed queries left the hits as they were at their last key`,
    );
  }
  return {firstSearchBytes: bytes, typed, pasted, warm, top3};
}

function percentile(timings: readonly number[], share: number): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(2));
}

/** The queries whose expected page one engine has in its top 3 and the other not, a few named. */
function differences(name: string, hits: readonly boolean[], others: readonly boolean[]): string {
  const only = queries.filter((_, index) => hits[index] && !others[index]).map((q) => q.query);
  const shown = only.slice(0, 8).map((query) => `"${query}"`);
  const more = only.length > shown.length ? `, and ${only.length - shown.length} more` : '';
  return `only ${name} (${only.length}): ${shown.join(', ') || '-'}${more}`;
}

export async function pagefindBench(siteUrl: string, pagefindPort: number): Promise<Section> {
  const siteDir = path.join(scratchDir, 'pagefind-site');
  const {pages, version: pagefindVersion} = await siteWithPagefind(siteDir);
  const pagefindSite = await serveStatic(siteDir, pagefindPort);
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumFlags});
  let ours: Measured;
  let theirs: Measured;
  try {
    ours = await measureOurs(browser, siteUrl);
    theirs = await measurePagefind(browser, pagefindSite.url);
  } finally {
    await browser.close();
    await pagefindSite.close();
    await rm(siteDir, {recursive: true, force: true});
  }

  const hits = (measured: Measured) =>
    queries.map(({expect}, index) => measured.top3[index]!.includes(expect));
  const ourHits = hits(ours);
  const theirHits = hits(theirs);
  const count = (found: readonly boolean[]) => found.filter(Boolean).length;
  const latency = (
    label: string,
    pick: (measured: Measured) => number[],
    share: number,
    budgeted = true,
  ) => ({
    name: `search latency ${label} p${share * 100} (${pick(ours).length} searches)`,
    value: percentile(pick(ours), share),
    baseline: percentile(pick(theirs), share),
    unit: 'ms' as const,
    ...(budgeted && share === 0.95 ? {budget: latencyBudgetMs} : {}),
  });
  const figures: Figure[] = [
    {
      name: `first search fetch, ${latestVersion.label} docs page (gzip), ours / Pagefind`,
      value: ours.firstSearchBytes,
      baseline: theirs.firstSearchBytes,
      unit: 'bytes',
      budget: 1,
      budgetOn: 'ratio',
    },
    latency('first visit, typed', (measured) => measured.typed, 0.5),
    latency('first visit, typed', (measured) => measured.typed, 0.95),
    // A pasted query has no key before its last: everything it needs is fetched after it.
    latency('first visit, pasted', (measured) => measured.pasted, 0.5, false),
    latency('first visit, pasted', (measured) => measured.pasted, 0.95, false),
    latency('warm', (measured) => measured.warm, 0.5),
    latency('warm', (measured) => measured.warm, 0.95),
    {
      name: `expected page in the top 3, ours / Pagefind`,
      value: count(ourHits),
      baseline: count(theirHits),
      unit: 'queries',
      budget: 1,
      atLeast: true,
      budgetOn: 'ratio',
    },
  ];
  return {
    title: `Search: embedded index beside Pagefind ${pagefindVersion} (${latestVersion.label} docs, FAQ, blog and pages: ${pages} pages, ${queries.length} queries)`,
    baselineLabel: 'Pagefind',
    figures,
    notes: [
      `top-3 hits, ${queries.length} queries: ours ${count(ourHits)}, Pagefind ${count(theirHits)}`,
      differences('ours', ourHits, theirHits),
      differences('Pagefind', theirHits, ourHits),
      `Ours: the modal in Chromium (its code, the client, the index files); latency from the query's last key to its hits rendered. First visit = a fresh visit, the modal open; typed = a key every ${typingDelayMs} ms (each key searches), pasted = the whole query at once.`,
      `Pagefind: its search API in Chromium, without its UI's code; each search loads data() of the first ${shownResults} results; first visit = a fresh page; typed = preload() of the words typed so far at each key, as its UI does, then the search.`,
    ],
  };
}
