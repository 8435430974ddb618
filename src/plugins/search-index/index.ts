import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchIndexDirectory} from '../../search/indexSchema';
import {buildSearchShards} from './buildSearchShards';
import {extractRecords, type ExtractedPage} from './extractRecords';

/** The built HTML file of a route (the site has no trailing slashes). */
function htmlFileOf(outDir: string, routePath: string): string {
  return routePath.endsWith('/')
    ? path.join(outDir, routePath, 'index.html')
    : path.join(outDir, `${routePath}.html`);
}

/**
 * The embedded search index: after the build, reads every built page and
 * writes one MiniSearch shard per docusaurus tag to build/search-index/.
 * The search client fetches a shard only when a search needs it.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'krci-search-index',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const pages: ExtractedPage[] = [];
      for (const routePath of new Set(routesPaths)) {
        const html = await readFile(htmlFileOf(outDir, routePath), 'utf8').catch(() => undefined);
        const page = html && extractRecords(html, routePath, siteConfig.title);
        if (page) {
          pages.push(page);
        }
      }
      const shardDirectory = path.join(outDir, searchIndexDirectory);
      await mkdir(shardDirectory, {recursive: true});
      const shards = buildSearchShards(pages);
      for (const shard of shards) {
        await writeFile(path.join(shardDirectory, `${shard.tag}.json`), JSON.stringify(shard));
      }
      const records = pages.reduce((sum, page) => sum + page.records.length, 0);
      console.log(
        `[search-index] ${shards.length} shards, ${pages.length} pages, ${records} records in ${path.relative(context.siteDir, shardDirectory)}/`,
      );
    },
  };
}
