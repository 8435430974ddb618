import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {canonicalDocPath, techArticle} from '../../src/seo/docMetadata';

const latest = {
  docs: [
    {id: 'about-platform', path: '/docs/about-platform'},
    {id: 'quick-start/platform-installation', path: '/docs/quick-start/platform-installation'},
  ],
};

describe('canonicalDocPath', () => {
  test('points a page of another version at the same page in the latest release', () => {
    assert.equal(
      canonicalDocPath(latest, 'about-platform', '/docs/3.10/about-platform'),
      '/docs/about-platform',
    );
  });

  test('drops the trailing slash that global data gives index docs', () => {
    const withIndex = {docs: [{id: 'user-guide/index', path: '/docs/user-guide/'}]};
    assert.equal(
      canonicalDocPath(withIndex, 'user-guide/index', '/docs/3.11/user-guide'),
      '/docs/user-guide',
    );
  });

  test('keeps the page itself when the latest release has no such page', () => {
    assert.equal(
      canonicalDocPath(
        latest,
        'operator-guide/extensions/git-discovery',
        '/docs/next/operator-guide/extensions/git-discovery',
      ),
      '/docs/next/operator-guide/extensions/git-discovery',
    );
  });
});

describe('techArticle', () => {
  const input = {
    title: 'About KubeRocketCI',
    description: 'What the platform is.',
    url: 'https://docs.example.com/docs/3.11/about-platform',
    versionLabel: '3.11',
    siteName: 'KubeRocketCI',
    siteUrl: 'https://docs.example.com/',
    logoUrl: 'https://docs.example.com/img/logo.svg',
  };

  test('describes the page, its version and its publisher', () => {
    const data = techArticle({...input, lastUpdatedAt: Date.UTC(2026, 0, 2)});
    assert.equal(data['@type'], 'TechArticle');
    assert.equal(data.headline, 'About KubeRocketCI');
    assert.equal(data.url, input.url);
    assert.equal(data.version, '3.11');
    assert.equal(data.dateModified, '2026-01-02T00:00:00.000Z');
    assert.deepEqual(data.publisher, {
      '@type': 'Organization',
      name: 'KubeRocketCI',
      url: 'https://docs.example.com/',
      logo: {'@type': 'ImageObject', url: 'https://docs.example.com/img/logo.svg'},
    });
  });

  test('leaves dateModified out when the last update is unknown', () => {
    assert.equal('dateModified' in techArticle({...input, lastUpdatedAt: null}), false);
  });
});
