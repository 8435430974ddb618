import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {searchIndexDirectory} from '../client/indexSchema';
import {buildSearchIndex, searchIndexFiles} from './buildSearchIndex';
import {extractRecords, type ExtractedPage} from './extractRecords';

/** Pages read from disk at once. */
const readBatch = 32;

/** The built HTML file of a route (the site has no trailing slashes). */
function htmlFileOf(outDir: string, routePath: string): string {
  return routePath.endsWith('/')
    ? path.join(outDir, routePath, 'index.html')
    : path.join(outDir, `${routePath}.html`);
}

/**
 * The embedded engine's index: reads every built page and writes, for each docusaurus tag, an
 * index split into small files to `<outDir>/search-index/`. The search client fetches only the
 * files a query needs. Returns a line for the build log: what it wrote, and in how long.
 */
export async function writeSearchIndex({
  outDir,
  routesPaths,
  siteTitle,
}: {
  readonly outDir: string;
  readonly routesPaths: readonly string[];
  readonly siteTitle: string;
}): Promise<string> {
  const started = performance.now();
  const routes = [...new Set(routesPaths)];
  const pages: ExtractedPage[] = [];
  // Files are read a batch at a time, so the disk works while pages are parsed.
  for (let start = 0; start < routes.length; start += readBatch) {
    const batch = routes.slice(start, start + readBatch);
    const pageHtml = await Promise.all(
      batch.map((routePath) =>
        readFile(htmlFileOf(outDir, routePath), 'utf8').catch(() => undefined),
      ),
    );
    pageHtml.forEach((html, index) => {
      const page = html && extractRecords(html, batch[index]!, siteTitle);
      if (page) {
        pages.push(page);
      }
    });
  }
  const indexDirectory = path.join(outDir, searchIndexDirectory);
  // A build into an existing folder must not keep the files of pages that are gone.
  await rm(indexDirectory, {recursive: true, force: true});
  const index = buildSearchIndex(pages);
  const files = [...searchIndexFiles(index)].map(
    ([file, json]) => [path.join(indexDirectory, file), json] as const,
  );
  for (const folder of new Set(files.map(([file]) => path.dirname(file)))) {
    await mkdir(folder, {recursive: true});
  }
  await Promise.all(files.map(([file, json]) => writeFile(file, json)));
  const records = pages.reduce((sum, page) => sum + page.records.length, 0);
  return `${index.tags.length} tags, ${pages.length} pages, ${records} records (${index.recordFiles.length} record files) in ${path.basename(outDir)}/${searchIndexDirectory}/ (${Math.round(performance.now() - started)} ms)`;
}
