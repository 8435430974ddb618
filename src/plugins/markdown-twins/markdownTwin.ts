import path from 'node:path';
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {docsVersionOfSource, resolveReleaseFacts} from '../../../config/releaseFactReferences';
import {readJsxTag, type JsxTag} from './jsxTags';
import {rewriteInline, TwinSourceError, type ResolveUrl} from './inlineMarkdown';

/*
 * The Markdown twin of a page: its MDX source turned into plain Markdown that a person and a
 * language model can read. The conversion works line by line on the source, like MDX's own block
 * structure (fences, container directives, JSX elements on lines of their own), and rewrites the
 * inline text of everything else. It does not parse the page with remark (micromark): measured
 * here, that took about 30 ms of CPU a page, half a minute for the ~800 pages of a full build,
 * where this takes under a second. tests/links/markdown-twins.test.ts parses every built twin with remark and
 * checks that what this wrote is what it means to be: no JSX, no HTML, every link resolving.
 */

export type TwinPage = {
  readonly siteDir: string;
  /** The page's source file, absolute: it names the docs version whose release facts apply. */
  readonly filePath: string;
  /** The page's h1. */
  readonly title: string;
  readonly resolveUrl: ResolveUrl;
};

/**
 * The twin of a page from its source as written (front matter included): `# Title`, then the
 * content with release facts resolved; front matter, MDX imports and exports, and comments
 * dropped; admonitions as blockquotes, tabs as labelled parts, details as their summary in bold
 * followed by the content; heading ids removed; links and images absolute. JSX that has no
 * Markdown form throws a TwinSourceError naming the file, the line and the element.
 */
export function markdownTwin(page: TwinPage, source: string): string {
  const file = path.relative(page.siteDir, page.filePath).split(path.sep).join('/');
  const resolved = resolveReleaseFacts(
    source,
    docsVersionOfSource(page.siteDir, page.filePath),
    file,
  );
  const lines = withoutFrontMatter(unwrapMdxCodeBlocks(resolved.replace(/\r\n?/g, '\n')))
    .split('\n')
    .map((text, index) => ({text, number: index + 1}));
  const context: Context = {file, resolveUrl: page.resolveUrl};
  const body = trimBlankLines(convertBlocks(splitJsxLines(lines), context, true));
  // A `# Heading` that opens the content is the page's title to Docusaurus: the twin says it once.
  const content = /^#[ \t]/.test(body[0] ?? '') ? trimBlankLines(body.slice(1)) : body;
  return `# ${escapeMarkdownText(page.title)}\n\n${content.join('\n')}\n`;
}

/** Text shown as is in Markdown: the characters that would start emphasis, code, a link or a tag escaped. */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_[\]<]/g, '\\$&');
}

type SourceLine = {readonly text: string; readonly number: number};

type Context = {readonly file: string; readonly resolveUrl: ResolveUrl};

