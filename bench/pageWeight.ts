import path from 'node:path';
import {chromium, devices, type Browser, type Response} from 'playwright';
import {chromiumFlags, findChromium} from '../tests/support/chromium.mjs';
import {hydratedPage} from '../tests/support/hydration';
import {benchPages, budgetedDocPage, type BenchPage} from './benchPages';
import {gzipSize} from './gzip';
import type {Figure, Section} from './report';

/** Budget: first-load JS of a doc page, as a ratio to stock Docusaurus. */
const docPageJsBudgetRatio = 1.05;

type Kind = 'HTML' | 'CSS' | 'JS';
const kinds: readonly Kind[] = ['HTML', 'CSS', 'JS'];

type FetchedFile = {
  readonly url: string;
  readonly kind: Kind;
  readonly raw: number;
  readonly gzip: number;
};

/** What a first load fetched, HTML, CSS and JS only (images and fonts are not counted). */
export type PageLoad = {readonly files: readonly FetchedFile[]};

function kindOf(response: Response): Kind | undefined {
  switch (response.request().resourceType()) {
    case 'document':
      return 'HTML';
    case 'stylesheet':
      return 'CSS';
    case 'script':
      return 'JS';
    default:
      // Route chunks that Docusaurus prefetches for visible links are not part of this page's load.
      return undefined;
  }
}

/**
 * Opens a page with an empty cache, waits until it has hydrated, rendered what
 * it is for and the network is idle, and lists what it fetched. A page that
 * does not answer 200, throws, or never hydrates stops the bench.
 */
async function firstLoad(browser: Browser, siteUrl: string, page: BenchPage): Promise<PageLoad> {
  const context = await browser.newContext({...devices['Desktop Chrome']});
  const tab = await context.newPage();
  const pending: Promise<FetchedFile | undefined>[] = [];
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('response', (response) => {
    const kind = kindOf(response);
    if (kind) {
      pending.push(
        response.body().then(
          (body) => ({url: response.url(), kind, raw: body.length, gzip: gzipSize(body)}),
          () => undefined,
        ),
      );
    }
  });
  try {
    const url = `${siteUrl}${page.path}`;
    const response = await tab.goto(url, {waitUntil: 'load'});
    if (response?.status() !== 200) {
      throw new Error(`${url} answered ${response?.status() ?? 'nothing'}, not 200`);
    }
    await tab
      .locator(hydratedPage)
      .waitFor({timeout: 30_000})
      .catch(() =>
        Promise.reject(
          new Error(`${url} did not hydrate within 30 s (its scripts failed or never loaded)`),
        ),
      );
    await tab.waitForLoadState('networkidle');
    if (errors.length > 0) {
      throw new Error(`${url} threw while loading: ${errors.join('; ')}`);
    }
    const files = (await Promise.all(pending)).filter(
      (file): file is FetchedFile => file !== undefined,
    );
    return {files};
  } finally {
    await context.close();
  }
}

function total(load: PageLoad, kind: Kind, size: 'raw' | 'gzip'): number {
  return load.files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file[size], 0);
}

/**
 * A bundle's name without its content hash (main.1a2b3c4d.js -> main.js), so
 * that both sites' files pair up. Chunks named by a plain number (1016.js) are
 * numbered in build order and cannot pair, so they are counted together.
 */
function bundleName(url: string): string {
  const name = path.basename(new URL(url).pathname).replace(/\.[0-9a-f]{8,}(\.js)$/, '$1');
  // Rspack's numeric chunk ids are short; Docusaurus names route chunks with 8-character hashes, digits only at times.
  return /^\d{1,6}\.js$/.test(name) ? 'numbered shared chunks (N.js)' : name;
}

/**
 * The JS files that make the two loads differ, largest gzip difference first:
 * where to look when our page fetches more than stock.
 */
function jsDifferences(ours: PageLoad, stock: PageLoad, limit = 8): string[] {
  const sizes = new Map<string, {ours: number; stock: number}>();
  for (const [load, side] of [
    [ours, 'ours'],
    [stock, 'stock'],
  ] as const) {
    for (const file of load.files.filter((fetched) => fetched.kind === 'JS')) {
      const name = bundleName(file.url);
      const entry = sizes.get(name) ?? {ours: 0, stock: 0};
      entry[side] += file.gzip;
      sizes.set(name, entry);
    }
  }
  return [...sizes.entries()]
    .map(([name, size]) => ({name, ...size, difference: size.ours - size.stock}))
    .filter((entry) => entry.difference !== 0)
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference))
    .slice(0, limit)
    .map(
      (entry) =>
        `${entry.name}: ours ${(entry.ours / 1024).toFixed(1)} KB, stock ${(entry.stock / 1024).toFixed(1)} KB gzip (${entry.difference > 0 ? '+' : ''}${(entry.difference / 1024).toFixed(1)} KB)`,
    );
}

function pageFigures(page: BenchPage, ours: PageLoad, stock: PageLoad | undefined): Figure[] {
  const figures: Figure[] = [];
  for (const kind of kinds) {
    for (const size of ['raw', 'gzip'] as const) {
      const isBudgeted = page.label === budgetedDocPage && kind === 'JS';
      figures.push({
        name: `${page.label} ${page.path}: ${kind} ${size}`,
        value: total(ours, kind, size),
        unit: 'bytes',
        baseline: stock ? total(stock, kind, size) : undefined,
        ...(isBudgeted ? {budget: docPageJsBudgetRatio, budgetOn: 'ratio' as const} : {}),
      });
    }
  }
  const count = (load: PageLoad) => load.files.filter((file) => file.kind === 'JS').length;
  figures.push({
    name: `${page.label} ${page.path}: JS files`,
    value: count(ours),
    unit: 'requests',
    baseline: stock ? count(stock) : undefined,
  });
  return figures;
}

/**
 * HTML, CSS and JS fetched by the first load of each bench page, raw and gzip,
 * on our site and on stock Docusaurus built from the same Markdown.
 */
export async function pageWeightBench(ourSiteUrl: string, stockSiteUrl: string): Promise<Section> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumFlags,
  });
  const figures: Figure[] = [];
  const notes: string[] = [];
  try {
    for (const page of benchPages) {
      const ours = await firstLoad(browser, ourSiteUrl, page);
      const stock = page.inStock ? await firstLoad(browser, stockSiteUrl, page) : undefined;
      figures.push(...pageFigures(page, ours, stock));
      if (stock && page.label === budgetedDocPage) {
        notes.push(
          `JS files that differ on the ${page.label} (ours vs stock, gzip):`,
          ...jsDifferences(ours, stock).map((line) => `  ${line}`),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return {
    title: 'Page weight, first load in Chromium (desktop), ours vs stock Docusaurus 3.9.2 classic',
    figures,
    notes: [
      ...notes,
      'Counted: the document, stylesheets and scripts fetched until the page has hydrated and the network is idle,',
      'without scrolling. Stock draws Mermaid diagrams at once; ours draws one as the reader nears it, so a diagram',
      'below the first screen is not part of our first load. Not counted: images, fonts, route chunks prefetched for links.',
      'gzip = each body compressed at level 9, as the bench server sends it. The search page has no stock twin.',
      'Stock home: a Markdown page with the site title and tagline (the classic preset ships no home page).',
    ],
  };
}
