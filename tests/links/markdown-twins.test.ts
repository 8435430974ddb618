import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Nodes, Root} from 'mdast';
import siteConfig from '../../docusaurus.config';
import {markdownTwinPath} from '../../src/plugins/markdown-twins/twinPath';
import {staticHostFiles} from '../../src/plugins/staticHostFiles';
import {buildDirectory, listBuiltHtmlPages, routeOfHtmlFile} from '../support/builtPages';
import {expectedPages} from '../support/content';

// Run after `npm run build`. Every docs page (all versions), FAQ page and blog post is published
// as Markdown at its URL plus .md (src/plugins/markdown-twins). The twins are read here the way
// a reader's tool reads them: parsed with plain remark (CommonMark, no MDX).

const siteOrigin = new URL(siteConfig.url).origin;
const llmsSections = [
  'Getting Started',
  'Operator Guide',
  'User Guide',
  'Developer Guide',
  'Use Cases',
  'API',
  'FAQ',
];

type HtmlPage = {
  readonly h1: string;
  readonly twinLinks: readonly string[];
  readonly ids: Set<string>;
};

/** The HTML pages that must have a twin: the theme marks docs (and FAQ) pages and blog posts on <html>. */
const htmlPages = new Map<string, HtmlPage>();
/** The ids of every built page, read once, for the anchors of the twins' links. */
const pageIds = new Map<string, Set<string>>();
for (const {route, file} of listBuiltHtmlPages()) {
  const $ = load(readFileSync(path.join(buildDirectory, file), 'utf8'));
  const ids = new Set(
    $('[id]')
      .map((_, element) => $(element).attr('id')!)
      .get(),
  );
  pageIds.set(route, ids);
  if ($('html').is('.docs-doc-page, .blog-post-page')) {
    htmlPages.set(route, {
      h1: $('article h1').first().text().trim(),
      twinLinks: $('link[rel="alternate"][type="text/markdown"]')
        .map((_, element) => $(element).attr('href')!)
        .get(),
      ids,
    });
  }
}

/** A site file's text, or undefined when the build has no such file. */
function builtText(sitePath: string): string | undefined {
  const file = path.join(buildDirectory, decodeURIComponent(sitePath));
  return isFile(file) ? readFileSync(file, 'utf8') : undefined;
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) {
    for (const child of node.children) {
      walk(child, visit);
    }
  }
}

/** What is wrong with one internal URL of a twin: its page or file is missing, or its page lacks the anchor. */
function brokenTarget(url: string): string | undefined {
  const {pathname, hash} = new URL(url);
  const found = staticHostFiles(decodeURIComponent(pathname)).find((file) =>
    isFile(path.join(buildDirectory, file)),
  );
  if (!found) {
    // The site has no trailing slashes: `/docs/x/` is served only by a folder's index.html.
    return pathname !== '/' && pathname.endsWith('/')
      ? `no page at ${pathname} (the site's addresses have no trailing slash)`
      : `no page or file at ${pathname}`;
  }
  const route = found.endsWith('.html') ? routeOfHtmlFile(found) : undefined;
  const ids = route === undefined ? undefined : pageIds.get(route);
  const anchor = decodeURIComponent(hash.slice(1));
  return ids && anchor && !ids.has(anchor)
    ? `${pathname} has no element with id "${anchor}"`
    : undefined;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The problems of a Markdown file that claims to be plain Markdown, each on a line of its own. */
function markdownProblems(markdown: string, tree: Root): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'html') {
      problems.push(`line ${line}: HTML or JSX left: ${node.value.slice(0, 60)}`);
    }
    if (node.type === 'code' && !/^[\s>]*(```|~~~)/.test(lines[line - 1] ?? '')) {
      // MDX has no indented code: indentation it ignored now reads as code.
      problems.push(`line ${line}: an indented code block: ${node.value.slice(0, 60)}`);
    }
    if (node.type === 'paragraph') {
      const text = toString(node);
      if (/^(import\s+[\w{*].*\sfrom\s+['"]|export\s+(const|default|function|let)\s)/m.test(text)) {
        problems.push(`line ${line}: an MDX import or export: ${text.slice(0, 60)}`);
      }
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      if (!/^(https?|mailto):/.test(node.url)) {
        problems.push(`line ${line}: a link that is not absolute: ${node.url}`);
      } else if (node.url.startsWith(`${siteOrigin}/`)) {
        const broken = brokenTarget(node.url);
        if (broken) {
          problems.push(`line ${line}: ${node.url} -> ${broken}`);
        }
      }
    }
  });
  const unresolved = /\{release(\[[^\]]*\])?\.[\w.]+\}/.exec(markdown);
  if (unresolved) {
    problems.push(`an unresolved release fact: ${unresolved[0]}`);
  }
  return problems;
}

/** Fails with every problem listed under its file, when there is any. */
function assertNoProblems(problemsByFile: ReadonlyMap<string, readonly string[]>): void {
  const failing = [...problemsByFile].filter(([, problems]) => problems.length > 0);
  const report = failing.flatMap(([file, problems]) => [
    `  ${file}:`,
    ...problems.map((problem) => `    ${problem}`),
  ]);
  assert.equal(
    failing.length,
    0,
    [`${failing.length} file(s) with problems:`, ...report].join('\n'),
  );
}

test('every docs page, FAQ page and blog post links its twin, which exists', (t) => {
  t.diagnostic(`${htmlPages.size} docs, FAQ and blog post pages`);
  const missing = [...expectedPages().keys()].filter((route) => !htmlPages.has(route));
  assert.equal(
    missing.length,
    0,
    `${missing.length} pages missing from build/, such as ${missing.slice(0, 3).join(', ')}: ` +
      'run a full `npm run build` (no DOCS_VERSIONS) first',
  );
  const problems = [...htmlPages].flatMap(([route, {twinLinks}]) => {
    if (twinLinks.length !== 1 || twinLinks[0] !== markdownTwinPath(route)) {
      return [`${route}: links ${JSON.stringify(twinLinks)}, not ${markdownTwinPath(route)}`];
    }
    return builtText(twinLinks[0]) === undefined ? [`${route}: no file at ${twinLinks[0]}`] : [];
  });
  assert.deepEqual(problems, []);
});

test('each twin is plain Markdown: the page’s h1 first, no JSX, HTML, imports or unresolved facts, every link absolute and resolving', (t) => {
  const problemsByFile = new Map<string, string[]>();
  let links = 0;
  for (const [route, {h1}] of htmlPages) {
    const twinPath = markdownTwinPath(route);
    const markdown = builtText(twinPath);
    if (markdown === undefined) {
      continue; // the test above names it
    }
    const tree = fromMarkdown(markdown);
    const [first] = tree.children;
    const problems = markdownProblems(markdown, tree);
    if (!markdown.startsWith('# ') || first?.type !== 'heading' || first.depth !== 1) {
      problems.unshift('does not start with a "# " heading');
    } else if (toString(first) !== h1) {
      problems.unshift(`starts with "# ${toString(first)}", the page's h1 is "${h1}"`);
    }
    walk(tree, (node) => {
      links += node.type === 'link' || node.type === 'image' ? 1 : 0;
    });
    problemsByFile.set(twinPath, problems);
  }
  t.diagnostic(`Read ${problemsByFile.size} twins with ${links} links`);
  assertNoProblems(problemsByFile);
});

