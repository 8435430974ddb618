import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium, type Browser} from 'playwright';
import {chromiumFlags, findChromium} from '../tests/support/chromium.mjs';
import {hydratedPage} from '../tests/support/hydration';
import {gzipSize} from './gzip';
import {buildDir} from './paths';
import type {Figure} from './report';
import {resolveStaticFile} from './staticServer';
import {
  docsVersions,
  latestVersion,
  versionRouteBase,
  type DocsVersionEntry,
} from '../config/releases';
import {relevanceQueries} from '../tests/support/relevanceQueries';
import {keyLatency, typingDelayMs, type KeyTimings} from './modalLatency';
import {indexFilePath, searchIndexDirectory} from '../src/plugins/search/shared/indexSchema';

const indexDir = path.join(buildDir, searchIndexDirectory);
/** The folder of the record files, beside the tags' folders. */
const recordsFolder = path.dirname(indexFilePath.record(0));

/** Each tag's index and the record files they share: the files and their sizes, gzip (a query fetches a few of them). */
async function indexFigures(): Promise<Figure[]> {
  const gzipSizes = async (folder: string) => {
    const directory = path.join(indexDir, folder);
    const files = await readdir(directory);
    return Promise.all(
      files.map(async (file) => gzipSize(await readFile(path.join(directory, file)))),
    );
  };
  const largest = (sizes: number[]) => Math.max(...sizes);
  const figures: Figure[] = [];
  const tags = (await readdir(indexDir)).filter((name) => name !== recordsFolder).sort();
  for (const tag of tags) {
    const manifest = await readFile(path.join(indexDir, tag, 'index.json'));
    const terms = await gzipSizes(path.join(tag, 'terms'));
    figures.push(
      {name: `search index ${tag}: manifest (gzip)`, value: gzipSize(manifest), unit: 'bytes'},
      {name: `search index ${tag}: term files`, value: terms.length, unit: 'requests'},
      {
        name: `search index ${tag}: largest term file (gzip)`,
        value: largest(terms),
        unit: 'bytes',
      },
    );
  }
  const records = await gzipSizes(recordsFolder);
  figures.push(
    {
      name: 'search index: record files, shared by the tags',
      value: records.length,
      unit: 'records',
    },
    {name: 'search index: largest record file (gzip)', value: largest(records), unit: 'bytes'},
  );
  return figures;
}

/** The query of the first-search figures, here and beside Pagefind. */
export const firstSearchQuery = 'tekton pipelines';

/**
 * Opens the page in a fresh browser context, runs one search in the modal, and
 * adds up what the search fetched (the modal's code, the client and the shards), gzip.
 */
export async function firstSearchBytes(browser: Browser, pageUrl: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto(pageUrl, {waitUntil: 'networkidle'});
    await page.locator(hydratedPage).waitFor();
    const fetched: Promise<number>[] = [];
    page.on('response', (response) => {
      // Hits are links, and Docusaurus prefetches the route of a link that scrolls into view:
      // those low-priority prefetches are the next page's cost, not the search's.
      if (response.request().resourceType() !== 'other') {
        fetched.push(response.body().then(gzipSize, () => 0));
      }
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox', {name: 'Search'}).fill(firstSearchQuery);
    await page.getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
  } finally {
    await page.close();
  }
}

/** The docs page of a version that the first-search figures open. */
function aboutPage(version: DocsVersionEntry): string {
  return `${versionRouteBase(version)}/about-platform`;
}

/** The docs versions in build/: a `DOCS_VERSIONS=current,3.12` build leaves the others out. */
async function builtVersions(): Promise<DocsVersionEntry[]> {
  const built = await Promise.all(
    docsVersions.map((version) => resolveStaticFile(buildDir, aboutPage(version))),
  );
  return docsVersions.filter((_, index) => built[index]);
}

/** The first-search bytes on a docs page of each version built. */
async function firstSearchFigures(baseUrl: string): Promise<Figure[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumFlags,
  });
  const figures: Figure[] = [];
  try {
    for (const version of await builtVersions()) {
      figures.push({
        name: `first search fetch, ${version.label} docs page (gzip)`,
        value: await firstSearchBytes(browser, `${baseUrl}${aboutPage(version)}`),
        unit: 'bytes',
        budget: 150 * 1024,
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

function percentile(timings: readonly number[], share: number): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(2));
}

/**
 * Search as you type in the modal, on a docs page of the latest release: the relevance queries
 * of that release (every fifth: each first visit loads a page), typed at a fast typist's pace;
 * each key timed to its hits on screen, on a first visit and warm, and the share of keys that
 * showed the no-results screen (every query has results: a reader should never see it).
 */
export async function typingFigures(baseUrl: string): Promise<Figure[]> {
  const queries = relevanceQueries
    .filter((entry) => (entry.version ?? latestVersion.name) === latestVersion.name)
    .filter((_, index) => index % 5 === 0)
    .map(({query}) => query);
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumFlags});
  let timings: {firstVisit: KeyTimings; warm: KeyTimings};
  try {
    timings = await keyLatency(browser, `${baseUrl}${aboutPage(latestVersion)}`, queries);
  } finally {
    await browser.close();
  }
  const {firstVisit, warm} = timings;
  const perKey = (label: string, measured: KeyTimings, budget: number): Figure[] => [
    {
      name: `search as you type, ${label}: key to its hits, p50 (${measured.latencies.length} of ${measured.keys} keys changed the hits)`,
      value: percentile(measured.latencies, 0.5),
      unit: 'ms',
    },
    {
      name: `search as you type, ${label}: key to its hits, p95`,
      value: percentile(measured.latencies, 0.95),
      unit: 'ms',
      budget,
    },
  ];
  const noResults = firstVisit.noResults + warm.noResults;
  const keys = firstVisit.keys + warm.keys;
  return [
    ...perKey('first visit', firstVisit, 150),
    ...perKey('warm', warm, 50),
    {
      name: `search as you type: keys that showed "No results" for a query with results (${noResults} of ${keys}, a key every ${typingDelayMs} ms)`,
      value: Number(((100 * noResults) / keys).toFixed(1)),
      unit: '%',
      budget: 0,
    },
  ];
}

export async function searchBench(baseUrl: string): Promise<Figure[]> {
  return [
    ...(await indexFigures()),
    ...(await firstSearchFigures(baseUrl)),
    ...(await typingFigures(baseUrl)),
  ];
}
