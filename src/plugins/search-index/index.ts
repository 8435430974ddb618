import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchIndexDirectory} from '../../search/indexSchema';
import {buildSearchIndex, tagIndexFiles} from './buildSearchIndex';
import {extractRecords, type ExtractedPage} from './extractRecords';

/** The built HTML file of a route (the site has no trailing slashes). */
function htmlFileOf(outDir: string, routePath: string): string {
  return routePath.endsWith('/')
    ? path.join(outDir, routePath, 'index.html')
    : path.join(outDir, `${routePath}.html`);
}

/**
 * The embedded search index: after the build, reads every built page and writes, for each
 * docusaurus tag, an index split into small files to build/search-index/. The search client
 * fetches only the files a query needs.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'krci-search-index',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = performance.now();
      const pages: ExtractedPage[] = [];
      for (const routePath of new Set(routesPaths)) {
        const html = await readFile(htmlFileOf(outDir, routePath), 'utf8').catch(() => undefined);
        const page = html && extractRecords(html, routePath, siteConfig.title);
        if (page) {
          pages.push(page);
        }
      }
      const indexDirectory = path.join(outDir, searchIndexDirectory);
      // A build into an existing folder must not keep the files of pages that are gone.
      await rm(indexDirectory, {recursive: true, force: true});
      const tags = buildSearchIndex(pages);
      for (const tag of tags) {
        const files = [...tagIndexFiles(tag)].map(
          ([file, json]) => [path.join(indexDirectory, file), json] as const,
        );
        for (const folder of new Set(files.map(([file]) => path.dirname(file)))) {
          await mkdir(folder, {recursive: true});
        }
        await Promise.all(files.map(([file, json]) => writeFile(file, json)));
      }
      const records = pages.reduce((sum, page) => sum + page.records.length, 0);
      console.log(
        `[search-index] ${tags.length} tags, ${pages.length} pages, ${records} records in ${path.relative(context.siteDir, indexDirectory)}/ (${Math.round(performance.now() - started)} ms)`,
      );
    },
  };
}