test('llms.txt: the site’s title, its summary, then the seven sections, each listing twins', () => {
  const text = builtText('/llms.txt');
  assert.ok(text, 'no build/llms.txt');
  const tree = fromMarkdown(text);
  const [title, summary] = tree.children;
  assert.equal(title?.type === 'heading' && title.depth === 1 && toString(title), siteConfig.title);
  assert.equal(summary?.type, 'blockquote');
  assert.ok(summary && toString(summary).length > 20, 'the summary says what the site is');

  const sections = tree.children.flatMap((node, index) =>
    node.type === 'heading' && node.depth === 2
      ? [{title: toString(node), list: tree.children[index + 1]}]
      : [],
  );
  assert.deepEqual(
    sections.map(({title}) => title),
    llmsSections,
  );
  for (const {title, list} of sections) {
    assert.ok(
      list?.type === 'list' && list.children.length > 0,
      `the section ${title} lists pages`,
    );
    for (const item of list.children) {
      const [paragraph] = item.children;
      const link = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
      assert.ok(
        link?.type === 'link' && link.url.startsWith(`${siteOrigin}/`) && link.url.endsWith('.md'),
        `${title}: "${toString(item)}" starts with a link to a twin`,
      );
    }
  }
  assertNoProblems(new Map([['/llms.txt', markdownProblems(text, tree)]]));
});

test('llms-full.txt holds the twin of each page llms.txt lists, in its order, each with its address', () => {
  const index = builtText('/llms.txt')!;
  const full = builtText('/llms-full.txt');
  assert.ok(full, 'no build/llms-full.txt');
  const twinUrls = [
    ...new Set([...index.matchAll(/^- \[.*?\]\((\S+?\.md)\)/gm)].map(([, url]) => url!)),
  ];
  let from = full.indexOf('\n# ');
  const header = full.slice(0, from);
  assertNoProblems(new Map([['/llms-full.txt', markdownProblems(header, fromMarkdown(header))]]));
  for (const url of twinUrls) {
    const twin = builtText(new URL(url).pathname)!;
    const pageUrl = url.replace(/\.md$/, '');
    const titleEnd = twin.indexOf('\n');
    const expected = `${twin.slice(0, titleEnd)}\n\nSource: <${pageUrl}>${twin.slice(titleEnd)}`;
    const at = full.indexOf(expected, from);
    assert.ok(at >= 0, `llms-full.txt has ${url} with its address, after the pages before it`);
    assert.equal(brokenTarget(pageUrl), undefined, `the address of ${url} is a page`);
    from = at + expected.length;
  }
  assert.equal(full.slice(from).trim(), '', 'nothing follows the last page');
});
