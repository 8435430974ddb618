import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {staticHostPageFiles} from '../../staticHostFiles';
import {searchIndexDirectory} from '../shared/indexSchema';
import {buildSearchIndex, searchIndexFiles} from './buildSearchIndex';
import {readPageSource, type ExtractedPage} from './extractRecords';
import {PageRecordsCache} from './pageCache';

/** Pages read from disk at once. */
const readBatch = 32;

/** A route's built page, as a static host serves it; undefined when the build has none. */
async function readBuiltPage(outDir: string, routePath: string): Promise<string | undefined> {
  for (const file of staticHostPageFiles(routePath)) {
    const html = await readFile(path.join(outDir, file), 'utf8').catch(() => undefined);
    if (html !== undefined) {
      return html;
    }
  }
  return undefined;
}

/**
 * The embedded engine's index: reads every built page and writes, for each docusaurus tag, an
 * index split into small files to `<outDir>/search-index/`. The search client fetches only the
 * files a query needs. What a rebuild can reuse, the pages' records, is kept in
 * `cacheDirectory`. Returns a line for the build log: what it wrote, and in how long.
 */
export async function writeSearchIndex({
  outDir,
  routesPaths,
  siteTitle,
  cacheDirectory,
}: {
  readonly outDir: string;
  readonly routesPaths: readonly string[];
  readonly siteTitle: string;
  readonly cacheDirectory: string;
}): Promise<string> {
  const started = performance.now();
  const routes = [...new Set(routesPaths)];
  const cache = await PageRecordsCache.open(path.join(cacheDirectory, 'pages.json'));
  const pages: ExtractedPage[] = [];
  // Files are read a batch at a time, so the disk works while pages are parsed.
  for (let start = 0; start < routes.length; start += readBatch) {
    const batch = routes.slice(start, start + readBatch);
    const pageHtml = await Promise.all(batch.map((routePath) => readBuiltPage(outDir, routePath)));
    pageHtml.forEach((html, index) => {
      const source = html && readPageSource(html, batch[index]!);
      const page = source && cache.split(source, siteTitle);
      if (page) {
        pages.push(page);
      }
    });
  }
  const indexDirectory = path.join(outDir, searchIndexDirectory);
  // A build into an existing folder must not keep the files of pages that are gone.
  await rm(indexDirectory, {recursive: true, force: true});
  const index = buildSearchIndex(pages);
  const files = new Map(
    [...searchIndexFiles(index)].map(([file, json]) => [path.join(indexDirectory, file), json]),
  );
  for (const folder of new Set([...files.keys()].map((file) => path.dirname(file)))) {
    await mkdir(folder, {recursive: true});
  }
  await Promise.all([...[...files].map(([file, json]) => writeFile(file, json)), cache.save()]);
  const records = pages.reduce((sum, page) => sum + page.records.length, 0);
  const {split, reused} = cache.counts;
  return `${index.tags.length} tags, ${pages.length} pages (${split} split, ${reused} from the cache), ${records} records (${index.recordFiles.length} record files) in ${path.basename(outDir)}/${searchIndexDirectory}/ (${Math.round(performance.now() - started)} ms)`;
}
