import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docSearchModalFixes} from './bundleFixes';
import {earlySearchShortcutsScript} from '../shared/earlySearchShortcuts';
import {searchThemeName, type SearchEngine, type SearchGlobalData} from '../shared/searchEngine';
import {writeSearchIndex} from './writeSearchIndex';

export type SearchThemeOptions = {readonly engine: SearchEngine};

/** The engine the options name; a mistyped one stops the build rather than search nothing. */
function engineOf(options: unknown): SearchEngine {
  const engine = (options as Partial<SearchThemeOptions> | undefined)?.engine;
  if (engine !== 'embedded' && engine !== 'algolia') {
    throw new Error(
      `[${searchThemeName}] the "engine" option must be "embedded" or "algolia", not ${JSON.stringify(engine)}`,
    );
  }
  return engine;
}

/**
 * The site's search, one theme in one folder: the DocSearch modal (theme/SearchBar) and the
 * search page (theme/SearchPage), answered by the engine its options name: the embedded index
 * that this theme writes after the build (server/writeSearchIndex.ts, read by
 * client/LocalSearchClient.ts), or Algolia, which crawls the site itself. It also mends the
 * pinned DocSearch bundle (server/bundleFixes/), highlights a search hit's words on the page it
 * opens (theme/Root, client/useSearchHighlight.ts), and keeps the search shortcuts pressed before
 * the app has started (shared/earlySearchShortcuts.ts). This file is the theme's entry, as a
 * published theme's `main`: docusaurus.config.ts registers it.
 * @docusaurus/theme-search-algolia, which the classic preset adds, still provides the
 * `themeConfig.algolia` options, its client hooks and the /search route.
 */
export default function searchTheme({siteDir}: LoadContext, options: unknown): Plugin {
  const engine = engineOf(options);
  return {
    name: searchThemeName,
    getThemePath: () => path.join(__dirname, '..', 'theme'),
    // Tells the Root wrap (theme/Root) when a route's page is in place.
    getClientModules: () => [require.resolve('../client/shownLocation')],
    contentLoaded({actions}) {
      actions.setGlobalData({engine} satisfies SearchGlobalData);
    },
    configureWebpack: (config) => docSearchModalFixes(config),
    // Ctrl/Cmd+K and "/" work from the moment a page shows, not only once the app has started.
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', innerHTML: earlySearchShortcutsScript}],
    }),
    async postBuild({outDir, routesPaths, siteConfig}) {
      if (engine === 'embedded') {
        const written = await writeSearchIndex({
          outDir,
          routesPaths,
          siteTitle: siteConfig.title,
          // Beside the bundler's persistent cache, which `docusaurus clear` empties with it.
          cacheDirectory: path.join(siteDir, 'node_modules', '.cache', searchThemeName),
        });
        console.log(`[search-index] ${written}`);
      }
    },
  };
}
