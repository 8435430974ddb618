/**
 * The pages the content tests read, as a reader sees them (release facts
 * resolved), with their fenced code blocks.
 *
 * A fence's meta string may mark a block that is not meant to be checked whole:
 *
 *   ```yaml title="codebase.yaml" excerpt     part of a manifest or values file:
 *                                             names and types are checked, required fields are not
 *   ```yaml counterexample                    a deliberately wrong example (a troubleshooting
 *                                             section's "before"): not checked at all
 *   ```yaml title="values.yaml" chart=argo-cd  the values of another chart than edp-install
 */
import path from 'node:path';
import {
  docsVersionOfSource,
  resolveReleaseFacts,
  withoutReleaseBlocks,
} from '../../../config/releaseFactReferences';
import type {DocsVersionEntry} from '../../../config/releases';
import {markdownFiles, readSource} from '../../support/siteSources';

const root = path.resolve(__dirname, '../../..');

export type Page = {
  /** Relative to the repository: versioned_docs/version-3.12/user-guide/add-application.md. */
  readonly file: string;
  readonly version: DocsVersionEntry;
  /** The text with release facts resolved; the lines are those of the source. */
  readonly text: string;
  /** The Markdown as written, fact references unresolved. */
  readonly source: string;
};

export type CodeBlock = {
  readonly page: Page;
  /** The line of the opening fence, counted from 1. */
  readonly line: number;
  readonly language: string;
  readonly meta: string;
  readonly title: string | undefined;
  /** Bare words of the meta string: excerpt, counterexample. */
  readonly marks: ReadonlySet<string>;
  /** key=value pairs of the meta string, such as chart=argo-cd. */
  readonly options: ReadonlyMap<string, string>;
  /** The block's text, its indentation removed. */
  readonly code: string;
};

let pagesCache: Page[] | undefined;

/** Every page of every docs version and of the FAQ; the FAQ answers for the latest release. */
export function contentPages(): Page[] {
  pagesCache ??= ['docs', 'versioned_docs', 'faq'].flatMap(markdownFiles).map((file) => {
    const version = docsVersionOfSource(root, path.join(root, file));
    // A generated part of a page is the records' own words: the checks read what writers wrote.
    const source = withoutReleaseBlocks(readSource(file));
    return {file, version, text: resolveReleaseFacts(source, version, file), source};
  });
  return pagesCache;
}

/** A page made up for a test: source and version given, file as named. */
export function pageOf(file: string, version: DocsVersionEntry, source: string): Page {
  return {file, version, text: resolveReleaseFacts(source, version, file), source};
}

/** The docs versions (by name) a line of Markdown names with `{release[NAME].…}`. */
export const releasesNamedIn = (line: string): string[] =>
  [...line.matchAll(/\{release\[([^\]\s]+)\]\./g)].map(([, name = '']) => name);

function parseMeta(meta: string) {
  const marks = new Set<string>();
  const options = new Map<string, string>();
  for (const [, key = '', quoted, bare] of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|(\S+)))?/g)) {
    const value = quoted ?? bare;
    if (value === undefined) marks.add(key);
    else options.set(key, value);
  }
  return {marks, options};
}

/** The fenced code blocks of a page, nested ones (in lists, tabs, admonitions) included. */
export function codeBlocks(page: Page): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = page.text.split('\n');
  let open:
    | {fence: string; indent: number; line: number; language: string; meta: string; body: string[]}
    | undefined;
  lines.forEach((text, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(text);
    if (!open) {
      if (!fence) return;
      const [, indent = '', marks = '', language = '', meta = ''] = fence;
      open = {fence: marks, indent: indent.length, line: index + 1, language, meta, body: []};
      return;
    }
    if (fence && fence[2]?.startsWith(open.fence) && !fence[3] && !fence[4]) {
      const {marks, options} = parseMeta(open.meta);
      blocks.push({
        page,
        line: open.line,
        language: open.language.toLowerCase(),
        meta: open.meta,
        title: options.get('title'),
        marks,
        options,
        code: open.body.join('\n'),
      });
      open = undefined;
      return;
    }
    const indent = open.indent;
    open.body.push(text.slice(Math.min(indent, text.length - text.trimStart().length)));
  });
  return blocks;
}

/** The page's lines, with the lines of `counterexample` blocks blanked: what the text checks read. */
export function checkedLines(page: Page): string[] {
  const lines = page.text.split('\n');
  for (const block of codeBlocks(page).filter(({marks}) => marks.has('counterexample'))) {
    const count = block.code.split('\n').length;
    for (let line = block.line; line < block.line + count; line++) lines[line] = '';
  }
  return lines;
}

/** "versioned_docs/version-3.12/x.md:12" */
export const at = (page: Page, line: number): string => `${page.file}:${line}`;
