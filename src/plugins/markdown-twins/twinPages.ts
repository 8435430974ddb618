import path from 'node:path';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {LoadedPlugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {PageLinks} from './twinUrls';

/** Where a page comes from: a docs version, the FAQ (a docs instance of its own), or the blog. */
export type TwinPageKind = 'docs' | 'faq' | 'blog';

/** A page that gets a Markdown twin, as its content plugin loaded it. */
export type TwinPageSource = {
  readonly kind: TwinPageKind;
  /** The docs plugin's id, `default` or `faq`; undefined for the blog. */
  readonly docsPluginId?: string;
  /** The docs version's name (`current`, `3.12`, ...); undefined for the blog. */
  readonly versionName?: string;
  /** The doc's id inside its version; undefined for the blog. */
  readonly docId?: string;
  readonly title: string;
  readonly description: string;
  readonly links: PageLinks;
};

export type SiteAddress = Pick<PageLinks, 'siteUrl' | 'baseUrl' | 'siteDir'> & {
  /** `siteConfig.trailingSlash`. */
  readonly trailingSlash: boolean | undefined;
};

/**
 * The path a page is served at. Content plugins give an index doc the permalink `/docs/guide/`;
 * Docusaurus applies `trailingSlash` to routes and links afterwards, and so do the twins.
 */
function servedPath(permalink: string, {trailingSlash, baseUrl}: SiteAddress): string {
  return applyTrailingSlash(permalink, {trailingSlash, baseUrl});
}

function siteLinks({siteUrl, baseUrl, siteDir}: SiteAddress) {
  return {siteUrl, baseUrl, siteDir};
}

/** The loaded content of a content plugin instance, found by plugin name and id. */
export function pluginContent<Content>(
  plugins: readonly LoadedPlugin[],
  name: string,
  id: string,
): {content: Content; options: LoadedPlugin['options']} | undefined {
  const plugin = plugins.find(
    (candidate) => candidate.name === name && candidate.options.id === id,
  );
  return plugin && {content: plugin.content as Content, options: plugin.options};
}

const absoluteSource = (siteDir: string, source: string) =>
  path.join(siteDir, aliasedSitePathToRelativePath(source));

/** Every doc of every loaded version of a docs instance. */
export function docsTwinPages(
  content: DocsContent,
  kind: Exclude<TwinPageKind, 'blog'>,
  docsPluginId: string,
  site: SiteAddress,
): TwinPageSource[] {
  // Markdown links resolve across the instance's versions, as the docs plugin resolves them.
  const sourceToPermalink = new Map(
    content.loadedVersions.flatMap((version) =>
      version.docs.map((doc) => [doc.source, servedPath(doc.permalink, site)] as const),
    ),
  );
  return content.loadedVersions.flatMap((version: LoadedVersion) =>
    version.docs.map((doc) => ({
      kind,
      docsPluginId,
      versionName: version.versionName,
      docId: doc.id,
      title: doc.title,
      description: doc.description,
      links: {
        ...siteLinks(site),
        permalink: servedPath(doc.permalink, site),
        sourceFilePath: absoluteSource(site.siteDir, doc.source),
        contentPaths: {
          contentPath: version.contentPath,
          contentPathLocalized: version.contentPathLocalized,
        },
        sourceToPermalink,
      },
    })),
  );
}

/** Every blog post (the blog plugin leaves drafts out of a production build). */
export function blogTwinPages(
  content: BlogContent,
  blogPath: string,
  site: SiteAddress,
): TwinPageSource[] {
  const blogFolder = path.resolve(site.siteDir, blogPath);
  const sourceToPermalink = new Map(
    content.blogPosts.map(
      ({metadata}) => [metadata.source, servedPath(metadata.permalink, site)] as const,
    ),
  );
  return content.blogPosts.map(({metadata}) => ({
    kind: 'blog',
    title: metadata.title,
    description: metadata.description,
    links: {
      ...siteLinks(site),
      permalink: servedPath(metadata.permalink, site),
      sourceFilePath: absoluteSource(site.siteDir, metadata.source),
      // The site is not translated: the blog has no localized folder to look in first.
      contentPaths: {contentPath: blogFolder, contentPathLocalized: blogFolder},
      sourceToPermalink,
    },
  }));
}
