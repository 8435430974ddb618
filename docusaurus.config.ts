import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {docsVersionOptions, parseDocsVersions} from './config/docsVersions';
import {docsVersions, versionRouteBase} from './config/releases';
import {releaseFactsMarkdownHooks} from './config/releaseFactReferences';
import {externalLinks} from './config/links';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {searchFromEnv} from './config/search';
import {headTagsFromEnv, tagManagerEnabled} from './config/headTags';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {additionalCodeLanguages} from './config/codeLanguages';
import {ssrTemplate} from './config/ssrTemplate';
import {lastUpdateTimeAvailable} from './config/gitHistory';
import searchTheme from './src/plugins/search/server';
import latestBlogPostsPlugin from './src/plugins/latest-blog-posts';
import docsVersionGapsPlugin from './src/plugins/docs-version-gaps';
import remarkGlossaryTooltips, {glossaryRoutesOfBuild} from './src/plugins/glossary-tooltips';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import clientSiteConfigPlugin from './src/plugins/client-site-config';
import releaseDataPlugin from './src/plugins/release-data';
import securityPolicyPlugin from './src/plugins/security-policy';
import {markdownTwinsOptions} from './config/markdownTwins';
import {securityPolicyOptionsFromEnv} from './config/securityPolicy';

// ---------------------------------------------------------------------------
// Build-time switches, read once here (each is documented in the README).
// ---------------------------------------------------------------------------

/** DOCS_VERSIONS=current[,3.12...] builds only those versions: a fast dev loop. */
const includedVersions = parseDocsVersions(process.env.DOCS_VERSIONS);

/** Search: Algolia when the ALGOLIA_* variables are set, else the embedded index (config/search.ts). */
const search = searchFromEnv(process.env);

/** CONSENT_SCRIPT_URL and TAG_MANAGER_ID: third-party scripts in every page's head, consent first (config/headTags.ts). */
const analyticsHeadTags = headTagsFromEnv(process.env);

/** The Content Security Policy and security headers, with the origins of the services above (config/securityPolicy.ts). */
const securityPolicy = securityPolicyOptionsFromEnv(process.env);

/** Last-update dates come from git: a build from a source archive leaves them out, with a warning (config/gitHistory.ts). */
const showLastUpdateTime = lastUpdateTimeAvailable(__dirname);

const siteUrl = 'https://docs.kuberocketci.io';

/** Each built version's glossary, for the tooltips of links to its entries. */
const glossaryTooltipsOptions = {
  siteDir: __dirname,
  glossaryRoutes: glossaryRoutesOfBuild(includedVersions),
};

/** Options shared by the main docs and the FAQ; only id, path, route and sidebar differ. */
const commonDocsOptions = {
  editUrl: `${externalLinks.docsRepository}/edit/main/`,
  showLastUpdateTime,
  breadcrumbs: true,
  // A link to a glossary entry shows the entry's first sentence on hover and focus. The options
  // are closed over, not given as [plugin, options]: the site config, plugin options included,
  // is part of every page's main bundle, and these would put the build's paths there.
  remarkPlugins: [() => remarkGlossaryTooltips(glossaryTooltipsOptions)],
} satisfies DocsOptions;

const config = {
  title: 'KubeRocketCI',
  tagline: 'Build Your Delivery Rocket',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'KubeRocketCI',
  projectName: 'docs',

  headTags: analyticsHeadTags,
  // Read by the page tools in the browser (src/components/PageFeedback).
  customFields: {tagManager: tagManagerEnabled(process.env)},

  // The site's scripts run after the first paint (config/ssrTemplate.ts).
  ssrTemplate,
  // The banner that explains a wrong baseUrl is an inline script in the home page's head, which
  // the Content Security Policy would have to allow. This site's baseUrl is '/', the root of
  // every host it is deployed to; and as the template adds the scripts after the first paint,
  // the banner was inserted, hidden, on every visit to the home page.
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    // Rspack, SWC and Lightning CSS: measured on a 760-page site, a cold build took ~35-50 s
    // against ~110-215 s with webpack; and 3.9.2's webpack build fails with webpack >= 5.106.
    experimental_faster: true,
  },

  // The error catalogue: what breaks a reader's path fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    // `{release.chart.version}` and its kin resolve to the page's own release (config/releases.ts).
    ...releaseFactsMarkdownHooks(__dirname),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {htmlLang: 'en', direction: 'ltr'}},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          ...commonDocsOptions,
          sidebarPath: './sidebars.ts',
          ...docsVersionOptions(includedVersions),
        },
        blog: {
          path: 'blog',
          blogTitle: 'KubeRocketCI Blog',
          blogDescription:
            'Articles from the KubeRocketCI platform team on delivery, Kubernetes, security and single sign-on.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          showReadingTime: true,
          editUrl: `${externalLinks.docsRepository}/edit/main/`,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            title: 'KubeRocketCI Blog',
            description:
              'Articles from the KubeRocketCI platform team on delivery, Kubernetes, security and single sign-on.',
            copyright: `Copyright © ${new Date().getFullYear()} KubeRocketCI.`,
            language: 'en',
          },
        },
        theme: {
          // print.css: what a printed page leaves out and how it shows links and code.
          customCss: ['./src/css/custom.css', './src/css/print.css'],
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // Only the latest docs are offered to crawlers; other versions and tag lists are not.
          ignorePatterns: [
            ...docsVersions
              .filter(({path}) => path)
              .flatMap((version) => [versionRouteBase(version), `${versionRouteBase(version)}/**`]),
            '/blog/tags',
            '/blog/tags/**',
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...commonDocsOptions,
        id: 'faq',
        path: 'faq',
        routeBasePath: 'faq',
        sidebarPath: './sidebarsFaq.ts',
      } satisfies DocsOptions,
    ],
    // The newest blog posts, as global data for the home page.
    latestBlogPostsPlugin,
    // Titles of the docs that some version lacks, for the version menu's notices.
    docsVersionGapsPlugin,
    // The browser's copy of this config, without what only the build reads.
    clientSiteConfigPlugin,
    // /releases.json: the release facts of every docs version (src/plugins/release-data).
    releaseDataPlugin,
    // The Content Security Policy in every page, the static hosts' header files and
    // /.well-known/security.txt (src/plugins/security-policy). Options closed over, as the
    // glossary's above. Before the Markdown twins: a page with a script of its own fails both
    // steps, and the build reports the first, whose message says why.
    (context: LoadContext) => securityPolicyPlugin(context, securityPolicy),
    // Every page as Markdown at its URL plus .md, and /llms.txt (src/plugins/markdown-twins).
    // Options closed over, as the glossary's above: the summary and sections are build input only.
    (context: LoadContext) => markdownTwinsPlugin(context, markdownTwinsOptions),
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    // The search modal and page, and the embedded index they read (src/plugins/search).
    [searchTheme, search.theme],
  ],
  // Click-to-zoom on content images, loaded with the first page that has one.
  clientModules: ['./src/clientModules/imageZoom.ts'],

  themeConfig: {
    image: 'img/kuberocketci-social-card.jpg',
    metadata: [
      {
        name: 'keywords',
        content:
          'KubeRocketCI, CI/CD, DevOps, Kubernetes, Tekton, Argo CD, GitOps, Helm, platform engineering',
      },
    ],
    announcementBar: {
      id: 'support_ukraine',
      content: `KubeRocketCI stands with Ukraine. Please consider supporting <a target="_blank" rel="noopener noreferrer" href="${externalLinks.humanitarianFund}">the humanitarian relief fund for Ukraine</a>.`,
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar,
    footer,
    algolia: search.algolia,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: additionalCodeLanguages,
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