/** The front matter's lines left blank, so that line numbers in messages stay those of the file. */
function withoutFrontMatter(text: string): string {
  const frontMatter = /^---[ \t]*\n(?:[\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(text);
  return frontMatter
    ? frontMatter[0].replace(/[^\n]/g, '') + text.slice(frontMatter[0].length)
    : text;
}

// ---------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------

/** Admonition keywords of Docusaurus (its `DefaultAdmonitionOptions`), each with the label the twin shows. */
const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

type Element = {
  readonly tag: JsxTag;
  /** The indentation of the element's tag. */
  readonly indent: string;
  /** The element's content, already converted. */
  readonly children: readonly string[];
  readonly where: string;
};

/** The JSX elements a twin can show, and how: any other element fails the build. */
const elementRenderers: Readonly<Record<string, (element: Element) => string[]>> = {
  Tabs: ({children}) => [...children],
  // Each tab's label in bold, then its content: every tab is shown, one after the other.
  TabItem: ({tag, indent, children, where}) => {
    const label = tag.attributes.label ?? tag.attributes.value;
    if (typeof label !== 'string') {
      throw new TwinSourceError(`${where}: <TabItem> has neither a label nor a value`);
    }
    return [`${indent}**${escapeMarkdownText(label)}**`, '', ...children];
  },
  details: ({children}) => [...children],
  summary: ({indent, children}) => {
    const summary = children
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ');
    return summary ? [`${indent}**${summary}**`] : [];
  },
  // What it says is known only in the browser (the page the version menu came from).
  MissingPageNotice: () => [],
};

const fenceOpening = /^[ \t]*(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})(.*)$/;
const directiveOpening = /^([ \t]*)(:{3,})([A-Za-z][\w-]*)(.*)$/;
const directiveClosing = /^[ \t]*(:{3,})[ \t]*$/;
const definition = /^([ \t]*(?:>[ \t]*)*\[[^\]]+\]:[ \t]*)(<[^>]*>|\S+)(.*)$/;
const headingId = /^([ \t]*(?:>[ \t]*)*#{1,6}[ \t].*?)[ \t]*\{#[\w-]+\}[ \t]*$/;

/** A line's fence, when it opens one (a backtick fence's info string has no backtick). */
function fenceOf(text: string): {marker: string; size: number} | undefined {
  // Most lines have neither: the test is cheaper than the expression.
  const match = text.includes('```') || text.includes('~~~') ? fenceOpening.exec(text) : null;
  if (!match || (match[1]![0] === '`' && match[2]!.includes('`'))) {
    return undefined;
  }
  return {marker: match[1]![0]!, size: match[1]!.length};
}

/** The index of the line that closes the fence opened at `start`; an unclosed fence runs to the end. */
function fenceEnd(lines: readonly SourceLine[], start: number): number {
  const {marker, size} = fenceOf(lines[start]!.text)!;
  const closing = new RegExp(`^[ \\t]*(?:>[ \\t]?)*[ \\t]*\\${marker}{${size},}[ \\t]*$`);
  for (let index = start + 1; index < lines.length; index += 1) {
    if (closing.test(lines[index]!.text)) {
      return index;
    }
  }
  return lines.length - 1;
}

/** The tag of a line that holds a JSX tag and nothing else. */
function jsxLineTag(text: string): JsxTag | undefined {
  const trimmed = text.trim();
  if (!/^<[A-Za-z/]/.test(trimmed)) {
    return undefined;
  }
  const tag = readJsxTag(trimmed, 0);
  return tag && tag.end === trimmed.length ? tag : undefined;
}

const leadingSpace = (text: string) => text.length - text.trimStart().length;
const isBlank = (text: string) => text.trim() === '';

/**
 * A container's lines moved left so that the least indented starts at the container's own
 * indentation. MDX lets the content of a JSX element or a directive be indented at will; in plain
 * Markdown, four more spaces would make it a code block.
 */
function dedent(lines: readonly SourceLine[], indent: number): SourceLine[] {
  const least = Math.min(
    ...lines.filter(({text}) => !isBlank(text)).map(({text}) => leadingSpace(text)),
  );
  const shift = Number.isFinite(least) ? least - indent : 0;
  if (shift <= 0) {
    return [...lines];
  }
  return lines.map(({text, number}) => ({
    text: text.slice(Math.min(shift, leadingSpace(text))),
    number,
  }));
}

function pushBlank(out: string[]): void {
  if (out.length > 0 && !isBlank(out[out.length - 1]!)) {
    out.push('');
  }
}

function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && isBlank(lines[start]!)) {
    start += 1;
  }
  while (end > start && isBlank(lines[end - 1]!)) {
    end -= 1;
  }
  return lines.slice(start, end);
}

function convertBlocks(
  lines: readonly SourceLine[],
  context: Context,
  topLevel: boolean,
): string[] {
  const out: string[] = [];
  const where = (line: SourceLine) => `${context.file}:${line.number}`;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (fenceOf(line.text)) {
      const end = fenceEnd(lines, index);
      out.push(...lines.slice(index, end + 1).map(({text}) => text));
      index = end + 1;
      continue;
    }
    if (isBlank(line.text)) {
      pushBlank(out);
      index += 1;
      continue;
    }
    const directive = directiveOpening.exec(line.text);
    if (directive) {
      const end = directiveEnd(lines, index, context);
      const indent = directive[1]!.length;
      const children = convertBlocks(dedent(lines.slice(index + 1, end), indent), context, false);
      pushBlank(out);
      out.push(...admonition(directive[3]!, directive[4]!, indent, children, where(line), context));
      pushBlank(out);
      index = end + 1;
      continue;
    }
    const tag = jsxLineTag(line.text);
    if (tag) {
      const render = elementRenderers[tag.name];
      if (!render) {
        throw new TwinSourceError(
          `${where(line)}: the component <${tag.name}> has no Markdown form: the Markdown twin ` +
            `renders only ${Object.keys(elementRenderers).join(', ')} ` +
            '(src/plugins/markdown-twins/markdownTwin.ts)',
        );
      }
      if (tag.closing) {
        throw new TwinSourceError(`${where(line)}: </${tag.name}> closes an element never opened`);
      }
      const end = tag.selfClosing ? index : elementEnd(lines, index, tag.name, context);
      const indent = leadingSpace(line.text);
      const children = convertBlocks(dedent(lines.slice(index + 1, end), indent), context, false);
      const rendered = render({
        tag,
        indent: line.text.slice(0, indent),
        children: trimBlankLines(children),
        where: where(line),
      });
      if (rendered.length > 0) {
        pushBlank(out);
        out.push(...rendered);
        pushBlank(out);
      }
      index = end + 1;
      continue;
    }
    if (line.text.trimStart().startsWith('<!--')) {
      index = skipComment(lines, index, context);
      continue;
    }
    // MDX imports and exports: a block of their own at the top level, up to the next blank line.
    if (topLevel && /^(?:import|export)[\s{*]/.test(line.text)) {
      while (index < lines.length && !isBlank(lines[index]!.text)) {
        index += 1;
      }
      continue;
    }
    const reference = definition.exec(line.text);
    if (reference) {
      const url = reference[2]!.replace(/^<(.*)>$/, '$1');
      out.push(`${reference[1]}${context.resolveUrl(url, 'link')}${reference[3]}`);
      index += 1;
      continue;
    }
    // A run of text; its first line may also be a stray directive closing fence, text to MDX too.
    const paragraph: SourceLine[] = [line];
    index += 1;
    while (index < lines.length && isParagraphLine(lines[index]!.text)) {
      paragraph.push(lines[index]!);
      index += 1;
    }
    out.push(...rewriteParagraph(paragraph, context));
  }
  return out;
}

