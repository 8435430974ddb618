import path from 'node:path';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {mergeDirectives, type PolicyDirectives} from '../../../config/securityPolicy';
import {staticHostPageFiles} from '../staticHostFiles';
import {mermaidStyleFixes} from './bundleFixes';
import {applyPolicy} from './server/applyPolicy';
import {writeHostFiles, type HeaderRule} from './server/hostFiles';
import {serializePolicy} from './server/policy';

export type SecurityPolicyOptions = {
  /** The policy of the build, without the frame's script hashes, which the build adds. */
  readonly directives: PolicyDirectives;
  /** Directives only a header can carry (frame-ancestors): the header files add them. */
  readonly headerOnlyDirectives: PolicyDirectives;
  /** The other security headers of every response, for the hosts that send headers. */
  readonly securityHeaders: Readonly<Record<string, string>>;
  /** Headers of some paths only: caching, the content type of the Markdown twins. */
  readonly pathHeaders: readonly HeaderRule[];
  /** security.txt's Contact: where to report a vulnerability. */
  readonly securityContact: string;
  /** How long security.txt stays valid after the build, in days (RFC 9116: under a year). */
  readonly securityTxtValidDays: number;
};

export const securityPolicyPluginName = 'krci-security-policy';

/** The options as the config gives them; a malformed one stops the build rather than ship no policy. */
function optionsOf(input: unknown): SecurityPolicyOptions {
  const options = input as Partial<SecurityPolicyOptions> | undefined;
  const isRecord = (value: unknown) => typeof value === 'object' && value !== null;
  const valid =
    isRecord(options?.directives) &&
    Array.isArray(options.directives['script-src']) &&
    isRecord(options.headerOnlyDirectives) &&
    isRecord(options.securityHeaders) &&
    Array.isArray(options.pathHeaders) &&
    /^(mailto|https):/.test(options.securityContact ?? '') &&
    typeof options.securityTxtValidDays === 'number' &&
    options.securityTxtValidDays > 0 &&
    options.securityTxtValidDays < 365;
  if (!valid) {
    throw new Error(
      `[${securityPolicyPluginName}] the options need "directives" (with script-src), "headerOnlyDirectives", ` +
        '"securityHeaders", "pathHeaders", a mailto: or https: "securityContact" and ' +
        `"securityTxtValidDays" under 365, not ${JSON.stringify(input)}`,
    );
  }
  return options as SecurityPolicyOptions;
}

/**
 * Each built page file with the route it serves and the source that route was built from, for
 * messages that name a page the way a writer finds it.
 */
function pageDescriptions(routes: readonly RouteConfig[]): Map<string, string> {
  const described = new Map<string, string>();
  const visit = (route: RouteConfig) => {
    const source = route.metadata?.sourceFilePath;
    for (const file of staticHostPageFiles(route.path)) {
      if (!described.has(file) || source) {
        described.set(file, `${route.path}${source ? ` (${source})` : ''}, built as ${file}`);
      }
    }
    route.routes?.forEach(visit);
  };
  routes.forEach(visit);
  return described;
}

/**
 * A strict Content Security Policy on every page, on any static host. After the build, each
 * page is read (server/pageScan.ts): the inline scripts of the page frame are hashed, and a page
 * that carries any other inline code, or a file from an origin the policy does not name, fails
 * the build, named (server/applyPolicy.ts). Every page then carries the one site-wide policy in a
 * <meta> at the top of its head, which is all GitHub Pages can send; `_headers` (Netlify,
 * Cloudflare Pages) and `staticwebapp.config.json` (Azure Static Web Apps) send the same policy
 * and the headers a meta cannot carry (server/hostFiles.ts), and `/.well-known/security.txt`
 * says where to report a vulnerability. In the browser, Mermaid's diagram styles move from a
 * <style> element to a constructed stylesheet (bundleFixes/, client/). The development server
 * runs no post-build step: it serves its pages without the policy.
 */
export default function securityPolicyPlugin(_context: LoadContext, input: unknown): Plugin {
  const options = optionsOf(input);
  return {
    name: securityPolicyPluginName,
    configureWebpack: (config) => mermaidStyleFixes(config),
    // Synchronous on purpose, as the Markdown twins' step: the time logged is this step's own.
    postBuild({outDir, routes, siteConfig}) {
      const started = performance.now();
      const descriptions = pageDescriptions(routes);
      const applied = applyPolicy({
        outDir,
        directives: options.directives,
        siteUrl: siteConfig.url,
        describe: (file) => descriptions.get(file) ?? file,
      });
      const expires = new Date(Date.now() + options.securityTxtValidDays * 86_400_000);
      expires.setUTCHours(0, 0, 0, 0);
      writeHostFiles(outDir, {
        everyResponse: {
          'Content-Security-Policy': serializePolicy(
            mergeDirectives(applied.directives, options.headerOnlyDirectives),
          ),
          ...options.securityHeaders,
        },
        rules: options.pathHeaders,
        siteUrl: siteConfig.url,
        contact: options.securityContact,
        expires,
      });
      console.log(
        `[security-policy] ${applied.withMeta} of ${applied.pages} pages carry the policy, ` +
          `${applied.frameScripts.size} inline scripts allowed by hash; _headers, ` +
          `staticwebapp.config.json and .well-known/security.txt in ${path.basename(outDir)}/ ` +
          `(${Math.round(performance.now() - started)} ms)`,
      );
    },
  };
}
