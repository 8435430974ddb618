import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarDocIds,
  type LlmsTxtHeader,
  type LlmsTxtSection,
} from './llmsTxt';
import {markdownTwin} from './markdownTwin';
import {markdownTwinPath} from './twinPath';
import {
  blogTwinPages,
  docsTwinPages,
  pluginContent,
  type SiteAddress,
  type TwinPageSource,
} from './twinPages';
import {pageUrlResolver, TwinAssets} from './twinUrls';

export type MarkdownTwinsOptions = {
  /** The blockquote of llms.txt: what the site is, in one sentence. */
  readonly summary: string;
  /** The sections of llms.txt, in order. */
  readonly sections: readonly LlmsTxtSection[];
};

export const markdownTwinsPluginName = 'krci-markdown-twins';

const docsPluginName = 'docusaurus-plugin-content-docs';
const blogPluginName = 'docusaurus-plugin-content-blog';

type Twin = {readonly page: TwinPageSource; readonly markdown: string};

/**
 * Publishes every docs page (all versions), FAQ page and blog post as Markdown at its URL plus
 * `.md` (twinPath.ts), and /llms.txt and /llms-full.txt, which lead a language model to the
 * latest docs and the FAQ. The pages and their order come from the content plugins' loaded
 * content (the docs, the FAQ and the blog instances, their versions and sidebars); each HTML page
 * links its twin (MarkdownTwinLink.tsx).
 */
export default function markdownTwinsPlugin(context: LoadContext, input: unknown): Plugin {
  const options = optionsOf(input);
  return {
    name: markdownTwinsPluginName,
    // Synchronous on purpose: the plugins' postBuild steps run side by side, and a step that
    // awaits lets the others run inside its time. Run at once, the time logged is this step's own
    // (about a second for the ~800 pages of a full build).
    postBuild({outDir, plugins}) {
      const started = performance.now();
      const {siteConfig, siteDir} = context;
      const site: SiteAddress = {
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        siteDir,
        trailingSlash: siteConfig.trailingSlash,
      };
      const pages = twinPageSources(plugins, site);
      const assets = new TwinAssets(siteConfig.baseUrl);
      const twins: Twin[] = pages.map((page) => ({
        page,
        markdown: markdownTwin(
          {
            siteDir,
            filePath: page.links.sourceFilePath,
            title: page.title,
            resolveUrl: pageUrlResolver(page.links, assets),
          },
          readFileSync(page.links.sourceFilePath, 'utf8'),
        ),
      }));
      const files = new Map<string, string>(
        twins.map(({page, markdown}) => [markdownTwinPath(page.links.permalink), markdown]),
      );
      const llms = llmsFiles(twins, plugins, options, siteConfig.title);
      files.set('/llms.txt', llms.index);
      files.set('/llms-full.txt', llms.full);
      writeBuildFiles(outDir, siteConfig.baseUrl, files, assets);
      const count = (kind: TwinPageSource['kind']) =>
        pages.filter((page) => page.kind === kind).length;
      console.log(
        `[markdown-twins] ${twins.length} twins (${count('docs')} docs pages, ${count('faq')} FAQ pages, ` +
          `${count('blog')} blog posts), llms.txt (${llms.links} links), llms-full.txt ` +
          `(${llms.fullPages} pages, ${Math.round(Buffer.byteLength(llms.full) / 1024)} KB), ` +
          `${new Set(assets.published.values()).size} files that pages link, in ${path.basename(outDir)}/ ` +
          `(${Math.round(performance.now() - started)} ms)`,
      );
    },
  };
}

/** The options as the config gives them; a malformed one stops the build rather than write an empty llms.txt. */
function optionsOf(input: unknown): MarkdownTwinsOptions {
  const options = input as Partial<MarkdownTwinsOptions> | undefined;
  const sectionsValid =
    Array.isArray(options?.sections) &&
    options.sections.length > 0 &&
    options.sections.every(
      (section: Partial<LlmsTxtSection>) =>
        typeof section.title === 'string' && typeof section.sidebar === 'string',
    );
  if (typeof options?.summary !== 'string' || !sectionsValid) {
    throw new Error(
      `[${markdownTwinsPluginName}] the options need a "summary" and "sections" ({title, sidebar, docsPluginId?}), ` +
        `not ${JSON.stringify(input)}`,
    );
  }
  return options as MarkdownTwinsOptions;
}

function twinPageSources(plugins: readonly LoadedPlugin[], site: SiteAddress): TwinPageSource[] {
  const docs = pluginContent<DocsContent>(plugins, docsPluginName, 'default');
  const faq = pluginContent<DocsContent>(plugins, docsPluginName, 'faq');
  const blog = pluginContent<BlogContent>(plugins, blogPluginName, 'default');
  if (!docs || !faq || !blog) {
    throw new Error(
      `[${markdownTwinsPluginName}] needs the docs, the FAQ docs (id "faq") and the blog plugins`,
    );
  }
  return [
    ...docsTwinPages(docs.content, 'docs', 'default', site),
    ...docsTwinPages(faq.content, 'faq', 'faq', site),
    ...blogTwinPages(blog.content, String(blog.options.path), site),
  ];
}

