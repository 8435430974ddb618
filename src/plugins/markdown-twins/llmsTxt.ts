import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {escapeMarkdownText} from './markdownTwin';

/*
 * /llms.txt and /llms-full.txt in the format of https://llmstxt.org: an H1 with the site's name,
 * a blockquote that says what it is, a short paragraph, then H2 sections of links, one line each.
 */

/** A section of llms.txt: the docs of one sidebar of the latest docs version, in sidebar order. */
export type LlmsTxtSection = {
  readonly title: string;
  readonly sidebar: string;
  /** The docs instance the sidebar belongs to: `default` unless said (the FAQ is `faq`). */
  readonly docsPluginId?: string;
};

export type LlmsTxtLink = {
  readonly title: string;
  /** The page's Markdown twin. */
  readonly url: string;
  readonly description: string;
};

export type LlmsTxtHeader = {
  /** The site's name. */
  readonly title: string;
  /** One sentence: what the site is. */
  readonly summary: string;
  /** A short paragraph of Markdown on how to read what follows. */
  readonly details: string;
};

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The doc ids of a sidebar, in the order a reader meets them: a category's own page before its items. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  const ids = items.flatMap((item): string[] => {
    switch (item.type) {
      case 'doc':
      case 'ref':
        return [item.id];
      case 'category':
        return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
      default:
        return [];
    }
  });
  return [...new Set(ids)];
}

/**
 * Plain text (a title, a front matter description) on one line, as Markdown shows it: a
 * description may run over several lines, and may name a placeholder such as `<provider>`.
 */
const plainText = (text: string) => escapeMarkdownText(text.replace(/\s+/g, ' ').trim());

function header({title, summary, details}: LlmsTxtHeader): string {
  return `# ${title}\n\n> ${plainText(summary)}\n\n${details}\n`;
}

/** llms.txt: the header, then each section's pages as `- [Title](twin): description`. */
export function llmsTxt(
  head: LlmsTxtHeader,
  sections: readonly {readonly title: string; readonly links: readonly LlmsTxtLink[]}[],
): string {
  const body = sections.map(
    ({title, links}) =>
      `## ${title}\n\n${links
        .map(
          (link) =>
            `- [${plainText(link.title)}](${link.url})${link.description ? `: ${plainText(link.description)}` : ''}`,
        )
        .join('\n')}\n`,
  );
  return [header(head), ...body].join('\n');
}

/**
 * llms-full.txt: the header, then the twin of each page, each with the address of its page
 * below its title, so that a reader of the one file can cite the page.
 */
export function llmsFullTxt(
  head: LlmsTxtHeader,
  pages: readonly {readonly pageUrl: string; readonly twin: string}[],
): string {
  const body = pages.map(({pageUrl, twin}) => {
    const titleEnd = twin.indexOf('\n');
    return `${twin.slice(0, titleEnd)}\n\nSource: <${pageUrl}>${twin.slice(titleEnd)}`;
  });
  return [header(head), ...body].join('\n');
}
