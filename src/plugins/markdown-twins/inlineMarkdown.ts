import {readJsxTag, type JsxTag} from './jsxTags';

/** What a URL is used for: images are published files, links lead to pages (or files). */
export type UrlKind = 'link' | 'image';

/** Turns a URL as a page writes it into the absolute URL its twin shows. */
export type ResolveUrl = (url: string, kind: UrlKind) => string;

/** Names the place of an offset in the text being rewritten, for error messages (`docs/x.md:12`). */
export type Locate = (offset: number) => string;

/** Thrown for MDX that a Markdown twin cannot render: its message names the file, the line and what was found. */
export class TwinSourceError extends Error {
  override name = 'TwinSourceError';
}

/**
 * Rewrites the inline Markdown of a paragraph (or a heading, a table row, a list item's text) for
 * a twin: each link's and image's URL made absolute, HTML comments and MDX comments (`{/* *\/}`)
 * dropped. Code spans and escapes are copied as written. MDX that plain Markdown cannot show, a
 * JSX element or an expression in the text, throws a TwinSourceError.
 */
export function rewriteInline(text: string, resolveUrl: ResolveUrl, locate: Locate): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    // Plain text up to the next character that may start an escape, code, a tag, an expression or a link.
    special.lastIndex = at;
    const next = special.exec(text)?.index ?? text.length;
    out += text.slice(at, next);
    at = next;
    if (at >= text.length) {
      break;
    }
    const character = text[at]!;
    if (character === '\\' && at + 1 < text.length) {
      out += text.slice(at, at + 2);
      at += 2;
    } else if (character === '`') {
      const end = codeSpanEnd(text, at);
      out += text.slice(at, end);
      at = end;
    } else if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4);
      if (close < 0) {
        throw new TwinSourceError(`${locate(at)}: an HTML comment (<!--) is never closed`);
      }
      at = close + 3;
    } else if (character === '<' && /[A-Za-z/>]/.test(text[at + 1] ?? '')) {
      const tag = readJsxTag(text, at);
      const codeSpan =
        tag && codeLikeElements.has(tag.name) ? inlineCodeElement(text, tag) : undefined;
      if (codeSpan) {
        out += codeSpan.markdown;
        at = codeSpan.end;
        continue;
      }
      throw new TwinSourceError(
        `${locate(at)}: the JSX element <${tag?.name ?? text.slice(at + 1, at + 12)}> inside text ` +
          'has no Markdown form: the Markdown twin renders only Tabs, TabItem, details, summary ' +
          'and MissingPageNotice, each on lines of their own, and <code> and <kbd> in text',
      );
    } else if (character === '{') {
      const comment = /^\{\s*\/\*[\s\S]*?\*\/\s*\}/.exec(text.slice(at));
      if (!comment) {
        throw new TwinSourceError(
          `${locate(at)}: the MDX expression ${text.slice(at, at + 40).split('\n')[0]} has no ` +
            'Markdown form (a release fact is written {release.name}; a literal brace is \\{)',
        );
      }
      at += comment[0].length;
    } else {
      const link =
        character === '[' || (character === '!' && text[at + 1] === '[')
          ? readInlineLink(text, character === '!' ? at + 1 : at)
          : undefined;
      if (link) {
        const kind: UrlKind = character === '!' ? 'image' : 'link';
        const label = rewriteInline(
          text.slice(link.labelStart, link.labelEnd),
          resolveUrl,
          (offset) => locate(link.labelStart + offset),
        );
        const url = link.destination === '' ? '' : resolveUrl(link.destination, kind);
        const destination = /[\s()<>]/.test(url) ? `<${url}>` : url;
        out += `${kind === 'image' ? '!' : ''}[${label}](${destination}${link.title ? ` ${link.title}` : ''})`;
        at = link.end;
      } else {
        out += character;
        at += 1;
      }
    }
  }
  return out;
}

