// knip: every package the code imports is declared in package.json, and every
// declared package is used (`npm run lint:deps`, part of `npm run lint`).
// Only the dependency checks run: unused files and exports are not reported.
import type {KnipConfig} from 'knip';

/** The ES import statements of a Markdown or MDX page, each on one or more lines. */
function importStatements(text: string): string {
  return [...text.matchAll(/^import\s[^;]*?\sfrom\s+['"][^'"]+['"];?$/gm)]
    .map(([statement]) => statement)
    .join('\n');
}

const config: KnipConfig = {
  include: [
    'dependencies',
    'devDependencies',
    'optionalPeerDependencies',
    'unlisted',
    'unresolved',
    'binaries',
  ],

  // knip's Docusaurus plugin loads docusaurus.config.ts and calls each function
  // plugin without a LoadContext, which ours need: the entries it would derive
  // are listed here instead.
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'sidebarsFaq.ts',
    'src/pages/**/*.tsx',
    // Swizzled theme components, the search theme's components and the client
    // modules are loaded by Docusaurus by path, not imported.
    'src/theme/**/*.tsx',
    'src/plugins/search/theme/**/*.tsx',
    'src/clientModules/*.ts',
    'algolia/crawler.config.js',
    'scripts/*.ts',
    'tests/**/*.{ts,mjs}',
    // Pages import components too (MissingPageNotice, Tabs).
    '{docs,versioned_docs,faq,blog}/**/*.{md,mdx}',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs,js}', '{docs,versioned_docs,faq,blog}/**/*.{md,mdx}'],
  // Docusaurus reads .md as MDX: knip needs only their import statements.
  compilers: {md: importStatements, mdx: importStatements},
  paths: {'@site/*': ['./*']},

  ignoreDependencies: [
    // Aliases that Docusaurus resolves at build time: the theme's components
    // and the core's client API.
    /^@theme(-original|-init)?\//,
    /^@docusaurus\/(BrowserOnly|ComponentCreator|constants|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$/,
    // Named by a string in docusaurus.config.ts (`future.experimental_faster`,
    // `themes`), never imported.
    '@docusaurus/faster',
    '@docusaurus/theme-mermaid',
  ],
  // Called by tests/scripts/ensure-chromium.mjs to install Debian's chromium.
  ignoreBinaries: ['apt-get'],
};

export default config;
