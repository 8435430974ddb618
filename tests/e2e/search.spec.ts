import {test, expect} from './support/console';
import type {Locator, Page} from '@playwright/test';
import {docsVersionOfPath, docsVersions} from '../support/content';
import {openHydrated, reloadHydrated, settled} from '../support/hydration';
import {hitDestination, searchBox, searchButton} from './support/search';

/** What the browser and the search client log while the index is unreachable. */
const offlineErrors = /ERR_INTERNET_DISCONNECTED|The search index .* could not be fetched/;

const hits = (page: Page) => page.getByRole('option');

/** The search page's results: one article per page, its matching sections listed under it. */
const resultPages = (page: Page) => page.getByRole('article');
/** The matching sections of the results, those behind a page's "N more sections" too if asked. */
const resultSections = (results: Page | Locator, {includeHidden = false} = {}) =>
  results
    .getByRole('list', {name: 'Matching sections', includeHidden})
    .getByRole('listitem', {includeHidden});
/** The count above the results: every hit is a section of a page. */
const sectionsFound = (page: Page) => page.getByText(/^\d+ sections? found$/);
/** The button that shows the rest of a page's matching sections. */
const moreSections = (results: Page | Locator) =>
  results.getByRole('button', {name: /^(One|\d+) more sections?$/});

async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await searchBox(page).fill(query);
}

test.describe('the search modal (embedded index)', () => {
  test('Ctrl+K, Cmd+K and / open it, Escape closes it, the navbar button opens it', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    // Closing the modal gives the focus back to the search button: "/" works from there too.
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(searchBox(page), shortcut).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchBox(page)).toHaveCount(0);
    }
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
  });

  test('/ typed into a text field stays in the field', async ({page}) => {
    await openHydrated(page, '/search');
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.fill('tekton');
    await field.press('/');
    await expect(field).toHaveValue('tekton/');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('fetches no search data before the reader searches', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) {
        searchRequests.push(request.url());
      }
    });
    await openHydrated(page, '/docs/about-platform');
    await settled(page);
    expect(searchRequests).toEqual([]);
    await searchFor(page, 'tekton');
    await expect(hits(page).first()).toBeVisible();
    expect(searchRequests.length).toBeGreaterThan(0);
  });

  test('a hit leads to its page and heading', async ({page}) => {
    await openHydrated(page, '/');
    await searchFor(page, 'Tekton');
    const first = hits(page).first();
    await expect(first).toBeVisible();
    const href = await first.getByRole('link').getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(hitDestination(href!));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  for (const version of docsVersions) {
    test(`on ${version.routeBase} pages, docs results come from ${version.label}`, async ({
      page,
    }) => {
      await openHydrated(page, `${version.routeBase}/about-platform`);
      await searchFor(page, 'KubeRocketCI platform');
      await expect(hits(page).first()).toBeVisible();
      const docsLinks = (
        await page
          .locator('.DocSearch-Hit a')
          .evaluateAll((links) =>
            links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
          )
      ).filter((path) => path.startsWith('/docs'));
      expect(docsLinks.length).toBeGreaterThan(0);
      for (const path of docsLinks) {
        expect(docsVersionOfPath(path), path).toBe(version.name);
      }
    });
  }

  test('recent and favourite searches survive a reload', async ({page}) => {
    await openHydrated(page, '/docs/about-platform');
    await searchFor(page, 'Argo CD');
    const first = hits(page).first();
    const title = (await first.locator('.DocSearch-Hit-title').textContent())!.trim();
    const href = await first.getByRole('link').getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(hitDestination(href!));
    await reloadHydrated(page);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'});
    await expect(recent).toBeVisible();
    await page.getByRole('button', {name: 'Save this search'}).first().click();
    await page.keyboard.press('Escape');
    await reloadHydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await expect(page.getByRole('option').filter({hasText: title}).first()).toBeVisible();
  });

  test('no results on the first query: the query, suggestions that work, and a way to report it', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    // cspell:ignore tekn (a word too short for the typo tolerance: it matches nothing)
    await searchFor(page, 'tekn');
    await expect(page.getByText('No results found for "tekn"')).toBeVisible();
    await expect(page.getByText('Try searching for:')).toBeVisible();
    const report = page.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/KubeRocketCI\/docs\/issues\/new\?.*tekn/,
    );
    // The nearest indexed word comes first, then sections of the site.
    const suggestions = page.locator('.DocSearch-Prefill');
    await expect(suggestions).toHaveCount(3);
    await expect(suggestions.first()).toHaveText('tekton');
    for (const index of [0, 2]) {
      const suggestion = suggestions.nth(index);
      const suggested = (await suggestion.textContent())!.trim().toLowerCase();
      await suggestion.click();
      await expect(searchBox(page)).toHaveValue(`${suggested} `);
      await expect(hits(page).first()).toBeVisible();
      await searchBox(page).fill('tekn');
    }
  });

  test('while the index loads, the modal says it is searching, never that nothing was found', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/about-platform');
    // The index's files are held back until the test has seen the modal wait for them.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/**', async (route) => {
      await released;
      await route.continue();
    });
    await searchFor(page, 'tekton');
    await expect(page.getByRole('status').filter({hasText: 'Searching…'})).toBeVisible();
    await expect(page.getByText('No results found')).toHaveCount(0);
    release();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.getByText('No results found')).toHaveCount(0);
  });

  // cspell:ignore kubernets keycloack tekon (misspelled on purpose)
  for (const [typo, spelled] of [
    ['kubernets', 'Kubernetes'],
    ['keycloack', 'Keycloak'],
    ['tekon pipelines', 'Tekton'],
  ] as const) {
    test(`a typo finds what the right spelling finds: "${typo}"`, async ({page}) => {
      await openHydrated(page, '/docs/about-platform');
      await searchFor(page, typo);
      await expect(hits(page).first()).toBeVisible();
      await expect(hits(page).first().locator('mark').first()).toHaveText(spelled, {
        ignoreCase: true,
      });
    });
  }

  test.describe('offline', () => {
    test.use({expectedConsoleErrors: offlineErrors});

    test('a failed index fetch shows the error screen, and the next search works', async ({
      page,
    }) => {
      await openHydrated(page, '/docs/about-platform');
      await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
      await searchFor(page, 'Tekton');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(
        page.getByText('You might want to check your network connection.'),
      ).toBeVisible();
      await page.unroute('**/search-index/**');
      await searchBox(page).fill('Tekton pipelines');
      await expect(hits(page).first()).toBeVisible();
    });
  });

  test('"See all N results" opens the search page with the same N results', async ({page}) => {
    await openHydrated(page, '/docs/3.11/about-platform');
    await searchFor(page, 'Kubernetes');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=Kubernetes&version=3\.11$/);
    // Both count hits, which are sections of pages: the page groups them by page, and says "sections".
    await expect(sectionsFound(page)).toHaveText(`${count} sections found`);
  });
});

