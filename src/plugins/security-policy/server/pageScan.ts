import {Parser} from 'htmlparser2';
import type {PolicyDirectives} from '../../../../config/securityPolicy';

/** What one built page holds that the policy must know about. */
export type PageScan = {
  /**
   * The text of each inline script of the page frame: the template's, and the head and body tags
   * of the config and the plugins (outside the app's root, not written by a page's <Head>). The
   * policy allows them by hash.
   */
  readonly frameScripts: readonly string[];
  /** What the page carries that the policy would block, each in words a writer can act on. */
  readonly blocked: readonly string[];
  /**
   * Where the policy's <meta> goes: right after <meta charset> when the head starts with it,
   * else at the start of the head; before any script in either case. -1 for a file without a
   * <head> (a verification file, say), which gets no meta.
   */
  readonly metaOffset: number;
};

/** The id of the element React renders a page into (Docusaurus' page template). */
const appRootId = '__docusaurus';

/**
 * The script types a browser runs: a missing or empty type, a JavaScript MIME type, a module, and
 * the inline JSON that CSP also governs (import maps, speculation rules). Anything else, such as
 * `application/ld+json`, is a data block: never run, and outside the policy's reach.
 */
const javaScriptTypes = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
const otherExecutableTypes = new Set(['module', 'importmap', 'speculationrules']);

/** Whether a <script> with these attributes is run by the browser (HTML's "prepare the script element"). */
export function isExecutableScript(attributes: Readonly<Record<string, string>>): boolean {
  const type = attributes.type?.trim().toLowerCase();
  if (type === undefined || type === '') {
    // A legacy language attribute stands in for a missing type.
    const language = attributes.language?.trim().toLowerCase();
    return type === '' || !language || javaScriptTypes.has(`text/${language}`);
  }
  return javaScriptTypes.has(type) || otherExecutableTypes.has(type);
}

/** The start of some code, on one line, for a message. */
function quoted(code: string): string {
  const oneLine = code.replace(/\s+/g, ' ').trim();
  return JSON.stringify(oneLine.length > 60 ? `${oneLine.slice(0, 60)}…` : oneLine);
}

/** Attributes whose value is a URL the browser may navigate to or run (a javascript: URL runs as inline script). */
const navigableUrlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Whether a URL attribute's value is a javascript: URL, read as a browser reads it: without the
 * control characters and spaces around it, and without tabs and line breaks anywhere.
 */
function isJavaScriptUrl(value: string): boolean {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 0x20) start++;
  return /^javascript:/i.test(value.slice(start).replace(/[\t\n\r]/g, ''));
}

/** The addresses of a srcset attribute. */
function srcset(value: string | undefined): string[] {
  if (!value) return [];
  const urls: string[] = [];
  for (const candidate of value.split(',')) {
    const url = candidate.trim().split(/\s+/)[0];
    if (url) urls.push(url);
  }
  return urls;
}

/** An attribute's address, as a list: empty when the attribute is missing or blank. */
function present(value: string | undefined): string[] {
  return value?.trim() ? [value] : [];
}

/**
 * The directive that governs what an element loads, and the addresses it loads; empty for an
 * element that loads nothing the policy governs. Links to other pages are navigation, which the
 * policy leaves alone.
 */
