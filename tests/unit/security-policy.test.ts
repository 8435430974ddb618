import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  algoliaSearchOrigins,
  askAiOrigin,
  securityPolicyFromEnv,
  securityPolicyOptionsFromEnv,
  sitePolicy,
} from '../../config/securityPolicy';
import {tagManagerOrigin} from '../../config/headTags';
import {hostedSearchEnv} from '../support/hosted-search-env.mjs';
import {
  parsePolicy,
  policyMetaTag,
  scriptHashSource,
  serializePolicy,
} from '../../src/plugins/security-policy/server/policy';
import {isExecutableScript, scanPage} from '../../src/plugins/security-policy/server/pageScan';
import {applyPolicy} from '../../src/plugins/security-policy/server/applyPolicy';
import {
  azureStaticWebAppConfig,
  headersFile,
  securityTxt,
} from '../../src/plugins/security-policy/server/hostFiles';

const siteUrl = 'https://docs.example.org';
const scanOptions = {directives: sitePolicy, siteUrl};

/** The frame's scripts, as the page template and the plugins write them (minified, as built). */
const headScript = '!function(){window.__early=1}()';
const bodyScript = '!function(){document.documentElement.dataset.theme="light"}()';
const loaderScript = (bundle: string) =>
  `!function(e){e.forEach(function(){})}(["/assets/js/${bundle}.js"])`;

/** A built page as Docusaurus writes it: minified, unquoted attributes, the app in #__docusaurus. */
function builtPage({
  loader = 'main.1a2b3c4d',
  head = '',
  content = '<p>Text',
}: {loader?: string; head?: string; content?: string} = {}): string {
  return (
    '<!doctype html><html lang=en><head><meta charset=UTF-8><meta name=generator content="Docusaurus v3.9.2">' +
    `<title data-rh=true>Page</title><script data-rh=true type=application/ld+json>{"@type":"TechArticle"}</script>${head}` +
    `<script>${headScript}</script><link rel=stylesheet href=/assets/css/styles.css /></head>` +
    `<body><svg style="display: none;"><defs><path d=M0 /></defs></svg><script>${bodyScript}</script>` +
    `<div id=__docusaurus><main><article>${content}</article></main></div><script>${loaderScript(loader)}</script></body></html>`
  );
}

