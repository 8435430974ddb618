import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Cheerio, Element} from 'cheerio';
import {ElementType} from 'domelementtype';
import type {SearchRecord} from '../client/indexSchema';

/** What the page's meta tags say about it (the tags Docusaurus writes for DocSearch). */
export type PageSearchMeta = {
  readonly language: string;
  readonly tag: string;
};

export type ExtractedPage = PageSearchMeta & {
  readonly records: SearchRecord[];
};

/** Tags of pages that only list other pages: indexing them would repeat every post. */
const listingTags = new Set([
  'blog_posts_list',
  'blog_tags_list',
  'blog_tags_posts',
  'blog_authors_list',
  'blog_authors_posts',
]);

/** Elements whose text is chrome, not content: by tag name, and by class. */
const skippedTags = new Set(['script', 'style', 'svg', 'button']);
const skippedClasses = new Set([
  'hash-link',
  'docusaurus-mermaid-container',
  'theme-doc-toc-mobile',
  'theme-code-block-highlighted-line-numbers',
]);

/** The same chrome as a CSS selector, for tools that compare other indexers on the same text. */
export const chromeSelector = [
  ...skippedTags,
  ...[...skippedClasses].map((name) => `.${name}`),
  '[class*="admonitionHeading"]',
].join(',');

/**
 * Whether an element is chrome. Tested on every element of every page, so it reads the tag and
 * the classes directly: matching a CSS selector per element made indexing most of the build.
 */
function isSkipped(element: Element): boolean {
  if (skippedTags.has(element.name)) {
    return true;
  }
  const classes = (element.attribs.class ?? '').split(' ');
  // The "tip" or "warning" label of an admonition has a hashed CSS-module class.
  return classes.some((name) => skippedClasses.has(name) || name.includes('admonitionHeading'));
}

/** The text of an element, without the text of its chrome (a heading's hash link). */
function textOf(node: AnyNode): string {
  if (node.type === ElementType.Text) {
    return node.data;
  }
  if (node.type !== ElementType.Tag || isSkipped(node)) {
    return '';
  }
  return node.children.map(textOf).join('');
}

/** Block elements: their text is separated from the text around them. */
const blockTags = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'dt',
  'dd',
  'div',
  'section',
  'blockquote',
  'summary',
  'details',
  'figcaption',
  'ul',
  'ol',
  'table',
]);

/**
 * Splits one built HTML page into heading-level search records, or returns
 * undefined for pages that must not be searched (listings, noindex pages).
 */
export function extractRecords(
  html: string,
  routePath: string,
  siteTitle: string,
): ExtractedPage | undefined {
  // htmlparser2 rather than parse5: several times faster, and the built pages are well formed.
  const $ = load(html, {xml: false, _useHtmlParser2: true} as Parameters<typeof load>[1]);
  // Looked up from the head and from <main> down, not over the whole page: the sidebar and the
  // navbar hold most of a docs page's elements.
  const head = $.root().children('html').children('head');
  const meta = (key: string) =>
    head.children(`meta[name="${key}"], meta[property="${key}"]`).attr('content');
  const tag = meta('docsearch:docusaurus_tag');
  const language = meta('docsearch:language') ?? 'en';
  // The search page marks itself with `property`, other pages with `name`.
  const robots = meta('robots') ?? '';
  if (!tag || listingTags.has(tag) || robots.includes('noindex')) {
    return undefined;
  }

  const main = $('main').first();
  const body = contentRoot(main);
  const title =
    main.find('h1').first().text().trim() || head.children('title').text().split('|')[0]!.trim();
  if (!body || !title) {
    return undefined;
  }

  const sections = splitSections($, body);
  const lvl0 = sectionName($, main, tag, routePath, siteTitle);
  const records = sections
    .filter((section, index) => index === 0 || section.content || section.code || section.heading)
    .map((section) => ({
      url: section.anchor ? `${routePath}#${section.anchor}` : routePath,
      type: section.type,
      lvl0,
      lvl1: title,
      ...(section.lvl2 ? {lvl2: section.lvl2} : {}),
      ...(section.lvl3 ? {lvl3: section.lvl3} : {}),
      content: section.content,
      ...(section.code ? {code: section.code} : {}),
    }));
  return {language, tag, records};
}

function contentRoot(main: Cheerio<Element>): Element | undefined {
  return main.find('article .markdown').get(0) ?? main.find('article').get(0) ?? main.get(0);
}

/** The group a hit is shown under: the innermost sidebar category, or the site section. */
function sectionName(
  $: CheerioAPI,
  main: Cheerio<Element>,
  tag: string,
  routePath: string,
  siteTitle: string,
): string {
  if (tag.startsWith('docs-')) {
    const categories = main
      .find('.breadcrumbs__item:not(.breadcrumbs__item--active)')
      .map((_, item) => $(item).text().trim())
      .get()
      .filter(Boolean);
    return (
      categories.at(-1) ?? ($('.navbar__link--active').first().text().trim() || 'Documentation')
    );
  }
  return routePath.startsWith('/blog/') ? 'Blog' : siteTitle;
}

type Section = {
  type: SearchRecord['type'];
  anchor?: string;
  heading?: string;
  lvl2?: string;
  lvl3?: string;
  content: string;
  code: string;
};

/** Walks the content in document order, starting a section at each h2 and h3. */
function splitSections($: CheerioAPI, root: Element): Section[] {
  const sections: Section[] = [{type: 'lvl1', content: '', code: ''}];
  let current = sections[0]!;
  let lvl2: string | undefined;
  const prose: string[] = [];
  const code: string[] = [];

  const flush = () => {
    current.content = squeeze(prose.join(' '));
    current.code = squeeze(code.join(' '));
    prose.length = 0;
    code.length = 0;
  };

  const visit = (node: AnyNode) => {
    if (node.type === ElementType.Text) {
      prose.push(node.data);
      return;
    }
    // <script> and <style> elements have types of their own, and are skipped.
    if (node.type !== ElementType.Tag) {
      return;
    }
    const element = node;
    if (isSkipped(element) || element.name === 'h1') {
      return;
    }
    if (element.name === 'h2' || element.name === 'h3') {
      flush();
      const heading = squeeze(textOf(element));
      if (element.name === 'h2') {
        lvl2 = heading;
      }
      current = {
        type: element.name === 'h2' ? 'lvl2' : 'lvl3',
        anchor: element.attribs.id,
        heading,
        lvl2,
        ...(element.name === 'h3' ? {lvl3: heading} : {}),
        content: '',
        code: '',
      };
      sections.push(current);
      return;
    }
    if (element.name === 'pre') {
      code.push($(element).text());
      return;
    }
    const block = blockTags.has(element.name);
    if (block) {
      prose.push(' ');
    }
    element.children.forEach(visit);
    if (block) {
      prose.push(' ');
    }
  };

  root.children.forEach(visit);
  flush();
  return sections;
}

function squeeze(text: string): string {
  return text.replace(/[\u200B\s]+/g, ' ').trim();
}
