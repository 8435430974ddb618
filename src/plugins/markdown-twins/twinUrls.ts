import {createHash} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {
  parseLocalURLPath,
  resolveMarkdownLinkPathname,
  serializeURLPath,
  type ContentPaths,
} from '@docusaurus/utils';
import {TwinSourceError, type ResolveUrl} from './inlineMarkdown';

/** What resolving the links of one page needs: where it is served, its source and its content plugin's pages. */
export type PageLinks = {
  /** The site's address, `siteConfig.url`. */
  readonly siteUrl: string;
  readonly baseUrl: string;
  readonly permalink: string;
  readonly siteDir: string;
  /** The page's source file, absolute. */
  readonly sourceFilePath: string;
  /** The folders of the page's docs version (or of the blog) that `/x.md` and `x.md` links are looked up in. */
  readonly contentPaths: ContentPaths;
  /** The permalink of each page of the page's content plugin (all its versions), by its `@site/...` source. */
  readonly sourceToPermalink: ReadonlyMap<string, string>;
};

/**
 * The files that pages link by relative path (an image beside the page, a download), published
 * in the build for the twins: the built page may have inlined them (Docusaurus inlines images
 * under 10 KB as data URLs), and a twin should link a file, not carry its bytes.
 */
export class TwinAssets {
  /** Each published file's path in the build, by its source file. */
  readonly published = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** The site path a source file is published at, `assets/images/<name>-<hash>.<ext>` as Docusaurus names its own. */
  publish(file: string): string {
    const known = this.published.get(file);
    if (known) {
      return `${this.baseUrl}${known}`;
    }
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
    const {name, ext} = path.parse(file);
    const folder = /^\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(ext) ? 'images' : 'files';
    const builtPath = `assets/${folder}/${name}-${hash}${ext}`;
    this.published.set(file, builtPath);
    return `${this.baseUrl}${builtPath}`;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The URLs of a page's twin, all absolute: a link to a Markdown file leads to its page, resolved
 * as Docusaurus resolves it for the page's docs version (`./x.md#anchor`); a file beside the page
 * to its published copy; `#anchor` to the anchor on the page; any other path to the address a
 * browser would follow from the page. External URLs are kept.
 */
export function pageUrlResolver(page: PageLinks, assets: TwinAssets): ResolveUrl {
  const pageUrl = new URL(page.permalink, page.siteUrl).href;
  const file = path.relative(page.siteDir, page.sourceFilePath);
  return (url, kind) => {
    if (url.startsWith('pathname://')) {
      return new URL(url.slice('pathname://'.length), pageUrl).href;
    }
    const local = parseLocalURLPath(url);
    if (!local) {
      return url;
    }
    if (local.pathname === '') {
      return new URL(url, pageUrl).href;
    }
    if (/\.mdx?$/i.test(local.pathname)) {
      const permalink = resolveMarkdownLinkPathname(local.pathname, {
        sourceFilePath: page.sourceFilePath,
        sourceToPermalink: page.sourceToPermalink as Map<string, string>,
        siteDir: page.siteDir,
        contentPaths: page.contentPaths,
      });
      if (!permalink) {
        throw new TwinSourceError(`${file}: the Markdown link ${url} leads to no page`);
      }
      return new URL(serializeURLPath({...local, pathname: permalink}), page.siteUrl).href;
    }
    if (!local.pathname.startsWith('/')) {
      const target = path.resolve(
        path.dirname(page.sourceFilePath),
        decodeURIComponent(local.pathname),
      );
      if (isFile(target)) {
        return new URL(assets.publish(target), page.siteUrl).href;
      }
      if (kind === 'image') {
        throw new TwinSourceError(`${file}: the image ${url} is not a file`);
      }
    }
    return new URL(url, pageUrl).href;
  };
}
