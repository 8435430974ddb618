import assert from 'node:assert/strict';

/** `_headers` as Netlify and Cloudflare Pages read it: each pattern with its headers, in order. */
export type HeaderBlocks = Map<string, Map<string, string>>;

/**
 * Parses `_headers`: a pattern at the start of a line, its headers indented below it, `#`
 * comments. Fails on a line either host would not read.
 */
export function parseHeadersFile(text: string): HeaderBlocks {
  const blocks: HeaderBlocks = new Map();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      assert.ok(line.startsWith('/'), `a pattern starts with /: ${line}`);
      assert.ok(!blocks.has(line), `one block per pattern: ${line}`);
      current = new Map();
      blocks.set(line, current);
      continue;
    }
    const match = /^ {2}([A-Za-z-]+): (\S.*)$/.exec(line);
    assert.ok(match && current, `a header line under a pattern: ${JSON.stringify(line)}`);
    assert.ok(line.length <= 2000, 'Cloudflare Pages reads no longer line');
    current.set(match[1]!, match[2]!);
  }
  return blocks;
}

/**
 * The headers a host that reads `_headers` sends for `pathname`: those of every pattern that
 * matches it, a `*` standing for any characters (slashes too), as Cloudflare Pages' splat.
 */
export function headersForPath(blocks: HeaderBlocks, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [pattern, block] of blocks) {
    const expression = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (expression.test(pathname)) Object.assign(headers, Object.fromEntries(block));
  }
  return headers;
}
