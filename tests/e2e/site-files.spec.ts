import {test, expect} from '@playwright/test';
import {docsVersions as releaseVersions} from '../../config/releases';
import {blogPosts, docsVersions, titleOf} from '../support/content';
import {openHydrated, settled} from '../support/hydration';
import {searchBox, searchButton} from './support/search';

const siteUrl = 'https://docs.kuberocketci.io';

test.describe('sitemap', () => {
  test('offers the latest docs, the FAQ, the blog and the pages, weekly at priority 0.5', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.replace(siteUrl, ''),
    );

    for (const route of [
      '/',
      '/pricing',
      '/docs/about-platform',
      '/docs/operator-guide',
      '/faq/general-questions',
      '/blog',
    ]) {
      expect(locations).toContain(route);
    }
    const excluded = /^\/docs\/(next|3\.10|3\.11|3\.12)(\/|$)|^\/blog\/tags(\/|$)/;
    expect(locations.filter((route) => excluded.test(route))).toEqual([]);

    const entries = xml.match(/<url>/g) ?? [];
    expect(xml.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(entries.length);
    expect(xml.match(/<priority>0\.5<\/priority>/g)).toHaveLength(entries.length);
  });
});

test('/.well-known/security.txt is served, as text, with the contact for vulnerability reports', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/^Contact: mailto:\S+@\S+$/m);
});

test.describe('blog feeds', () => {
  const feeds = [
    {path: '/blog/rss.xml', type: /xml/},
    {path: '/blog/atom.xml', type: /xml/},
    {path: '/blog/feed.json', type: /json/},
  ];
  for (const feed of feeds) {
    test(`${feed.path} lists every post`, async ({request}) => {
      const response = await request.get(feed.path);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toMatch(feed.type);
      const body = await response.text();
      for (const post of blogPosts()) {
        expect(body).toContain(`${siteUrl}${post.route}`);
      }
    });
  }

  test('the JSON feed parses and names each post', async ({request}) => {
    const feed = (await (await request.get('/blog/feed.json')).json()) as {
      items: {title: string}[];
    };
    expect(feed.items.map((item) => item.title).sort()).toEqual(
      blogPosts()
        .map((post) => post.title)
        .sort(),
    );
  });
});

test.describe('Markdown twins and llms.txt', () => {
  /** The latest release, served at /docs. */
  const latest = docsVersions.find(({routeBase}) => routeBase === '/docs')!;

  test('a docs page links its Markdown twin, which is served as Markdown text', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/about-platform');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      '/docs/about-platform.md',
    );
    const response = await request.get('/docs/about-platform.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const twin = await response.text();
    expect(twin.startsWith(`# ${titleOf(`${latest.dir}/about-platform.md`)}\n\n`)).toBe(true);
    expect(twin).not.toMatch(/^import |<Tabs|:::/m);
  });

  test('/llms.txt names the site and links the latest docs’ twins; /llms-full.txt holds them', async ({
    request,
  }) => {
    const index = await request.get('/llms.txt');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await index.text();
    expect(text).toMatch(/^# KubeRocketCI\n\n> \S/);
    expect(text).toContain('\n## Getting Started\n');
    expect(text).toContain(`](${siteUrl}/docs/about-platform.md): `);

    const full = await request.get('/llms-full.txt');
    expect(full.status()).toBe(200);
    expect(await full.text()).toContain(`\n\nSource: <${siteUrl}/docs/about-platform>\n\n`);
  });
});

test.describe('self-contained by default', () => {
  test('a default build sends no request outside its own origin, searching included', async ({
    page,
  }) => {
    const hosts: string[] = [];
    page.on('request', (request) => hosts.push(new URL(request.url()).host));
    for (const route of ['/', '/docs/about-platform', '/blog', '/faq/general-questions']) {
      await openHydrated(page, route);
      await settled(page);
    }
    await searchButton(page).click();
    await searchBox(page).fill('keycloak');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(hosts.filter((host) => host !== new URL(page.url()).host)).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
  });
});

test.describe('release data', () => {
  test('/releases.json lists every docs version with its facts, and Supported Versions links it', async ({
    page,
    request,
  }) => {
    const response = await request.get('/releases.json');
    expect(response.ok()).toBe(true);
    const {versions} = (await response.json()) as {
      versions: {docsVersion: string; label: string; chart: {version: string}; docs: string}[];
    };
    expect(versions.map(({label}) => label)).toEqual(docsVersions.map(({label}) => label));
    for (const [index, version] of versions.entries()) {
      expect(version.chart.version).toBe(releaseVersions[index]!.release.chart.version);
      expect(version.docs).toMatch(/^https:\/\/docs\.kuberocketci\.io\/docs/);
    }

    await openHydrated(page, '/docs/supported-versions');
    const link = page.getByRole('link', {name: '/releases.json'});
    await expect(link).toHaveAttribute('href', '/releases.json');
  });
});