/** A line that continues a run of text: none of the block-level forms above. */
function isParagraphLine(text: string): boolean {
  return (
    !isBlank(text) &&
    !fenceOf(text) &&
    !directiveOpening.test(text) &&
    !directiveClosing.test(text) &&
    !jsxLineTag(text) &&
    !text.trimStart().startsWith('<!--') &&
    !definition.test(text)
  );
}

/** The lines of a run of text, with heading ids removed and their inline Markdown rewritten. */
function rewriteParagraph(lines: readonly SourceLine[], context: Context): string[] {
  const text = lines.map(({text}) => text.replace(headingId, '$1')).join('\n');
  // Only an error message needs it: the line of an offset is the number of line endings before it.
  const locate = (offset: number) =>
    `${context.file}:${lines[text.slice(0, offset).split('\n').length - 1]!.number}`;
  return rewriteInline(text, context.resolveUrl, locate).split('\n');
}

/** Past an HTML comment that starts a line, and what follows it on its last line, if anything. */
function skipComment(lines: readonly SourceLine[], start: number, context: Context): number {
  for (let index = start; index < lines.length; index += 1) {
    if (lines[index]!.text.includes('-->')) {
      const rest = lines[index]!.text.slice(lines[index]!.text.indexOf('-->') + 3);
      if (!isBlank(rest)) {
        throw new TwinSourceError(
          `${context.file}:${lines[index]!.number}: text after an HTML comment's end: put it on a line of its own`,
        );
      }
      return index + 1;
    }
  }
  throw new TwinSourceError(
    `${context.file}:${lines[start]!.number}: an HTML comment is never closed`,
  );
}

/** The line that closes the container directive opened at `start`, as remark-directive pairs them. */
function directiveEnd(lines: readonly SourceLine[], start: number, context: Context): number {
  const open: number[] = [];
  for (let index = start; index < lines.length; index += 1) {
    const {text} = lines[index]!;
    if (fenceOf(text)) {
      index = fenceEnd(lines, index);
      continue;
    }
    const opening = directiveOpening.exec(text);
    if (opening) {
      open.push(opening[2]!.length);
      continue;
    }
    const closing = directiveClosing.exec(text);
    if (closing && closing[1]!.length >= open[open.length - 1]!) {
      open.pop();
      if (open.length === 0) {
        return index;
      }
    }
  }
  throw new TwinSourceError(
    `${context.file}:${lines[start]!.number}: the admonition ${lines[start]!.text.trim()} is never closed`,
  );
}

/** The line that closes the JSX element opened at `start`, counting elements of the same name inside it. */
function elementEnd(
  lines: readonly SourceLine[],
  start: number,
  name: string,
  context: Context,
): number {
  let depth = 0;
  for (let index = start; index < lines.length; index += 1) {
    const {text} = lines[index]!;
    if (fenceOf(text)) {
      index = fenceEnd(lines, index);
      continue;
    }
    const tag = jsxLineTag(text);
    if (tag?.name !== name || tag.selfClosing) {
      continue;
    }
    depth += tag.closing ? -1 : 1;
    if (depth === 0) {
      return index;
    }
  }
  throw new TwinSourceError(`${context.file}:${lines[start]!.number}: <${name}> is never closed`);
}

/**
 * An admonition as a blockquote that opens with its kind in bold, and its title when it has one:
 * `:::warning Trial access only` becomes `> **Warning: Trial access only**`.
 */