/** llms.txt and llms-full.txt: the latest docs version's pages and the FAQ's, in sidebar order. */
function llmsFiles(
  twins: readonly Twin[],
  plugins: readonly LoadedPlugin[],
  options: MarkdownTwinsOptions,
  siteTitle: string,
): {index: string; full: string; links: number; fullPages: number} {
  const siteUrl = (sitePath: string) => new URL(sitePath, twins[0]!.page.links.siteUrl).href;
  const versionsOf = (docsPluginId: string) => {
    const content = pluginContent<DocsContent>(plugins, docsPluginName, docsPluginId)?.content;
    if (!content) {
      throw new Error(`[${markdownTwinsPluginName}] no docs plugin with the id "${docsPluginId}"`);
    }
    return content.loadedVersions;
  };
  // A docs instance always has a last version (the newest it builds).
  const latest = (docsPluginId: string) => versionsOf(docsPluginId).find(({isLast}) => isLast)!;
  const docKey = (docsPluginId?: string, versionName?: string, docId?: string) =>
    `${docsPluginId}/${versionName}/${docId}`;
  const twinsByDoc = new Map(
    twins.map((twin) => [
      docKey(twin.page.docsPluginId, twin.page.versionName, twin.page.docId),
      twin,
    ]),
  );

  const sections = options.sections.map(({title, sidebar, docsPluginId = 'default'}) => {
    const version = latest(docsPluginId);
    const items = version.sidebars[sidebar];
    if (!items) {
      throw new Error(
        `[${markdownTwinsPluginName}] the llms.txt section "${title}" names the sidebar "${sidebar}", ` +
          `which version ${version.versionName} of the "${docsPluginId}" docs does not have`,
      );
    }
    const pages = sidebarDocIds(items).flatMap((id) => {
      const twin = twinsByDoc.get(docKey(docsPluginId, version.versionName, id));
      return twin ? [twin] : [];
    });
    return {title, pages};
  });

  const docsVersion = latest('default');
  const otherVersions = versionsOf('default')
    .filter((version) => !version.isLast)
    .flatMap((version) => {
      const startPage = version.docs.find(
        ({permalink}) => markdownTwinPath(permalink) === markdownTwinPath(version.path),
      );
      return startPage
        ? [`[${version.label}](${siteUrl(markdownTwinPath(startPage.permalink))})`]
        : [];
    });
  const head: LlmsTxtHeader = {
    title: siteTitle,
    summary: options.summary,
    details:
      `The pages below are the [KubeRocketCI ${docsVersion.label} documentation](${siteUrl(docsVersion.path)}) ` +
      'and the FAQ, in Markdown; ' +
      `[llms-full.txt](${siteUrl('/llms-full.txt')}) holds all of them in one file. Every docs ` +
      'page, FAQ page and blog post of this site is published as Markdown at its address plus `.md`.' +
      (otherVersions.length > 0
        ? ` The other documentation versions start at ${otherVersions.join(', ')}.`
        : ''),
  };

  const index = llmsTxt(
    head,
    sections.map(({title, pages}) => ({
      title,
      links: pages.map(({page}) => ({
        title: page.title,
        url: siteUrl(markdownTwinPath(page.links.permalink)),
        description: page.description,
      })),
    })),
  );
  const fullPages = [...new Set(sections.flatMap(({pages}) => pages))];
  const full = llmsFullTxt(
    head,
    fullPages.map(({page, markdown}) => ({pageUrl: siteUrl(page.links.permalink), twin: markdown})),
  );
  return {
    index,
    full,
    links: sections.reduce((sum, {pages}) => sum + pages.length, 0),
    fullPages: fullPages.length,
  };
}

/** Writes each file at its site path into the build, and copies the files that pages link. */
function writeBuildFiles(
  outDir: string,
  baseUrl: string,
  files: ReadonlyMap<string, string>,
  assets: TwinAssets,
): void {
  const fileOf = (sitePath: string) =>
    path.join(outDir, ...sitePath.slice(baseUrl.length - 1).split('/'));
  const folders = new Set<string>();
  const inFolder = (file: string) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, {recursive: true});
      folders.add(folder);
    }
    return file;
  };
  for (const [sitePath, text] of files) {
    writeFileSync(inFolder(fileOf(sitePath)), text);
  }
  for (const [source, builtPath] of assets.published) {
    copyFileSync(source, inFolder(path.join(outDir, ...builtPath.split('/'))));
  }
}
