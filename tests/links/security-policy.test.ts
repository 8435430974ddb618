import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {parse as parseYaml} from 'yaml';
import siteConfig from '../../docusaurus.config';
import {buildDirectory, listBuiltHtmlPages} from '../support/builtPages';
import {parseHeadersFile} from '../support/hostHeaders';

// Run after `npm run build`. Every page carries the site's Content Security Policy in a <meta>
// (GitHub Pages), and the header files of the other hosts carry the same policy
// (src/plugins/security-policy). The pages are read here with another parser than the build's
// (cheerio's parse5, as a browser parses), and each inline script is hashed again, so a
// mistake in the build's reading of a page shows.

/** A policy's directives, by name. */
function directivesOf(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1).join(' ')] as const),
  );
}

const javaScriptTypes = /^(|text\/javascript|application\/javascript|module)$/i;

const headers = parseHeadersFile(readFileSync(path.join(buildDirectory, '_headers'), 'utf8'));
const everyResponse = headers.get('/*')!;
const headerPolicy = everyResponse.get('Content-Security-Policy')!;

test('_headers sends the policy and the security headers with every response', () => {
  assert.ok(headerPolicy, 'a Content-Security-Policy for /*');
  assert.equal(directivesOf(headerPolicy).get('frame-ancestors'), "'none'");
  assert.match(everyResponse.get('Strict-Transport-Security') ?? '', /^max-age=\d{8,}/);
  assert.equal(everyResponse.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(everyResponse.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  assert.match(everyResponse.get('Permissions-Policy') ?? '', /camera=\(\)/);
  assert.equal(everyResponse.get('Cross-Origin-Opener-Policy'), 'same-origin');
});

test('_headers caches the hashed assets for a year, and serves the Markdown twins and llms.txt as Markdown to any site', () => {
  assert.equal(
    headers.get('/assets/*')?.get('Cache-Control'),
    'public, max-age=31536000, immutable',
  );
  for (const pattern of ['/*.md', '/llms.txt', '/llms-full.txt']) {
    assert.equal(
      headers.get(pattern)?.get('Content-Type'),
      'text/markdown; charset=utf-8',
      pattern,
    );
    assert.equal(headers.get(pattern)?.get('Access-Control-Allow-Origin'), '*', pattern);
  }
  // Immutable is right only if every file there is named by its content.
  const withoutHash = readdirSync(path.join(buildDirectory, 'assets'), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((file) => /\.\w+$/.test(file))
    .filter((file) => !/[.-][0-9a-f]{8}\.\w+$/.test(file));
  assert.deepEqual(withoutHash, [], 'files under /assets/ without a content hash in their name');
});

test('staticwebapp.config.json sends the same headers as _headers', () => {
  const config = JSON.parse(
    readFileSync(path.join(buildDirectory, 'staticwebapp.config.json'), 'utf8'),
  ) as {
    globalHeaders: Record<string, string>;
    routes: {route: string; headers: Record<string, string>}[];
    mimeTypes: Record<string, string>;
  };
  assert.deepEqual(config.globalHeaders, Object.fromEntries(everyResponse));
  assert.deepEqual(
    config.routes.map(({route, headers: routeHeaders}) => [route, routeHeaders]),
    [...headers]
      .filter(([pattern]) => pattern !== '/*')
      .map(([pattern, block]) => [pattern, Object.fromEntries(block)]),
  );
  assert.equal(config.mimeTypes['.md'], 'text/markdown; charset=utf-8');
});

test("every page carries the headers' policy in a <meta> before any script, and each of its inline scripts is allowed by hash", () => {
  const metaPolicy = [...directivesOf(headerPolicy)]
    .filter(([name]) => name !== 'frame-ancestors')
    .map(([name, sources]) => `${name} ${sources}`)
    .join('; ');
  const allowed = new Set(directivesOf(headerPolicy).get('script-src')!.split(' '));
  const used = new Set<string>();
  const problems: string[] = [];
  const pages = listBuiltHtmlPages();
  assert.ok(pages.length > 0);
  for (const {file} of pages) {
    const $ = load(readFileSync(path.join(buildDirectory, file), 'utf8'));
    const policyMetaTags = $('meta[http-equiv="Content-Security-Policy"]');
    if (policyMetaTags.length !== 1 || policyMetaTags.parent().prop('tagName') !== 'HEAD') {
      problems.push(`${file}: ${policyMetaTags.length} policy <meta> in the head, not one`);
      continue;
    }
    if (policyMetaTags.attr('content') !== metaPolicy)
      problems.push(`${file}: its policy is not the headers' one`);
    const before = policyMetaTags.prevAll('script, style, link');
    if (before.length > 0)
      problems.push(`${file}: the policy <meta> follows a <${before.first().prop('tagName')}>`);
    $('script:not([src])').each((_, element) => {
      if (!javaScriptTypes.test(($(element).attr('type') ?? '').trim())) return;
      const hash = `'sha256-${createHash('sha256').update($(element).text()).digest('base64')}'`;
      used.add(hash);
      if (!allowed.has(hash))
        problems.push(
          `${file}: an inline script the policy does not allow: ${$(element).text().slice(0, 60)}`,
        );
    });
    $('*').each((_, element) => {
      for (const name of Object.keys(
        (element as {attribs?: Record<string, string>}).attribs ?? {},
      )) {
        if (/^on[a-z]+$/.test(name)) problems.push(`${file}: an inline ${name} handler`);
      }
    });
  }
  assert.deepEqual(problems, []);
  const unused = [...allowed].filter(
    (source) => source.startsWith("'sha256-") && !used.has(source),
  );
  assert.deepEqual(unused, [], 'hashes in the policy that no page uses');
});

test('/.well-known/security.txt names the contact, expires within the year, and says where it lives', () => {
  const fields = new Map(
    readFileSync(path.join(buildDirectory, '.well-known/security.txt'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const,
      ),
  );
  assert.match(fields.get('Contact') ?? '', /^(mailto|https):/);
  const expires = new Date(fields.get('Expires') ?? '').getTime();
  assert.ok(
    expires > Date.now() && expires < Date.now() + 365 * 86_400_000,
    'Expires within a year',
  );
  assert.equal(fields.get('Canonical'), `${siteConfig.url}/.well-known/security.txt`);
});

type Workflow = {
  jobs: Record<string, {steps: {uses?: string; with?: Record<string, unknown>}[]}>;
};

/** The steps of a workflow of .github/workflows that use an action. */
function stepsUsing(workflowFile: string, action: string) {
  const workflow = parseYaml(
    readFileSync(path.resolve(__dirname, '../../.github/workflows', workflowFile), 'utf8'),
  ) as Workflow;
  return Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .filter((step) => step.uses?.startsWith(`${action}@`));
}

test('GitHub Pages publishes /.well-known: the build has .nojekyll, and the deploy keeps hidden files', () => {
  assert.ok(existsSync(path.join(buildDirectory, '.nojekyll')));
  const [upload] = stepsUsing('deploy.yml', 'actions/upload-pages-artifact');
  assert.equal(
    upload?.with?.['include-hidden-files'],
    true,
    'upload-pages-artifact leaves out dot folders unless told',
  );
});

test("CI's browser tests get the build with its hidden files", () => {
  const build = stepsUsing('ci.yml', 'actions/upload-artifact').find(
    (step) => step.with?.name === 'build',
  );
  assert.equal(
    build?.with?.['include-hidden-files'],
    true,
    'upload-artifact leaves them out unless told',
  );
});