describe('scriptHashSource: the hash a browser computes for an inline script', () => {
  test("matches the CSP specification's example", () => {
    // https://www.w3.org/TR/CSP3/#grammardef-hash-source
    assert.equal(
      scriptHashSource("alert('Hello, world.');"),
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  test('a changed script has another hash: a new build with new bundle names gets a new policy', () => {
    assert.notEqual(
      scriptHashSource(loaderScript('main.1a2b3c4d')),
      scriptHashSource(loaderScript('main.5e6f7a8b')),
    );
    assert.notEqual(scriptHashSource('a()'), scriptHashSource('a() '));
  });

  test("line ends are the parsed page's: CR LF counts as LF", () => {
    assert.equal(scriptHashSource('a();\r\nb();'), scriptHashSource('a();\nb();'));
  });
});

describe('isExecutableScript: data blocks are not scripts', () => {
  test('no type, an empty type and JavaScript types run; modules and import maps too', () => {
    for (const type of [
      undefined,
      '',
      'text/javascript',
      ' Text/JavaScript ',
      'module',
      'importmap',
    ]) {
      assert.equal(isExecutableScript(type === undefined ? {} : {type}), true, String(type));
    }
  });

  test('JSON-LD, templates and other types are data, never run', () => {
    for (const type of [
      'application/ld+json',
      'application/json',
      'text/template',
      'text/javascript; charset=utf-8',
    ]) {
      assert.equal(isExecutableScript({type}), false, type);
    }
  });
});

describe('scanPage', () => {
  test("finds the frame's inline scripts, and nothing else, in a built page", () => {
    const scan = scanPage(builtPage(), scanOptions);
    assert.deepEqual(scan.frameScripts, [headScript, bodyScript, loaderScript('main.1a2b3c4d')]);
    assert.deepEqual(scan.blocked, []);
  });

  test('puts the meta right after <meta charset>, before any script', () => {
    const html = builtPage();
    const {metaOffset} = scanPage(html, scanOptions);
    assert.equal(
      html.slice(0, metaOffset),
      '<!doctype html><html lang=en><head><meta charset=UTF-8>',
    );
  });

  test('a head that does not start with <meta charset> gets the meta first', () => {
    const html =
      '<!doctype html><html><head><title>x</title><script>a()</script></head><body><div id=__docusaurus></div>';
    const {metaOffset} = scanPage(html, scanOptions);
    assert.equal(html.slice(0, metaOffset), '<!doctype html><html><head>');
  });

  test('a file without a <head> gets no meta (a verification file, say)', () => {
    assert.equal(scanPage('google-site-verification: google123.html', scanOptions).metaOffset, -1);
  });

  test("an inline script that a page writes is blocked, quoted: in the app's root or in its <Head>", () => {
    const inContent = scanPage(
      builtPage({content: '<p>Hi<script>window.track("page")</script>'}),
      scanOptions,
    );
    assert.deepEqual(inContent.blocked, ['an inline <script> ("window.track(\\"page\\")")']);
    assert.equal(inContent.frameScripts.length, 3);
    const inHead = scanPage(
      builtPage({head: '<script data-rh=true>stealCookies()</script>'}),
      scanOptions,
    );
    assert.deepEqual(inHead.blocked, ['an inline <script> ("stealCookies()")']);
  });

  test('a long script is quoted by its start, on one line', () => {
    const long = `var a = 1;\n${'x();'.repeat(40)}`;
    const [problem] = scanPage(
      builtPage({content: `<script>${long}</script>`}),
      scanOptions,
    ).blocked;
    assert.match(problem!, /^an inline <script> \("var a = 1; x\(\);x\(\);.{30,}…"\)$/);
  });

  test('event handler attributes, javascript: URLs and <style> elements are blocked, anywhere', () => {
    const scan = scanPage(
      builtPage({
        content:
          '<button onclick="alert(1)">Go</button><img src=/img/a.png onerror=x() alt=""><a href=" JavaScript:void(0)">x</a>' +
          '<style>.x{color:red}</style>',
      }),
      scanOptions,
    );
    assert.deepEqual(scan.blocked, [
      'an inline event handler, onclick="alert(1)" on <button>',
      'an inline event handler, onerror="x()" on <img>',
      'a javascript: URL, href="JavaScript:void(0)" on <a>',
      'a <style> element (".x{color:red}")',
    ]);
  });

  test('style attributes are allowed: the highlighter and the theme write them', () => {
    const scan = scanPage(
      builtPage({content: '<pre style="color:#fff"><span style=color:red>x</span></pre>'}),
      scanOptions,
    );
    assert.deepEqual(scan.blocked, []);
  });

  test('files from an origin the policy does not name are blocked, naming the directive', () => {
    const scan = scanPage(
      builtPage({
        content:
          '<img src=https://img.shields.io/badge.svg alt=""><iframe src=https://www.youtube.com/embed/x></iframe>' +
          '<img src=/img/local.png alt=""><img src="data:image/png;base64,AAAA" alt=""><img src=https://docs.example.org/img/x.png alt="">',
        head: '<link rel=stylesheet href=https://fonts.googleapis.com/css>',
      }),
      scanOptions,
    );
    assert.deepEqual(scan.blocked, [
      "<link> loads https://fonts.googleapis.com/css from https://fonts.googleapis.com, which style-src does not allow ('self')",
      "<img> loads https://img.shields.io/badge.svg from https://img.shields.io, which img-src does not allow ('self' data:)",
      "<iframe> loads https://www.youtube.com/embed/x from https://www.youtube.com, which frame-src does not allow ('self')",
    ]);
  });

  test('an origin the policy names is allowed, in the directive that names it', () => {
    const directives = securityPolicyFromEnv(hostedSearchEnv);
    const scan = scanPage(
      builtPage({
        head: `<script id=consent-manager src=${hostedSearchEnv.CONSENT_SCRIPT_URL}></script><script async src=${tagManagerOrigin}/gtm.js?id=GTM-X></script>`,
      }),
      {directives, siteUrl},
    );
    assert.deepEqual(scan.blocked, []);
  });

  test('a policy <meta> of its own is blocked: there is one policy', () => {
    const scan = scanPage(
      builtPage({head: `<meta http-equiv=content-security-policy content="default-src *">`}),
      scanOptions,
    );
    assert.equal(scan.blocked.length, 1);
  });

  test('an HTML file that is not a Docusaurus page has no frame: its inline scripts are all blocked', () => {
    const scan = scanPage(
      '<html><head><script>a()</script></head><body onload=b()></body></html>',
      scanOptions,
    );
    assert.deepEqual(scan.frameScripts, []);
    assert.deepEqual(scan.blocked, [
      'an inline <script> ("a()")',
      'an inline event handler, onload="b()" on <body>',
    ]);
  });
});

describe('applyPolicy: the policy in every page of a build', () => {
  const outDirs: string[] = [];
  after(() => outDirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  function buildWith(pages: Record<string, string>): string {
    const outDir = mkdtempSync(path.join(tmpdir(), 'krci-csp-'));
    outDirs.push(outDir);
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), html);
    }
    return outDir;
  }

  test('every page gets one policy: the directives and the hash of each frame script', () => {
    const outDir = buildWith({
      'index.html': builtPage(),
      'docs/intro.html': builtPage({content: '<h1>Intro'}),
    });
    const applied = applyPolicy({outDir, directives: sitePolicy, siteUrl});
    const scripts = parsePolicy(applied.policy).get('script-src');
    assert.deepEqual(scripts, [
      "'self'",
      scriptHashSource(headScript),
      scriptHashSource(bodyScript),
      scriptHashSource(loaderScript('main.1a2b3c4d')),
    ]);
    assert.equal(applied.pages, 2);
    for (const file of ['index.html', 'docs/intro.html']) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      assert.ok(
        html.startsWith(
          `<!doctype html><html lang=en><head><meta charset=UTF-8>${policyMetaTag(applied.policy)}<meta name=generator`,
        ),
        file,
      );
    }
  });

  test('a new build whose loader lists new bundles gets a new hash in its policy', () => {
    const first = applyPolicy({
      outDir: buildWith({'index.html': builtPage()}),
      directives: sitePolicy,
      siteUrl,
    });
    const second = applyPolicy({
      outDir: buildWith({'index.html': builtPage({loader: 'main.99999999'})}),
      directives: sitePolicy,
      siteUrl,
    });
    assert.notEqual(first.policy, second.policy);
    assert.ok(second.policy.includes(scriptHashSource(loaderScript('main.99999999'))));
  });

  test('a page with an inline script the policy does not allow fails, naming the page and quoting the script; no page is changed', () => {
    const clean = builtPage();
    const outDir = buildWith({
      'index.html': clean,
      'docs/widget.html': builtPage({content: '<script>document.write("hi")</script>'}),
    });
    assert.throws(
      () =>
        applyPolicy({
          outDir,
          directives: sitePolicy,
          siteUrl,
          describe: (file) =>
            file === 'docs/widget.html'
              ? '/docs/widget (docs/widget.mdx), built as docs/widget.html'
              : file,
        }),
      (error: Error) => {
        assert.match(
          error.message,
          /\/docs\/widget \(docs\/widget\.mdx\), built as docs\/widget\.html\n {2}- an inline <script> \("document\.write\(\\"hi\\"\)"\)/,
        );
        assert.doesNotMatch(error.message, /index\.html/);
        return true;
      },
    );
    assert.equal(readFileSync(path.join(outDir, 'index.html'), 'utf8'), clean);
  });

  test('JSON-LD data blocks neither grow the policy nor fail the build', () => {
    const applied = applyPolicy({
      outDir: buildWith({
        'blog/post.html': builtPage({
          head: '<script type=application/ld+json>{"@type":"BlogPosting"}</script>',
        }),
      }),
      directives: sitePolicy,
      siteUrl,
    });
    assert.equal(applied.frameScripts.size, 3);
  });
});

