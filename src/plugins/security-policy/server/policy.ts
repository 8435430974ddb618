import {createHash} from 'node:crypto';
import type {DirectiveName, PolicyDirectives} from '../../../../config/securityPolicy';

/**
 * The `'sha256-...'` source that allows an inline script whose text is `text`, as the browser
 * computes it: over the UTF-8 bytes of the script element's text, which the HTML parser has
 * already given LF line ends (the built pages have none but LF; a CR would be normalised).
 */
export function scriptHashSource(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

/** The order directives are written in: the fallback first, then as the list in the config. */
const directiveOrder: readonly DirectiveName[] = [
  'default-src',
  'script-src',
  'style-src',
  'style-src-attr',
  'img-src',
  'connect-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

/** The policy as a header or meta value: `default-src 'self'; script-src 'self' 'sha256-...'; ...`. */
export function serializePolicy(directives: PolicyDirectives): string {
  return directiveOrder
    .filter((name) => directives[name]?.length)
    .map((name) => [name, ...directives[name]!].join(' '))
    .join('; ');
}

/** Reads a serialized policy back, directive by directive (the tests compare the meta and the headers with it). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // A directive named twice: browsers keep the first.
    if (name && !directives.has(name.toLowerCase())) {
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

/** The `<meta>` that carries the policy in a page, for hosts that send no headers (GitHub Pages). */
export function policyMetaTag(policy: string): string {
  if (policy.includes('"') || policy.includes('<') || policy.includes('&')) {
    throw new Error(`The policy cannot be written in an attribute as it is: ${policy}`);
  }
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
