import type {AnyNode, Element} from 'domhandler';
import {ElementType} from 'domelementtype';
import {DomUtils, Parser, parseDocument} from 'htmlparser2';
import type {SearchRecord} from '../shared/indexSchema';

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
  // The "tip" or "warning" label of an admonition has a hashed CSS-module class.
  return classesOf(element).some(
    (name) => skippedClasses.has(name) || name.includes('admonitionHeading'),
  );
}

function classesOf(element: Element): string[] {
  return (element.attribs.class ?? '').split(' ');
}

function hasClass(element: Element, name: string): boolean {
  return classesOf(element).includes(name);
}

function isInside(element: Element, tagName: string): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if (parent.type === ElementType.Tag && parent.name === tagName) {
      return true;
    }
  }
  return false;
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
 * A built page as the splitting reads it: the search meta of its head, and its body up to the end
 * of `<main>`. The rest (the head's links to the bundle and the scripts after the footer) changes
 * whenever any page changes, as the bundle's file names hold hashes of its content.
 */
export type PageSource = PageSearchMeta & {
  readonly routePath: string;
  /** The head's `<title>`, for a page whose content has no h1. */
  readonly headTitle: string;
  /** From `<body>` to the end of `<main>`: the navbar, the sidebar and the content. */
  readonly body: string;
};

/**
 * Reads the head of one built HTML page, or returns undefined for pages that must not be searched
 * (listings, noindex pages). Only the head is parsed here: it is a tenth of a page.
 */
export function readPageSource(html: string, routePath: string): PageSource | undefined {
  const meta = new Map<string, string>();
  let headTitle = '';
  let inTitle = false;
  let bodyStart = 0;
  const parser: Parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'body') {
        bodyStart = parser.startIndex;
        parser.pause();
      } else if (name === 'title') {
        inTitle = true;
      } else if (name === 'meta' && attributes.content !== undefined) {
        // The search page marks itself with `property`, other pages with `name`.
        for (const key of [attributes.name, attributes.property]) {
          if (key && !meta.has(key)) {
            meta.set(key, attributes.content);
          }
        }
      }
    },
    ontext(text) {
      if (inTitle) {
        headTitle += text;
      }
    },
    onclosetag(name) {
      if (name === 'title') {
        inTitle = false;
      }
    },
  });
  parser.write(html);
  const tag = meta.get('docsearch:docusaurus_tag');
  if (!tag || listingTags.has(tag) || meta.get('robots')?.includes('noindex')) {
    return undefined;
  }
  const mainEnd = html.lastIndexOf('</main>');
  return {
    routePath,
    tag,
    language: meta.get('docsearch:language') ?? 'en',
    headTitle,
    body: html.slice(bodyStart, mainEnd < 0 ? undefined : mainEnd + '</main>'.length),
  };
}

/** Splits a page into heading-level search records; undefined for a page with no content. */
export function splitPage(
  {routePath, tag, language, headTitle, body: bodyHtml}: PageSource,
  siteTitle: string,
): ExtractedPage | undefined {
  // htmlparser2 rather than parse5: several times faster, and the built pages are well formed.
  // Elements are found by tests on their names and classes: CSS selectors took a third of the time.
  const document = parseDocument(bodyHtml);
  const main = findFirst(document.children, (element) => element.name === 'main');
  if (!main) {
    return undefined;
  }
  // Looked up from <main> down, not over the whole page: the sidebar and the navbar hold most of
  // a docs page's elements.
  const body = contentRoot(main);
  const h1 = findFirst(main.children, (element) => element.name === 'h1');
  const title = (h1 ? DomUtils.textContent(h1) : '').trim() || headTitle.split('|')[0]!.trim();
  if (!title) {
    return undefined;
  }

  const sections = splitSections(body);
  const lvl0 = sectionName(document.children, main, tag, routePath, siteTitle);
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

/**
 * Splits one built HTML page into heading-level search records, or returns
 * undefined for pages that must not be searched (listings, noindex pages).
 */
export function extractRecords(
  html: string,
  routePath: string,
  siteTitle: string,
): ExtractedPage | undefined {
  const source = readPageSource(html, routePath);
  return source && splitPage(source, siteTitle);
}

/** The first element under `nodes`, in document order, that passes the test. */
function findFirst(
  nodes: readonly AnyNode[],
  test: (element: Element) => boolean,
): Element | undefined {
  return DomUtils.findOne(test, nodes as AnyNode[]) ?? undefined;
}

/** The Markdown of the page's article, else the article, else all of <main>. */
function contentRoot(main: Element): Element {
  return (
    findFirst(
      main.children,
      (element) => hasClass(element, 'markdown') && isInside(element, 'article'),
    ) ??
    findFirst(main.children, (element) => element.name === 'article') ??
    main
  );
}

/** The group a hit is shown under: the innermost sidebar category, or the site section. */
function sectionName(
  page: readonly AnyNode[],
  main: Element,
  tag: string,
  routePath: string,
  siteTitle: string,
): string {
  if (tag.startsWith('docs-')) {
    const categories = DomUtils.findAll(
      (item) => hasClass(item, 'breadcrumbs__item') && !hasClass(item, 'breadcrumbs__item--active'),
      main.children,
    )
      .map((item) => DomUtils.textContent(item).trim())
      .filter(Boolean);
    const navbarSection = () => {
      const link = findFirst(page, (element) => hasClass(element, 'navbar__link--active'));
      return link ? DomUtils.textContent(link).trim() : '';
    };
    return categories.at(-1) ?? (navbarSection() || 'Documentation');
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
function splitSections(root: Element): Section[] {
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
      code.push(DomUtils.textContent(element));
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
