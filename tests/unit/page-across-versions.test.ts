import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  docAtPath,
  docsPluginOfPath,
  locateInVersions,
  missingPageLink,
  missingPageOfQuery,
  samePageInOtherVersions,
  withoutTrailingSlash,
  type VersionPages,
} from '../../src/navigation/pageAcrossVersions';

/** The query string of a landing page link that names the page the reader left. */
const fromQuery = (from: string) => `?${new URLSearchParams({from}).toString()}`;

/** The shape of the docs plugin's global data, as the site builds it: next, latest, older. */
function version(name: string, label: string, path: string, ids: string[], isLast = false) {
  return {
    name,
    label,
    path,
    isLast,
    docs: ids.map((id) => {
      const slug = id === 'index' ? '' : id.replace(/(^|\/)index$/, '');
      // Global data keeps a trailing slash on index docs and on a version's landing page.
      return {
        id,
        path: id.endsWith('index') ? `${path}/${slug}/`.replace('//', '/') : `${path}/${slug}`,
      };
    }),
  } satisfies VersionPages;
}

const next = version('current', '3.13-dev', '/docs/next', [
  'index',
  'about-platform',
  'user-guide/index',
  'operator-guide/extensions/git-discovery',
]);
const latest = version(
  '3.12',
  '3.12',
  '/docs',
  ['index', 'about-platform', 'user-guide/index', 'operator-guide/extensions/git-discovery'],
  true,
);
const older = version('3.11', '3.11', '/docs/3.11', [
  'index',
  'about-platform',
  'user-guide/index',
  'operator-guide/upgrade/upgrade-edp-3.11-only',
]);
const versions = [next, latest, older];

describe('withoutTrailingSlash', () => {
  test('drops the slash that global data keeps on index docs, and keeps the root', () => {
    assert.equal(withoutTrailingSlash('/docs/3.11/'), '/docs/3.11');
    assert.equal(withoutTrailingSlash('/docs/user-guide/'), '/docs/user-guide');
    assert.equal(withoutTrailingSlash('/docs/about-platform'), '/docs/about-platform');
    assert.equal(withoutTrailingSlash('/'), '/');
  });
});

describe('locateInVersions', () => {
  test('a path under an older version belongs to it, not to the latest at /docs', () => {
    const located = locateInVersions(
      versions,
      '/docs/3.11/operator-guide/extensions/git-discovery',
    );
    assert.equal(located?.version, older);
    assert.equal(located?.rest, 'operator-guide/extensions/git-discovery');
  });

  test('a path without a version segment belongs to the latest release', () => {
    const located = locateInVersions(versions, '/docs/operator-guide/x');
    assert.equal(located?.version, latest);
    assert.equal(located?.rest, 'operator-guide/x');
  });

  test('a version root, with or without its slash, is that version with nothing after it', () => {
    assert.deepEqual(locateInVersions(versions, '/docs/next/'), {version: next, rest: ''});
    assert.deepEqual(locateInVersions(versions, '/docs'), {version: latest, rest: ''});
  });

  test('a segment that only starts like a version is a page of the latest release', () => {
    assert.equal(locateInVersions(versions, '/docs/3.110/x')?.version, latest);
    assert.equal(locateInVersions(versions, '/docs/next-steps')?.version, latest);
  });

  test('a path outside every version belongs to none', () => {
    assert.equal(locateInVersions(versions, '/blog/post'), undefined);
    assert.equal(locateInVersions(versions, '/docsearch'), undefined);
  });
});

describe('docsPluginOfPath', () => {
  const plugins = [{path: '/docs'}, {path: '/faq'}];

  test('picks the instance whose path holds the page', () => {
    assert.equal(docsPluginOfPath(plugins, '/faq/how-to/x'), plugins[1]);
    assert.equal(docsPluginOfPath(plugins, '/docs/3.11/x'), plugins[0]);
  });

  test('the longest path wins, and a look-alike prefix does not count', () => {
    const nested = [{path: '/docs'}, {path: '/docs/faq'}];
    assert.equal(docsPluginOfPath(nested, '/docs/faq/x'), nested[1]);
    assert.equal(docsPluginOfPath(plugins, '/faqs'), undefined);
  });
});