test.describe('the search page (embedded index)', () => {
  test('shows results for the query in the URL and keeps the URL in step with typing', async ({
    page,
  }) => {
    await openHydrated(page, '/search?q=keycloak');
    await expect(
      page.getByRole('heading', {level: 1, name: 'Search results for "keycloak"'}),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).fill('argo cd');
    await expect(page).toHaveURL(/\/search\?q=argo(\+|%20)cd/);
    await expect(
      page.getByRole('heading', {level: 1, name: 'Search results for "argo cd"'}),
    ).toBeVisible();
  });

  test('filters by docs version', async ({page}) => {
    await openHydrated(page, '/search?q=kubernetes');
    const version = page.getByRole('combobox', {name: 'Docs version'});
    for (const {name, label} of docsVersions) {
      await version.selectOption({label});
      // Until the chosen version's results come, the list shows the previous version's.
      await expect(async () => {
        const paths = (
          await page
            .getByRole('article')
            .getByRole('heading')
            .getByRole('link')
            .evaluateAll((links) =>
              links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
            )
        ).filter((path) => path.startsWith('/docs'));
        expect(paths.length, name).toBeGreaterThan(0);
        expect(paths.map(docsVersionOfPath), paths.join(', ')).toEqual(paths.map(() => name));
      }).toPass();
    }
  });

  test('shows each page once, with its matching sections under it', async ({page}) => {
    // Most of the top hits for "sonarcloud" are sections of the page that sets SonarCloud up.
    await openHydrated(page, '/search?q=sonarcloud');
    const setUp = resultPages(page).filter({
      has: page.getByRole('heading', {level: 2, name: 'Integrate SonarCloud'}),
    });
    await expect(setUp).toHaveCount(1);
    const pageUrl = await setUp.getByRole('heading').getByRole('link').getAttribute('href');
    await expect(setUp.getByRole('navigation', {name: 'breadcrumbs'})).toBeVisible();
    const sectionLinks = resultSections(setUp).getByRole('link');
    await expect(sectionLinks).toHaveCount(3);
    // The same page: each link may carry other words to highlight, and its own anchor.
    const pageOf = (href: string) => new URL(href, 'http://site').pathname;
    for (const href of await sectionLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    )) {
      expect(pageOf(href), href).toBe(pageOf(pageUrl!));
    }
    await expect(moreSections(setUp)).toBeVisible();
    const titles = await resultPages(page).getByRole('heading', {level: 2}).allTextContents();
    expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
  });

  test('a page’s "N more sections" button shows and hides the rest of its sections', async ({
    page,
  }) => {
    await openHydrated(page, '/search?q=sonarcloud');
    const group = resultPages(page)
      .filter({has: page.getByRole('heading', {level: 2, name: 'Integrate SonarCloud'})})
      .first();
    const more = moreSections(group);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const rest = Number((await more.textContent())!.match(/\d+/)?.[0] ?? 1);
    const shown = resultSections(group);
    await expect(shown).toHaveCount(3);

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(shown).toHaveCount(3 + rest);
    // The revealed sections follow the button: the next Tab reaches the first of them.
    await page.keyboard.press('Tab');
    await expect(resultSections(group).nth(3).getByRole('link')).toBeFocused();

    await more.focus();
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(shown).toHaveCount(3);
  });

  test('pages through every result, and pages keep their places as more come', async ({page}) => {
    // A query with a few pages of results that stays that way as the docs grow (the product's own
    // name matched 318 sections at 173 pages, a number that grows with every page written).
    await openHydrated(page, '/search?q=sonarcloud');
    await expect(sectionsFound(page)).toBeVisible();
    const total = Number((await sectionsFound(page).textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(15);
    const titles = resultPages(page).getByRole('heading', {level: 2});
    const firstTitles = await titles.allTextContents();
    // Sections behind a page's button count as loaded: the button shows them.
    const loaded = resultSections(page, {includeHidden: true});
    // Each scroll to the end loads the next page of results: wait for it, then scroll again.
    for (let count = await loaded.count(); count < total; count = await loaded.count()) {
      await expect(async () => {
        await page.mouse.wheel(0, 20000);
        expect(await loaded.count(), `more than ${count} of ${total} results`).toBeGreaterThan(
          count,
        );
      }).toPass({intervals: [100, 250, 500], timeout: 10_000});
    }
    await expect(loaded).toHaveCount(total);

    const allTitles = await titles.allTextContents();
    expect(allTitles.slice(0, firstTitles.length)).toEqual(firstTitles);
    expect(new Set(allTitles).size, allTitles.join(' | ')).toBe(allTitles.length);
    // Every result can be seen: open each page's button, and every section shows.
    for (const more of await moreSections(page).all()) {
      await more.click();
    }
    await expect(resultSections(page)).toHaveCount(total);
  });

  test('loads more results while the end of the list is in view, as hits join pages shown', async ({
    page,
  }) => {
    // Every heading of the glossary matches "glossary": its first 15 hits make one page of three
    // sections and a button, which leaves the end of the list in view, where no scroll can reach it.
    await openHydrated(page, '/search?q=glossary');
    await expect(resultPages(page).first()).toBeVisible();
    await expect
      .poll(() => resultSections(page, {includeHidden: true}).count())
      .toBeGreaterThan(15);
    // It stops once the results fill the screen: the rest come as the reader scrolls.
    await expect(page.getByText('Fetching new results...')).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a query with markup is shown as text and never run', async ({page}) => {
    const query = '<img src=x onerror="window.__searchXss=1">kubernetes';
    await openHydrated(page, `/search?q=${encodeURIComponent(query)}`);
    await expect(
      page.getByRole('heading', {level: 1, name: `Search results for "${query}"`}),
    ).toBeVisible();
    // The results are on the page: whatever the query could run would have run by now.
    await expect(sectionsFound(page)).toBeVisible();
    await settled(page);
    expect(
      await page.evaluate(() => (window as {__searchXss?: number}).__searchXss),
    ).toBeUndefined();
    await expect(page.locator('main img[src="x"], .container img[src="x"]')).toHaveCount(0);
  });

  test.describe('offline', () => {
    test.use({expectedConsoleErrors: offlineErrors});

    test('says so when the index cannot be fetched', async ({page}) => {
      await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
      await openHydrated(page, '/search?q=tekton');
      await expect(
        page.getByRole('alert').filter({hasText: 'Unable to fetch results'}),
      ).toBeVisible();
    });
  });
});
