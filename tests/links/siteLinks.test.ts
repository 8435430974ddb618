import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {listBuiltHtmlPages, routeOfHtmlFile} from '../support/builtPages';
import {
  checkSiteLinks,
  formatBrokenLinks,
  formatExternalLinks,
  type LinkReport,
} from '../support/siteLinks';

const siteUrl = 'https://docs.example.org';

/** A page of the tiny fixture site: a body of links and headings. */
function html(body: string, head = ''): string {
  return `<!doctype html><html><head><title>fixture</title>${head}</head><body>${body}</body></html>`;
}

/** Writes a throw-away build folder and checks it. */
function checkFixtureSite(files: Record<string, string>): LinkReport {
  const directory = mkdtempSync(path.join(tmpdir(), 'krci-links-'));
  try {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(directory, file)), {recursive: true});
      writeFileSync(path.join(directory, file), content);
    }
    return checkSiteLinks(directory, siteUrl);
  } finally {
    rmSync(directory, {recursive: true, force: true});
  }
}

/** The pages every case links to: one per way a static host finds a page, plus plain files. */
const targets: Record<string, string> = {
  'docs/flat.html': html('<h1>Flat</h1><h2 id="install">Install</h2>'),
  'docs/folder/index.html': html(
    '<h1>Folder</h1><a name="legacy-anchor"></a><h2 id="set-up">Set up</h2>',
  ),
  'search.html': html('<h1>Search</h1>'),
  'blog/rss.xml': '<rss></rss>',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

const brokenOf = (report: LinkReport) =>
  [...report.missingTargets, ...report.missingAnchors].map(({page, url}) => `${page} ${url}`);

describe('routes of built HTML files (trailingSlash: false)', () => {
  test('x.html and x/index.html are both /x; index.html is /', () => {
    assert.equal(routeOfHtmlFile('docs/flat.html'), '/docs/flat');
    assert.equal(routeOfHtmlFile('docs/folder/index.html'), '/docs/folder');
    assert.equal(routeOfHtmlFile('index.html'), '/');
  });

  test('a missing build says how to make one', () => {
    assert.throws(() => listBuiltHtmlPages('/nonexistent/krci-build'), /run `npm run build` first/);
  });
});

describe('checkSiteLinks', () => {
  test('accepts links to existing pages, files, anchors and query strings', () => {
    const report = checkFixtureSite({
      ...targets,
      'index.html': html(
        [
          '<h1 id="top">Home</h1>',
          '<a href="/docs/flat">flat page</a>',
          '<a href="/docs/folder">folder page</a>',
          '<a href="/docs/flat#install">anchor on another page</a>',
          '<a href="/docs/folder#legacy-anchor">named anchor</a>',
          '<a href="#top">anchor on this page</a>',
          '<a href="#">top of the page</a>',
          '<a href="docs/flat">relative link</a>',
          '<a href="/search?q=tekton">search with a query</a>',
          '<a href="pathname:///blog/rss.xml">feed</a>',
          '<a href="/blog/rss.xml">feed again</a>',
          '<img src="/img/logo.svg" alt="logo">',
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">',
        ].join(''),
        `<link rel="canonical" href="${siteUrl}/"><link rel="alternate" hreflang="en" href="${siteUrl}/docs/flat">`,
      ),
    });
    assert.deepEqual(brokenOf(report), []);
    assert.deepEqual(report.pagesChecked, ['/', '/docs/flat', '/docs/folder', '/search']);
    assert.equal(report.internalLinksChecked, 13);
    assert.equal(report.anchorsChecked, 3);
  });

  test('catches a link to a missing page and names the page it is on', () => {
    const report = checkFixtureSite({
      ...targets,
      'index.html': html('<h1>Home</h1><a href="/docs/no-such-page">gone</a>'),
    });
    assert.deepEqual(report.missingTargets, [
      {
        page: '/',
        kind: 'a[href]',
        url: '/docs/no-such-page',
        problem:
          'no page or file at /docs/no-such-page, /docs/no-such-page.html or /docs/no-such-page/index.html',
      },
    ]);
    assert.deepEqual(report.missingAnchors, []);
  });

  test('catches a trailing slash on a page that only x.html serves', () => {
    const report = checkFixtureSite({
      ...targets,
      'index.html': html('<h1>Home</h1><a href="/docs/flat/">slash</a>'),
    });
    assert.deepEqual(brokenOf(report), ['/ /docs/flat/']);
  });

  test('catches a missing #anchor on another page', () => {
    const report = checkFixtureSite({
      ...targets,
      'index.html': html('<h1>Home</h1><a href="/docs/folder#no-such-heading">x</a>'),
    });
    assert.deepEqual(report.missingTargets, []);
    assert.deepEqual(report.missingAnchors, [
      {
        page: '/',
        kind: 'a[href]',
        url: '/docs/folder#no-such-heading',
        problem: '/docs/folder has no element with id "no-such-heading"',
      },
    ]);
  });

  test('catches a missing #anchor on the same page', () => {
    const report = checkFixtureSite({
      ...targets,
      'docs/flat.html': html('<h1>Flat</h1><h2 id="install">I</h2><a href="#instal">typo</a>'),
    });
    assert.deepEqual(report.missingAnchors, [
      {
        page: '/docs/flat',
        kind: 'a[href]',
        url: '#instal',
        problem: 'this page has no element with id "instal"',
      },
    ]);
  });

  test('catches a missing image, feed file and canonical page', () => {
    const report = checkFixtureSite({
      ...targets,
      'index.html': html(
        '<h1>Home</h1><img src="/img/missing.png" alt="x"><a href="pathname:///blog/atom.xml">atom</a>',
        `<link rel="canonical" href="${siteUrl}/old-home"><link rel="alternate" hreflang="de" href="${siteUrl}/de/">`,
      ),
    });
    assert.deepEqual(
      report.missingTargets.map(({kind, url}) => `${kind} ${url}`),
      // In the order the checker reads them: links, images, canonical, hreflang.
      [
        'a[href] pathname:///blog/atom.xml',
        'img[src] /img/missing.png',
        `link[rel=canonical] ${siteUrl}/old-home`,
        `link[hreflang] ${siteUrl}/de/`,
      ],
    );
  });

  test('lists external links with the pages that link to them, and never counts them as internal', () => {
    const report = checkFixtureSite({
      ...targets,
      'index.html': html(
        '<h1>Home</h1><a href="https://github.com/KubeRocketCI/docs">GitHub</a><a href="mailto:team@example.org">mail</a>',
      ),
      'docs/flat.html': html(
        '<h1>Flat</h1><h2 id="install">I</h2><a href="https://github.com/KubeRocketCI/docs">GitHub</a>',
      ),
    });
    assert.equal(report.internalLinksChecked, 0);
    assert.deepEqual(Object.fromEntries(report.externalLinks), {
      'https://github.com/KubeRocketCI/docs': ['/', '/docs/flat'],
      'mailto:team@example.org': ['/'],
    });
    assert.equal(
      formatExternalLinks(report.externalLinks),
      'https://github.com/KubeRocketCI/docs\t2 page(s), first on /\nmailto:team@example.org\t1 page(s), first on /',
    );
  });
});

describe('formatBrokenLinks', () => {
  test('groups each broken link under the page it is on', () => {
    const message = formatBrokenLinks([
      {page: '/docs/a', kind: 'a[href]', url: '/docs/x', problem: 'no page or file at /docs/x'},
      {
        page: '/docs/a',
        kind: 'img[src]',
        url: '/img/y.png',
        problem: 'no page or file at /img/y.png',
      },
      {page: '/blog', kind: 'a[href]', url: '#z', problem: 'this page has no element with id "z"'},
    ]);
    assert.equal(
      message,
      [
        '3 broken link(s) on 2 page(s):',
        '  on /docs/a:',
        '    a[href] /docs/x -> no page or file at /docs/x',
        '    img[src] /img/y.png -> no page or file at /img/y.png',
        '  on /blog:',
        '    a[href] #z -> this page has no element with id "z"',
      ].join('\n'),
    );
  });
});
