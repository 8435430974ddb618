import type {SecurityPolicyOptions} from '../src/plugins/security-policy';
import {algoliaFromEnv} from './search';
import {consentScriptUrl, tagManagerEnabled, tagManagerOrigin, type HeadTagsEnv} from './headTags';

/**
 * The site's Content Security Policy and the security headers that go with it
 * (src/plugins/security-policy puts them in every page and in the static hosts' header files).
 *
 * The site's own files need nothing from another origin and no inline code but the few inline
 * scripts of the page frame, which the build allows by their hashes. Each hosted service that a
 * build variable switches on adds exactly the origins it talks to, in the directives it uses them
 * for: nothing is allowed by a wildcard.
 */

/** A CSP directive's name, such as `script-src`. */
export type DirectiveName =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-attr'
  | 'img-src'
  | 'connect-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** Each directive's sources, in the order they are written. */
export type PolicyDirectives = Readonly<Partial<Record<DirectiveName, readonly string[]>>>;

/** The policy of a build without hosted services. `script-src` gains the frame's hashes at build time. */
export const sitePolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // Style attributes only, never <style> elements: the code highlighter (Prism) colours each
  // token with a style attribute, Mermaid positions labels with them, and React writes the few
  // style props of the theme. An attribute cannot run script; a <style> element could restyle the
  // page to mislead, and no part of the site needs one (src/plugins/security-policy/README.md).
  'style-src-attr': ["'unsafe-inline'"],
  // Infima's and the theme's icons are data: SVGs in the stylesheet.
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The only form that submits goes to the site's own search page (the not-found page's).
  'form-action': ["'self'"],
} as const satisfies PolicyDirectives;

/**
 * Directives a <meta http-equiv> cannot carry (browsers ignore them there, and log an error):
 * only the header files send them.
 */
export const headerOnlyDirectives: PolicyDirectives = {
  // No site may frame these pages (clickjacking).
  'frame-ancestors': ["'none'"],
};

/** Ask AI's server (DocSearch 4.7: askai.algolia.com/chat, /chat/token, /chat/feedback). */
export const askAiOrigin = 'https://askai.algolia.com';

/**
 * The hosts Algolia's search client sends an application's searches to: its DSN host, then
 * three fallbacks (algoliasearch 5's `getDefaultHosts`, which DocSearch 4.7's bundled client
 * shares). Searching reads, so the write host `<appId>.algolia.net` is never used.
 */
export function algoliaSearchOrigins(appId: string): string[] {
  const host = appId.toLowerCase();
  return [
    `https://${host}-dsn.algolia.net`,
    `https://${host}-1.algolianet.com`,
    `https://${host}-2.algolianet.com`,
    `https://${host}-3.algolianet.com`,
  ];
}

/** The build variables the policy reads: hosted search, the consent script, the tag manager. */
export type SecurityPolicyEnv = NodeJS.ProcessEnv & HeadTagsEnv;

/**
 * The origins each hosted service of this build adds, by directive:
 * - Algolia (ALGOLIA_APP_ID and ALGOLIA_API_KEY): its search hosts, to connect to; Ask AI
 *   (ALGOLIA_ASSISTANT_ID) its chat server.
 * - The consent script (CONSENT_SCRIPT_URL): its origin, for the script and for what a consent
 *   manager fetches from where its script comes (its configuration, stylesheet and logos).
 * - Tag Manager (TAG_MANAGER_ID): www.googletagmanager.com, for gtm.js and the scripts, pixels
 *   and requests of Google's own tags, as Google documents for a container under a CSP. The
 *   tags a container adds from other origins need theirs added here; Custom HTML tags and Custom
 *   JavaScript variables cannot run under this policy (README, "Deploy").
 */
export function hostedServiceSources(env: SecurityPolicyEnv): PolicyDirectives {
  const sources: Partial<Record<DirectiveName, string[]>> = {};
  const add = (directive: DirectiveName, origins: readonly string[]) => {
    sources[directive] = [...(sources[directive] ?? []), ...origins];
  };
  const algolia = algoliaFromEnv(env);
  if (algolia) {
    add('connect-src', algoliaSearchOrigins(algolia.appId));
    if (algolia.askAi) {
      add('connect-src', [askAiOrigin]);
    }
  }
  const consent = consentScriptUrl(env);
  if (consent) {
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src'] as const) {
      add(directive, [consent.origin]);
    }
  }
  if (tagManagerEnabled(env)) {
    for (const directive of ['script-src', 'img-src', 'connect-src'] as const) {
      add(directive, [tagManagerOrigin]);
    }
  }
  return sources;
}

/** Directives merged in order, each source once. */
export function mergeDirectives(...policies: readonly PolicyDirectives[]): PolicyDirectives {
  const merged: Partial<Record<DirectiveName, string[]>> = {};
  for (const policy of policies) {
    for (const [name, sources] of Object.entries(policy) as [DirectiveName, readonly string[]][]) {
      merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
    }
  }
  return merged;
}

/** The policy of this build, before the frame's script hashes are added. */
export function securityPolicyFromEnv(env: SecurityPolicyEnv): PolicyDirectives {
  return mergeDirectives(sitePolicy, hostedServiceSources(env));
}

/**
 * Headers that hosts which send headers add to every response, beside the policy (a meta tag
 * cannot carry them).
 */
export const securityHeaders = {
  // Two years, this host and its subdomains, once a reader has reached it over https.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Powerful features no page uses; the clipboard stays, for the copy buttons.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * Where to report a vulnerability of the site: the KubeRocketCI team's address, as the
 * SECURITY.md of KubeRocketCI/docs and epam/edp-install give it. Published in
 * /.well-known/security.txt (RFC 9116).
 */
export const securityContact = 'mailto:SupportEPMD-EDP@epam.com';

/** The Markdown twins and llms.txt: Markdown, for any site's scripts to read. */
const markdownHeaders = {
  'Content-Type': 'text/markdown; charset=utf-8',
  'Access-Control-Allow-Origin': '*',
};

/**
 * Headers of some paths only, for the hosts that send headers. No two patterns match the same
 * path: Azure Static Web Apps applies the first route that matches.
 */
export const pathHeaders = [
  // The bundler names every file under /assets/ by its content: a new build gets new names.
  {pattern: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
  {pattern: '/*.md', headers: markdownHeaders},
  {pattern: '/llms.txt', headers: markdownHeaders},
  {pattern: '/llms-full.txt', headers: markdownHeaders},
] as const;

/** The security-policy plugin's options for this build (src/plugins/security-policy). */
export function securityPolicyOptionsFromEnv(env: SecurityPolicyEnv): SecurityPolicyOptions {
  return {
    directives: securityPolicyFromEnv(env),
    headerOnlyDirectives,
    securityHeaders,
    pathHeaders,
    securityContact,
    // Each deploy writes it afresh; a site left unbuilt for half a year stops vouching for it.
    securityTxtValidDays: 180,
  };
}
