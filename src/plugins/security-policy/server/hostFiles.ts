import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** A header rule: the response headers of the paths a pattern matches. */
export type HeaderRule = {
  /** `/*` (every path), `/assets/*` (a folder), `/*.md` (an extension) or an exact path. */
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
};

/** What the hosts that send headers are told, and what security.txt says. */
export type HostFilesInput = {
  /** Headers of every response: the policy, with the directives only a header can carry, and the security headers. */
  readonly everyResponse: Readonly<Record<string, string>>;
  /** Headers of some paths only (caching, content types), each rule added to the headers above. */
  readonly rules: readonly HeaderRule[];
  /** The build's site URL, for security.txt's Canonical. */
  readonly siteUrl: string;
  /** security.txt's Contact (a mailto: or https: URI). */
  readonly contact: string;
  /** When security.txt stops being valid (RFC 9116 asks for less than a year ahead). */
  readonly expires: Date;
};

/** The written files, by path inside the build. */
export const hostFileNames = {
  headers: '_headers',
  azure: 'staticwebapp.config.json',
  securityTxt: '.well-known/security.txt',
  noJekyll: '.nojekyll',
} as const;

/** Cloudflare Pages reads no line of `_headers` longer than this. */
const headersLineLimit = 2000;

/**
 * `_headers`, which Netlify and Cloudflare Pages read: a path pattern, then its headers indented
 * under it. A response gets the headers of every pattern it matches.
 */
export function headersFile({everyResponse, rules}: HostFilesInput): string {
  const block = (pattern: string, headers: Readonly<Record<string, string>>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const text = [
    '# Written by the build (src/plugins/security-policy): the response headers of Netlify and\n' +
      "# Cloudflare Pages. The policy is the one in every page's <meta>, plus frame-ancestors.",
    block('/*', everyResponse),
    ...rules.map((rule) => block(rule.pattern, rule.headers)),
  ].join('\n\n');
  const long = text.split('\n').find((line) => line.length > headersLineLimit);
  if (long) {
    throw new Error(
      `_headers: a line of ${long.length} characters, over Cloudflare Pages' limit of ${headersLineLimit}: ${long.slice(0, 80)}…`,
    );
  }
  return `${text}\n`;
}

/**
 * `staticwebapp.config.json`, which Azure Static Web Apps reads: headers of every response
 * (globalHeaders), and route rules for the rest. A request matches one route rule at most, the
 * first, so no two patterns may match the same path (the rules here do not). Routes take a
 * wildcard at the end of a path only, which may be narrowed to an extension (`/*.md`).
 */
export function azureStaticWebAppConfig({everyResponse, rules}: HostFilesInput): string {
  const config = {
    globalHeaders: everyResponse,
    routes: rules.map((rule) => ({route: rule.pattern, headers: rule.headers})),
    // The Markdown twins: Azure has no type of its own for .md.
    mimeTypes: {'.md': 'text/markdown; charset=utf-8'},
    // The site's own not-found page, with its 404 status, as the other hosts serve it.
    responseOverrides: {'404': {rewrite: '/404.html'}},
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** `/.well-known/security.txt` (RFC 9116): where to report a vulnerability of the site. */
export function securityTxt({siteUrl, contact, expires}: HostFilesInput): string {
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${new URL(`/${hostFileNames.securityTxt}`, siteUrl).href}`,
    '',
  ].join('\n');
}

/**
 * Writes the files above into the build, and `.nojekyll`: GitHub Pages, when it publishes a
 * branch, runs Jekyll, which leaves out folders whose names start with a dot or an underscore,
 * and /.well-known with them. (The deploy workflow publishes an artifact, which Jekyll never
 * sees; its upload step is told to keep hidden files.)
 */
export function writeHostFiles(outDir: string, input: HostFilesInput): void {
  const files: Record<string, string> = {
    [hostFileNames.headers]: headersFile(input),
    [hostFileNames.azure]: azureStaticWebAppConfig(input),
    [hostFileNames.securityTxt]: securityTxt(input),
    [hostFileNames.noJekyll]: '',
  };
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, text);
  }
}