function loadedResources(
  name: string,
  attributes: Readonly<Record<string, string>>,
): {directive: string; urls: string[]} | undefined {
  switch (name) {
    case 'script':
      return {directive: 'script-src', urls: present(attributes.src)};
    case 'img':
      return {
        directive: 'img-src',
        urls: [...present(attributes.src), ...srcset(attributes.srcset)],
      };
    case 'source':
      return attributes.srcset !== undefined
        ? {directive: 'img-src', urls: srcset(attributes.srcset)}
        : {directive: 'media-src', urls: present(attributes.src)};
    case 'video':
      return {directive: 'media-src', urls: present(attributes.src)};
    case 'audio':
    case 'track':
      return {directive: 'media-src', urls: present(attributes.src)};
    case 'iframe':
    case 'frame':
      return {directive: 'frame-src', urls: present(attributes.src)};
    case 'object':
      return {directive: 'object-src', urls: present(attributes.data)};
    case 'embed':
      return {directive: 'object-src', urls: present(attributes.src)};
    case 'form':
      return {directive: 'form-action', urls: present(attributes.action)};
    case 'base':
      return {directive: 'base-uri', urls: present(attributes.href)};
    case 'link': {
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      const as = attributes.as?.toLowerCase();
      const href = present(attributes.href);
      if (rel.includes('stylesheet')) return {directive: 'style-src', urls: href};
      if (rel.includes('icon')) return {directive: 'img-src', urls: href};
      if (rel.includes('modulepreload')) return {directive: 'script-src', urls: href};
      if (rel.includes('preload')) {
        const directive = {script: 'script-src', style: 'style-src', image: 'img-src'}[as ?? ''];
        return directive ? {directive, urls: href} : {directive: 'default-src', urls: href};
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The directives a fetch directive falls back on when it is not set (CSP 3). */
const fallbacks: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['default-src'],
  'style-src': ['default-src'],
  'img-src': ['default-src'],
  'media-src': ['default-src'],
  'font-src': ['default-src'],
  'connect-src': ['default-src'],
  'object-src': ['default-src'],
  'frame-src': ['child-src', 'default-src'],
};

/**
 * The sources that govern `directive`, or undefined when nothing does (form-action and base-uri
 * do not fall back on default-src).
 */
function governingSources(
  directives: PolicyDirectives,
  directive: string,
): readonly string[] | undefined {
  const sources = directives as Readonly<Record<string, readonly string[]>>;
  for (const name of [directive, ...(fallbacks[directive] ?? [])]) {
    if (sources[name]) return sources[name];
  }
  return undefined;
}

/**
 * Whether a policy whose sources are `sources` lets the page load `url`. The policy's sources
 * are keywords, schemes (`data:`) and exact origins, never wildcards, so an origin matches by
 * equality; `'self'` is the site's origin.
 */
function allows(sources: readonly string[], url: URL, siteOrigin: string): boolean {
  return sources.some((source) => {
    if (source === "'self'") return url.origin === siteOrigin;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
    return source.includes('://') && new URL(source).origin === url.origin;
  });
}

/**
 * Reads one built page: the frame's inline scripts, what the policy would block (inline code
 * written by the page, and files from origins the policy does not name), and where the meta
 * goes. Built pages are minified (unquoted attributes, omitted end tags), so they are read with
 * an HTML parser, as a browser would, never with a pattern.
 */
export function scanPage(
  html: string,
  {directives, siteUrl}: {readonly directives: PolicyDirectives; readonly siteUrl: string},
): PageScan {
  const siteOrigin = new URL(siteUrl).origin;
  const frameScripts: string[] = [];
  const blocked: string[] = [];
  const hasAppRoot = html.includes(appRootId);
  let metaOffset = -1;
  // Depths in the tree of open elements: counted rather than kept, as the parser reports every
  // element's end, implied ones too. -1: not open.
  let depth = 0;
  let headDepth = -1;
  let rootDepth = -1;
  let headChildren = 0;
  let script: {attributes: Record<string, string>; textStart: number; inRoot: boolean} | undefined;
  let style: {textStart: number} | undefined;

  const checkResources = (name: string, attributes: Record<string, string>) => {
    const loaded = loadedResources(name, attributes);
    const sources = loaded && governingSources(directives, loaded.directive);
    if (!loaded || !sources) return;
    for (const address of loaded.urls) {
      let url: URL;
      try {
        url = new URL(address, siteUrl);
      } catch {
        continue;
      }
      if (url.protocol === 'javascript:' || allows(sources, url, siteOrigin)) continue;
      const from = url.protocol === 'data:' || url.protocol === 'blob:' ? url.protocol : url.origin;
      blocked.push(
        `<${name}> loads ${address.length > 80 ? `${address.slice(0, 80)}…` : address} from ${from}, ` +
          `which ${loaded.directive} does not allow (${sources.join(' ')})`,
      );
    }
  };

  const checkAttributes = (name: string, attributes: Record<string, string>) => {
    for (const attribute in attributes) {
      const value = attributes[attribute]!;
      // "o", "n": the start of every event handler's name, tested before the pattern for speed.
      if (
        attribute.charCodeAt(0) === 111 &&
        attribute.charCodeAt(1) === 110 &&
        /^on[a-z]+$/.test(attribute)
      ) {
        blocked.push(`an inline event handler, ${attribute}=${quoted(value)} on <${name}>`);
      } else if (navigableUrlAttributes.has(attribute) && isJavaScriptUrl(value)) {
        blocked.push(`a javascript: URL, ${attribute}=${quoted(value)} on <${name}>`);
      }
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const inRoot = rootDepth >= 0 || (name === 'div' && attributes.id === appRootId);
        if (inRoot && rootDepth < 0) rootDepth = depth;
        if (depth === headDepth + 1 && headDepth >= 0 && headChildren++ === 0) {
          // The head's first element: the meta goes after it if it is <meta charset>.
          if (name === 'meta' && attributes.charset !== undefined) metaOffset = parser.endIndex + 1;
        }
        if (name === 'head' && headDepth < 0) {
          headDepth = depth;
          metaOffset = parser.endIndex + 1;
        }
        depth++;
        if (
          name === 'meta' &&
          attributes['http-equiv']?.toLowerCase() === 'content-security-policy'
        ) {
          blocked.push(
            'a Content-Security-Policy <meta> of its own: the build writes the one policy of the site',
          );
        }
        checkAttributes(name, attributes);
        checkResources(name, attributes);
        if (name === 'script') {
          script = {attributes, textStart: parser.endIndex + 1, inRoot};
        } else if (name === 'style') {
          style = {textStart: parser.endIndex + 1};
        }
      },
      onclosetag(name) {
        depth--;
        if (depth === rootDepth) rootDepth = -1;
        if (name === 'script' && script) {
          const {attributes, textStart, inRoot} = script;
          script = undefined;
          if (attributes.src !== undefined || !isExecutableScript(attributes)) return;
          const text = html.slice(textStart, parser.startIndex);
          // Helmet marks what a page's <Head> writes (data-rh): page content, as what React renders in the root.
          if (hasAppRoot && !inRoot && attributes['data-rh'] === undefined) {
            frameScripts.push(text);
          } else {
            blocked.push(`an inline <script> (${quoted(text)})`);
          }
        } else if (name === 'style' && style) {
          blocked.push(
            `a <style> element (${quoted(html.slice(style.textStart, parser.startIndex))})`,
          );
          style = undefined;
        }
      },
    },
    // Inline SVG closes its empty elements with "/>", which only counts in foreign content; the
    // built pages have no "<div/>" that would tell the two apart.
    {recognizeSelfClosing: true},
  );
  parser.end(html);
  return {frameScripts, blocked, metaOffset};
}