function admonition(
  keyword: string,
  rest: string,
  indent: number,
  children: readonly string[],
  where: string,
  context: Context,
): string[] {
  const label = admonitionLabels[keyword];
  if (!label) {
    throw new TwinSourceError(
      `${where}: :::${keyword} is not an admonition (${Object.keys(admonitionLabels).join(', ')}), ` +
        'and the Markdown twin has no form for other directives',
    );
  }
  const title = admonitionTitle(rest.trim());
  const heading = title
    ? `**${label}: ${rewriteInline(title, context.resolveUrl, () => where)}**`
    : `**${label}**`;
  const margin = ' '.repeat(indent);
  const content = trimBlankLines(children);
  return [heading, ...(content.length > 0 ? ['', ...content] : [])].map((line) =>
    isBlank(line) ? `${margin}>` : `${margin}> ${line.slice(Math.min(indent, leadingSpace(line)))}`,
  );
}

/** The title of `:::note Title`, `:::note[Title]` or `:::note{title="Title"}`. */
function admonitionTitle(rest: string): string {
  if (rest.startsWith('[')) {
    let depth = 0;
    for (let at = 0; at < rest.length; at += 1) {
      if (rest[at] === '\\') {
        at += 1;
      } else if (rest[at] === '[') {
        depth += 1;
      } else if (rest[at] === ']' && --depth === 0) {
        return rest.slice(1, at).trim();
      }
    }
  }
  if (rest.startsWith('{')) {
    return /\btitle=(["'])(.*?)\1/.exec(rest)?.[2]?.trim() ?? '';
  }
  return rest;
}

// ---------------------------------------------------------------------------
// JSX tags on lines of their own
// ---------------------------------------------------------------------------

/** How many lines a tag's attributes may run over. */
const tagLinesAtMost = 20;

/**
 * The lines with every JSX tag at the start of a line on a line of its own: a tag written over
 * several lines is joined into one, and text after an opening tag or before a closing one moves to
 * a line of its own (`<summary>Title</summary>` becomes three lines). Fenced code is left alone.
 */
function splitJsxLines(lines: readonly SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  let index = 0;
  while (index < lines.length) {
    if (fenceOf(lines[index]!.text)) {
      const end = fenceEnd(lines, index);
      out.push(...lines.slice(index, end + 1));
      index = end + 1;
      continue;
    }
    const {pieces, linesJoined} = splitLine(
      lines[index]!,
      lines.slice(index + 1, index + 1 + tagLinesAtMost),
    );
    out.push(...pieces);
    index += 1 + linesJoined;
  }
  return out;
}

/** One line split around its JSX tags, and how many of the following lines a tag took in. */
function splitLine(
  line: SourceLine,
  following: readonly SourceLine[],
): {pieces: SourceLine[]; linesJoined: number} {
  const indent = line.text.slice(0, leadingSpace(line.text));
  const pieces: SourceLine[] = [];
  let linesJoined = 0;
  let text = line.text.trimStart();
  for (;;) {
    const tag = /^<[A-Za-z/]/.test(text)
      ? readJsxTag([text, ...following.slice(linesJoined).map(({text}) => text)].join('\n'), 0)
      : undefined;
    if (tag) {
      const joined = [text, ...following.slice(linesJoined).map(({text}) => text)].join('\n');
      const tagText = joined.slice(0, tag.end);
      const tagLines = tagText.split('\n');
      linesJoined += tagLines.length - 1;
      pieces.push({text: indent + tagText.replace(/\s*\n\s*/g, ' '), number: line.number});
      const after = joined.split('\n')[tagLines.length - 1]!.slice(tagLines.at(-1)!.length).trim();
      if (!after) {
        break;
      }
      text = after;
      continue;
    }
    const closingAtEnd = text.trimEnd().endsWith('>')
      ? /^(.*\S)[ \t]*(<\/[A-Za-z][\w.:-]*>)[ \t]*$/.exec(text)
      : null;
    // A closing tag ends a line of its own only if its element opened on an earlier line: an
    // inline one (`<code>x</code>`) opened on this line stays in the text.
    const openedHere =
      closingAtEnd !== null && closingAtEnd[1]!.includes(`<${closingAtEnd[2]!.slice(2, -1)}>`);
    if (closingAtEnd && !openedHere && !text.startsWith('<!--')) {
      pieces.push({text: indent + closingAtEnd[1]!, number: line.number});
      pieces.push({text: indent + closingAtEnd[2]!, number: line.number});
    } else {
      pieces.push({text: pieces.length === 0 ? line.text : indent + text, number: line.number});
    }
    break;
  }
  return {pieces, linesJoined};
}