describe('docAtPath', () => {
  test('finds the doc and its version, ignoring a trailing slash', () => {
    assert.deepEqual(docAtPath(versions, '/docs/3.11/user-guide/'), {
      version: older,
      id: 'user-guide/index',
      path: '/docs/3.11/user-guide',
    });
  });

  test('is undefined for a path that no doc has', () => {
    assert.equal(
      docAtPath(versions, '/docs/3.11/operator-guide/extensions/git-discovery'),
      undefined,
    );
  });
});

describe('samePageInOtherVersions', () => {
  test('lists the versions that have the page, the latest release first', () => {
    const found = samePageInOtherVersions(
      versions,
      '/docs/3.11/operator-guide/extensions/git-discovery',
    );
    assert.deepEqual(
      found.map((page) => [page.version.label, page.path]),
      [
        ['3.12', '/docs/operator-guide/extensions/git-discovery'],
        ['3.13-dev', '/docs/next/operator-guide/extensions/git-discovery'],
      ],
    );
  });

  test('finds a page of an older version from a path of the latest', () => {
    const found = samePageInOtherVersions(
      versions,
      '/docs/operator-guide/upgrade/upgrade-edp-3.11-only',
    );
    assert.deepEqual(
      found.map((page) => page.path),
      ['/docs/3.11/operator-guide/upgrade/upgrade-edp-3.11-only'],
    );
  });

  test('matches index docs, whose paths end with a slash', () => {
    const withoutGuide = {
      ...older,
      docs: older.docs.filter((doc) => doc.id !== 'user-guide/index'),
    };
    const found = samePageInOtherVersions([next, latest, withoutGuide], '/docs/3.11/user-guide');
    assert.deepEqual(
      found.map((page) => page.path),
      ['/docs/user-guide', '/docs/next/user-guide'],
    );
  });

  test('is empty for a page no version has, for a version root, and outside the docs', () => {
    assert.deepEqual(samePageInOtherVersions(versions, '/docs/3.11/no-such-page'), []);
    assert.deepEqual(samePageInOtherVersions(versions, '/docs/3.11'), []);
    assert.deepEqual(samePageInOtherVersions(versions, '/blog/no-such-post'), []);
  });
});

describe('missingPageLink and missingPageOfQuery', () => {
  test('the link leads to the landing page and names the page left behind', () => {
    const link = new URL(
      missingPageLink('/docs/3.11/', '/docs/operator-guide/extensions/git-discovery'),
      'https://docs.example.com',
    );
    assert.equal(link.pathname, '/docs/3.11');
    assert.equal(link.searchParams.get('from'), '/docs/operator-guide/extensions/git-discovery');
  });

  test('the landing page reads back the page and the version that has it', () => {
    const link = missingPageLink('/docs/3.11/', '/docs/operator-guide/extensions/git-discovery');
    const search = link.slice(link.indexOf('?'));
    const page = missingPageOfQuery(versions, '3.11', search);
    assert.equal(page?.version, latest);
    assert.equal(page?.id, 'operator-guide/extensions/git-discovery');
    assert.equal(page?.path, '/docs/operator-guide/extensions/git-discovery');
  });

  test('says nothing of a page the version has, of a path that is no page, or without the parameter', () => {
    assert.equal(
      missingPageOfQuery(versions, '3.11', fromQuery('/docs/about-platform')),
      undefined,
    );
    assert.equal(missingPageOfQuery(versions, '3.11', fromQuery('/docs/nowhere')), undefined);
    assert.equal(
      missingPageOfQuery(versions, '3.11', fromQuery('https://example.com/')),
      undefined,
    );
    assert.equal(missingPageOfQuery(versions, '3.11', ''), undefined);
    assert.equal(missingPageOfQuery(versions, 'no-such-version', fromQuery('/docs/x')), undefined);
  });

  test('a page of the version itself is never reported missing from it', () => {
    assert.equal(
      missingPageOfQuery(
        versions,
        '3.11',
        fromQuery('/docs/3.11/operator-guide/upgrade/upgrade-edp-3.11-only'),
      ),
      undefined,
    );
  });
});