describe('the policy of a build, from its variables', () => {
  test('without hosted services: the site itself only, nothing inline but the hashed frame', () => {
    const policy = serializePolicy(securityPolicyFromEnv({}));
    assert.equal(
      policy,
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; " +
        "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  test("Algolia adds its application's search hosts; Ask AI its chat server", () => {
    const search = securityPolicyFromEnv({ALGOLIA_APP_ID: 'ABC123XYZ', ALGOLIA_API_KEY: 'k'});
    assert.deepEqual(search['connect-src'], [
      "'self'",
      'https://abc123xyz-dsn.algolia.net',
      'https://abc123xyz-1.algolianet.com',
      'https://abc123xyz-2.algolianet.com',
      'https://abc123xyz-3.algolianet.com',
    ]);
    assert.deepEqual(search['script-src'], ["'self'"]);
    const askAi = securityPolicyFromEnv({
      ALGOLIA_APP_ID: 'ABC123XYZ',
      ALGOLIA_API_KEY: 'k',
      ALGOLIA_ASSISTANT_ID: 'a',
    });
    assert.ok(askAi['connect-src']?.includes(askAiOrigin));
  });

  test('the consent script adds its origin, and Tag Manager www.googletagmanager.com', () => {
    const policy = securityPolicyFromEnv({
      CONSENT_SCRIPT_URL: 'https://cdn.consent.example/v2/loader.js?site=1',
      TAG_MANAGER_ID: 'GTM-ABC1234',
    });
    assert.deepEqual(policy['script-src'], [
      "'self'",
      'https://cdn.consent.example',
      tagManagerOrigin,
    ]);
    assert.deepEqual(policy['img-src'], [
      "'self'",
      'data:',
      'https://cdn.consent.example',
      tagManagerOrigin,
    ]);
    assert.deepEqual(policy['style-src'], ["'self'", 'https://cdn.consent.example']);
    assert.deepEqual(policy['connect-src'], [
      "'self'",
      'https://cdn.consent.example',
      tagManagerOrigin,
    ]);
    assert.ok(!serializePolicy(policy).includes('*'), 'no wildcard');
    assert.ok(!serializePolicy(policy).includes("'unsafe-eval'"));
  });

  test("the browser tests' hosted build reaches the hosts they answer for Algolia, Ask AI and the scripts", () => {
    const policy = securityPolicyFromEnv(hostedSearchEnv);
    for (const origin of [...algoliaSearchOrigins(hostedSearchEnv.ALGOLIA_APP_ID), askAiOrigin]) {
      assert.ok(policy['connect-src']?.includes(origin), origin);
    }
    assert.ok(policy['script-src']?.includes(new URL(hostedSearchEnv.CONSENT_SCRIPT_URL).origin));
    assert.ok(policy['script-src']?.includes(tagManagerOrigin));
  });

  test('a malformed consent address stops the build, naming the variable', () => {
    assert.throws(
      () => securityPolicyFromEnv({CONSENT_SCRIPT_URL: 'http://consent.example/s.js'}),
      /CONSENT_SCRIPT_URL/,
    );
  });
});

describe('the files of the hosts that send headers', () => {
  const options = securityPolicyOptionsFromEnv({});
  const input = {
    everyResponse: {
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
      ...options.securityHeaders,
    },
    rules: options.pathHeaders,
    siteUrl,
    contact: options.securityContact,
    expires: new Date('2027-05-01T00:00:00Z'),
  };

  test('_headers: a pattern, then its headers indented under it', () => {
    const text = headersFile(input);
    assert.ok(text.endsWith('\n'));
    const blocks = text
      .trimEnd()
      .split('\n\n')
      .filter((block) => !block.startsWith('#'))
      .map((block) => block.split('\n'));
    assert.deepEqual(
      blocks.map(([pattern]) => pattern),
      ['/*', '/assets/*', '/*.md', '/llms.txt', '/llms-full.txt'],
    );
    for (const [, ...headers] of blocks) {
      for (const line of headers) assert.match(line, /^ {2}[A-Za-z-]+: \S/);
    }
    assert.ok(
      text.includes("  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n"),
    );
    assert.ok(text.includes('  X-Content-Type-Options: nosniff\n'));
  });

  test('_headers refuses a line longer than Cloudflare reads', () => {
    assert.throws(
      () =>
        headersFile({
          ...input,
          everyResponse: {'Content-Security-Policy': `script-src ${"'sha256-x' ".repeat(200)}`},
        }),
      /over Cloudflare Pages' limit/,
    );
  });

  test('staticwebapp.config.json: the same headers for every response, the rest by route', () => {
    const config = JSON.parse(azureStaticWebAppConfig(input)) as {
      globalHeaders: Record<string, string>;
      routes: {route: string; headers: Record<string, string>}[];
    };
    assert.deepEqual(config.globalHeaders, input.everyResponse);
    assert.deepEqual(
      config.routes.map(({route}) => route),
      ['/assets/*', '/*.md', '/llms.txt', '/llms-full.txt'],
    );
  });

  test('security.txt: the contact, an expiry, and its own address', () => {
    assert.equal(
      securityTxt(input),
      'Contact: mailto:SupportEPMD-EDP@epam.com\nExpires: 2027-05-01T00:00:00.000Z\nPreferred-Languages: en\n' +
        'Canonical: https://docs.example.org/.well-known/security.txt\n',
    );
  });
});