const special = /[\\`<{[!]/g;

/** Inline elements whose text a twin shows as a code span: `<code>helm</code>`, `<kbd>Ctrl</kbd>`. */
const codeLikeElements = new Set(['code', 'kbd']);

/**
 * The code span a twin shows for an inline `<code>` or `<kbd>` element opening with `tag`: its
 * text, without the Markdown inside (MDX parses it: a link shows its label), fenced with more
 * backticks than the text holds. Undefined if the element has attributes or never closes.
 */
function inlineCodeElement(text: string, tag: JsxTag): {markdown: string; end: number} | undefined {
  const closing = `</${tag.name}>`;
  const close = text.indexOf(closing, tag.end);
  if (tag.closing || tag.selfClosing || Object.keys(tag.attributes).length > 0 || close < 0) {
    return undefined;
  }
  const content = withLinkLabels(text.slice(tag.end, close)).replace(/\s+/g, ' ').trim();
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padding = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  return {markdown: `${fence}${padding}${content}${padding}${fence}`, end: close + closing.length};
}

/** Inline Markdown with each link and image replaced by its label, read as rewriteInline reads links. */
function withLinkLabels(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const character = text[at]!;
    const image = character === '!' && text[at + 1] === '[';
    const link = character === '[' || image ? readInlineLink(text, image ? at + 1 : at) : undefined;
    if (link) {
      out += text.slice(link.labelStart, link.labelEnd);
      at = link.end;
    } else {
      out += character;
      at += 1;
    }
  }
  return out;
}

/** The end of the code span that opens at `start`, or of its backticks alone when it never closes. */
export function codeSpanEnd(text: string, start: number): number {
  let run = start;
  while (text[run] === '`') {
    run += 1;
  }
  const size = run - start;
  let at = run;
  while (at < text.length) {
    const close = text.indexOf('`', at);
    if (close < 0) {
      break;
    }
    let closeEnd = close;
    while (text[closeEnd] === '`') {
      closeEnd += 1;
    }
    if (closeEnd - close === size) {
      return closeEnd;
    }
    at = closeEnd;
  }
  return run;
}

type InlineLink = {
  readonly labelStart: number;
  readonly labelEnd: number;
  /** The destination with its backslash escapes removed. */
  readonly destination: string;
  /** The title as written, quotes included. */
  readonly title: string | undefined;
  readonly end: number;
};

/** An inline link `[label](destination "title")` whose `[` is at `open`, as CommonMark reads it. */
function readInlineLink(text: string, open: number): InlineLink | undefined {
  let depth = 0;
  let labelEnd = -1;
  for (let at = open; at < text.length; at += 1) {
    const character = text[at];
    if (character === '\\') {
      at += 1;
    } else if (character === '`') {
      at = codeSpanEnd(text, at) - 1;
    } else if (character === '[') {
      depth += 1;
    } else if (character === ']') {
      depth -= 1;
      if (depth === 0) {
        labelEnd = at;
        break;
      }
    }
  }
  if (labelEnd < 0 || text[labelEnd + 1] !== '(') {
    return undefined;
  }
  let at = skipSpace(text, labelEnd + 2);
  let destination: string;
  if (text[at] === '<') {
    const close = text.indexOf('>', at);
    if (close < 0) {
      return undefined;
    }
    destination = text.slice(at + 1, close);
    at = close + 1;
  } else {
    const from = at;
    let parentheses = 0;
    while (at < text.length && !/\s/.test(text[at]!)) {
      const character = text[at];
      if (character === '\\') {
        at += 1;
      } else if (character === '(') {
        parentheses += 1;
      } else if (character === ')') {
        if (parentheses === 0) {
          break;
        }
        parentheses -= 1;
      }
      at += 1;
    }
    destination = text.slice(from, at);
  }
  at = skipSpace(text, at);
  let title: string | undefined;
  const quote = text[at];
  if (quote === '"' || quote === "'" || quote === '(') {
    const close = text.indexOf(quote === '(' ? ')' : quote, at + 1);
    if (close < 0) {
      return undefined;
    }
    title = text.slice(at, close + 1);
    at = skipSpace(text, close + 1);
  }
  if (text[at] !== ')') {
    return undefined;
  }
  return {
    labelStart: open + 1,
    labelEnd,
    destination: destination.replace(/\\([!-/:-@[-`{-~])/g, '$1'),
    title,
    end: at + 1,
  };
}

/** Past spaces, tabs and at most one line ending, as between a link's parts. */
function skipSpace(text: string, start: number): number {
  let at = start;
  let lineEndings = 0;
  while (at < text.length && /\s/.test(text[at]!)) {
    if (text[at] === '\n') {
      lineEndings += 1;
      if (lineEndings > 1) {
        break;
      }
    }
    at += 1;
  }
  return at;
}
