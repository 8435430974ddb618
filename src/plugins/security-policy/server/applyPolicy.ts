import {readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {mergeDirectives, type PolicyDirectives} from '../../../../config/securityPolicy';
import {scanPage} from './pageScan';
import {policyMetaTag, scriptHashSource, serializePolicy} from './policy';

/** The outcome of putting the policy in a build's pages. */
export type AppliedPolicy = {
  /** The policy of every page, with the frame's script hashes. */
  readonly directives: PolicyDirectives;
  /** Its text, as the pages' <meta> carries it. */
  readonly policy: string;
  /** HTML files the build holds; `withMeta` of them got the <meta> (a file without a <head> does not). */
  readonly pages: number;
  readonly withMeta: number;
  /** The hash of each frame script, with the start of its text, in the order they were found. */
  readonly frameScripts: ReadonlyMap<string, string>;
};

/** Every HTML file under `outDir`, relative, with forward slashes, in a stable order. */
export function builtHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * Puts the site's policy in every built page. One policy for the whole site: the directives,
 * plus the hash of each inline script of the page frame (the same three or four scripts on every
 * page; the loader's changes with each build, as it lists the build's bundles). Every page is
 * read first; a page that carries anything else the policy would block (an inline script of its
 * own, an event handler attribute, a <style> element, a file from an origin the policy does not
 * name) fails the build, each named by `describe(file)`, before a page is changed. Then each
 * page gets the policy in a <meta> at the top of its head.
 *
 * The plugins' post-build steps run side by side, and the search index reads these pages: each
 * page is written to a new file that then replaces it, so a reader sees the page whole, before
 * or after.
 */
export function applyPolicy({
  outDir,
  directives,
  siteUrl,
  describe = (file) => file,
}: {
  readonly outDir: string;
  readonly directives: PolicyDirectives;
  readonly siteUrl: string;
  readonly describe?: (file: string) => string;
}): AppliedPolicy {
  const files = builtHtmlFiles(outDir);
  const frameScripts = new Map<string, string>();
  const metaOffsets = new Map<string, number>();
  const problems: string[] = [];
  for (const file of files) {
    const scan = scanPage(readFileSync(path.join(outDir, file), 'utf8'), {directives, siteUrl});
    for (const text of scan.frameScripts) {
      const hash = scriptHashSource(text);
      if (!frameScripts.has(hash)) frameScripts.set(hash, text.slice(0, 60));
    }
    if (scan.blocked.length > 0) {
      problems.push(
        `${describe(file)}\n${scan.blocked.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    }
    if (scan.metaOffset >= 0) metaOffsets.set(file, scan.metaOffset);
  }
  if (problems.length > 0) {
    throw new Error(
      `The site's Content Security Policy would block what ${problems.length === 1 ? 'this page carries' : `these ${problems.length} pages carry`}:\n` +
        `${problems.join('\n')}\n` +
        'Pages run no code of their own: put behaviour in a React component and styles in a CSS ' +
        'module, and copy files from other sites into the docs (CONTRIBUTING.md, "Scripts, styles ' +
        'and files from other sites").',
    );
  }
  const withHashes = mergeDirectives(directives, {'script-src': [...frameScripts.keys()]});
  const policy = serializePolicy(withHashes);
  const meta = policyMetaTag(policy);
  for (const [file, offset] of metaOffsets) {
    const target = path.join(outDir, file);
    const html = readFileSync(target, 'utf8');
    const replacement = `${target}.csp-tmp`;
    writeFileSync(replacement, `${html.slice(0, offset)}${meta}${html.slice(offset)}`);
    renameSync(replacement, target);
  }
  return {
    directives: withHashes,
    policy,
    pages: files.length,
    withMeta: metaOffsets.size,
    frameScripts,
  };
}
