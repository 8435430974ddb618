import {test, expect} from './support/console';
import type {Page, Request} from '@playwright/test';
import {hostedSearchEnv} from '../support/hosted-search-env.mjs';
import {openHydrated} from '../support/hydration';
import {searchBox, typeAndWatch} from './support/search';
import {answerThirdPartyScripts} from './support/thirdPartyScripts';

// These tests run against the site built with the ALGOLIA_* variables and only
// the current docs, served at /docs (tests/scripts/serve-hosted-search.mjs); Playwright answers Algolia's
// keyword search and Ask AI endpoints, so each screen can be shown offline.

const answerChunks = [
  {type: 'start', messageId: 'answer-1'},
  {type: 'start-step'},
  {type: 'text-start', id: 'text-1'},
  {type: 'text-delta', id: 'text-1', delta: 'Install Tekton first, '},
  {type: 'text-delta', id: 'text-1', delta: 'then the edp-install chart.'},
  {type: 'text-end', id: 'text-1'},
  {type: 'finish-step'},
  {type: 'finish'},
];

type AlgoliaTraffic = {
  searches: {query: string; indexName: string; facetFilters: unknown}[];
  feedback: unknown[];
  other: string[];
};

/** A hit of Algolia's DocSearch record shape: a heading of the glossary page. */
function glossaryHit(origin: string, anchor: string, heading: string) {
  return {
    objectID: `glossary-${anchor}`,
    url: `${origin}/docs/glossary#${anchor}`,
    type: 'lvl2',
    hierarchy: {
      lvl0: 'Getting Started',
      lvl1: 'Glossary',
      lvl2: heading,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Getting Started'},
        lvl1: {value: 'Glossary'},
        lvl2: {
          value: heading.replace('Tekton', '<mark>Tekton</mark>'),
          matchLevel: 'partial',
          matchedWords: ['tekton'],
        },
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: {value: 'Glossary'},
        lvl2: {value: heading.replace('Tekton', '<mark>Tekton</mark>')},
      },
    },
  };
}

type SearchRequestBody = {
  query?: string;
  indexName: string;
  params?: string;
  facetFilters?: unknown;
  removeWordsIfNoResults?: string;
};

/**
 * Answers Algolia the way its servers would, with `hits` (one glossary heading unless told; a
 * function chooses them per request), and records what the site asked.
 */
async function fakeAlgolia(
  page: Page,
  origin: string,
  hits: readonly object[] | ((request: SearchRequestBody) => readonly object[]) = [
    glossaryHit(origin, 'tekton', 'Tekton'),
  ],
): Promise<AlgoliaTraffic> {
  const traffic: AlgoliaTraffic = {searches: [], feedback: [], other: []};
  await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com|io)\//, async (route) => {
    const request: Request = route.request();
    const url = new URL(request.url());
    if (url.pathname.endsWith('/queries')) {
      const body = request.postDataJSON() as {requests: SearchRequestBody[]};
      traffic.searches.push(
        ...body.requests.map(({query = '', indexName, facetFilters}) => ({
          query,
          indexName,
          facetFilters,
        })),
      );
      const results = body.requests.map((searchRequest) => {
        const answered = typeof hits === 'function' ? hits(searchRequest) : hits;
        return {
          hits: answered,
          nbHits: answered.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query: searchRequest.query ?? '',
          params: searchRequest.params ?? '',
          index: searchRequest.indexName,
        };
      });
      return route.fulfill({json: {results}});
    }
    if (url.pathname === '/chat/token') {
      return route.fulfill({json: {success: true, token: 'test-token'}});
    }
    if (url.pathname === '/chat') {
      return route.fulfill({
        headers: {'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
        body: `${answerChunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`,
      });
    }
    if (url.pathname === '/chat/feedback') {
      traffic.feedback.push(request.postDataJSON());
      return route.fulfill({json: {success: true}});
    }
    traffic.other.push(request.url());
    return route.fulfill({json: {}});
  });
  return traffic;
}

async function askAi(page: Page, question: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await searchBox(page).fill(question);
  await page.getByRole('option', {name: new RegExp(`Ask AI.*${question}`)}).click();
  await expect(page.getByText('Install Tekton first, then the edp-install chart.')).toBeVisible();
}

test.describe('hosted search (Algolia)', () => {
  test.beforeEach(({page}) => answerThirdPartyScripts(page));

  test('the modal queries the product index with contextual filters, not the embedded index', async ({
    page,
    baseURL,
  }) => {
    const traffic = await fakeAlgolia(page, baseURL!);
    const shardRequests: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/search-index/') && shardRequests.push(request.url()),
    );
    await openHydrated(page, '/docs/about-platform');
    await expect(
      page.locator(
        `link[rel="preconnect"][href="https://${hostedSearchEnv.ALGOLIA_APP_ID}-dsn.algolia.net"]`,
      ),
    ).toHaveCount(1);
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('tekton');
    const hitLink = page.getByRole('option').getByRole('link', {name: /Tekton/});
    await expect(hitLink).toBeVisible();
    const search = traffic.searches.find((request) => request.query === 'tekton');
    expect(search?.indexName).toBe(hostedSearchEnv.ALGOLIA_INDEX_NAME);
    expect(JSON.stringify(search?.facetFilters)).toContain('docusaurus_tag:docs-default-current');
    expect(shardRequests).toEqual([]);
    await hitLink.click();
    // The page marks the words Algolia matched, then takes them out of the address.
    await expect(page.locator('main article mark').first()).toHaveText(/^tekton/i);
    await expect(page).toHaveURL('/docs/glossary#tekton');
  });

  test("typed at a reader's pace, the modal keeps its hits between keys while Algolia answers", async ({
    page,
    baseURL,
  }) => {
    // Algolia matches the last word as a prefix ("T" finds Tekton) and answers over the network,
    // here later than the reader's next key: the hits of a key stay until the next one's come.
    const traffic = await fakeAlgolia(page, baseURL!, (request) =>
      'tekton'.startsWith(request.query?.trim().toLowerCase() ?? '-')
        ? [glossaryHit(baseURL!, 'tekton', 'Tekton')]
        : [],
    );
    await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com|io)\/.*\/queries/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.fallback();
    });
    await openHydrated(page, '/docs/about-platform');
    await page.keyboard.press('Control+k');
    // Keys typed while the modal's code loads reach it as one query ("Te"): wait for the modal,
    // so that each key is a search of its own and "T" is one.
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    const flashes = await typeAndWatch(
      page,
      'Tekton',
      page.getByRole('option').getByRole('link', {name: /Tekton/}),
      '.DocSearch-Modal .DocSearch-Hit a[href*="/glossary"]',
    );
    expect(flashes).toEqual([]);
    expect(traffic.searches.map((request) => request.query)).toContain('T');
  });

  test('a first query that finds nothing offers what the same words find when some are dropped', async ({
    page,
    baseURL,
  }) => {
    // Algolia finds nothing for every word of the query, and the glossary's Tekton entry once
    // the words are optional (it holds "tekton" only).
    const traffic = await fakeAlgolia(page, baseURL!, (request) =>
      request.query?.trim() === 'tekton' || request.removeWordsIfNoResults === 'allOptional'
        ? [glossaryHit(baseURL!, 'tekton', 'Tekton')]
        : [],
    );
    await openHydrated(page, '/docs/about-platform');
    await page.keyboard.press('Control+k');
    // cspell:ignore xyzzy (a word no page has)
    await searchBox(page).fill('tekton xyzzy');
    await expect(page.getByText('No results found for "tekton xyzzy"')).toBeVisible();
    const suggestions = page.locator('.DocSearch-Prefill');
    await expect(suggestions).toHaveText(['tekton', 'Glossary']);
    expect(
      traffic.searches.filter((request) => request.query === 'tekton xyzzy').length,
    ).toBeGreaterThanOrEqual(2);
    await suggestions.first().click();
    await expect(searchBox(page)).toHaveValue('tekton ');
    await expect(page.getByRole('option').getByRole('link', {name: /Tekton/})).toBeVisible();
  });

  test('Ask AI streams an answer under the disclaimer, and copies it', async ({
    page,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await fakeAlgolia(page, baseURL!);
    await openHydrated(page, '/docs/about-platform');
    await askAi(page, 'how do I install');
    await expect(
      page.getByText('Answers are generated with AI which can make mistakes. Verify responses.'),
    ).toBeVisible();
    await page.getByRole('button', {name: 'Copy', exact: true}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'Install Tekton first, then the edp-install chart.',
    );
  });

  test('Escape leaves Ask AI for the keyword search, and a second Escape closes the search', async ({
    page,
    baseURL,
  }) => {
    await fakeAlgolia(page, baseURL!);
    await openHydrated(page, '/docs/about-platform');
    await askAi(page, 'how do I install');
    const answer = page.getByText('Install Tekton first, then the edp-install chart.');
    await page.keyboard.press('Escape');
    await expect(answer).toHaveCount(0);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveCount(0);
  });

  for (const {vote, thumbs} of [
    {vote: 'Like', thumbs: 1},
    {vote: 'Dislike', thumbs: 0},
  ]) {
    test(`${vote} sends feedback and thanks the reader`, async ({page, baseURL}) => {
      const traffic = await fakeAlgolia(page, baseURL!);
      await openHydrated(page, '/docs/about-platform');
      await askAi(page, 'how do I install');
      await page.getByRole('button', {name: vote, exact: true}).click();
      await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
      expect(traffic.feedback).toEqual([
        expect.objectContaining({
          appId: hostedSearchEnv.ALGOLIA_APP_ID,
          messageId: expect.any(String),
          thumbs,
        }),
      ]);
    });
  }

  test.describe('offline', () => {
    test.use({expectedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Unreachable hosts/});

    test('an unreachable Algolia shows the error screen', async ({page}) => {
      // The client tries the -dsn host, then its fallbacks on algolianet.com.
      await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com)\//, (route) =>
        route.abort('internetdisconnected'),
      );
      await openHydrated(page, '/docs/about-platform');
      await page.keyboard.press('Control+k');
      await searchBox(page).fill('tekton');
      await expect(page.getByText('Unable to fetch results')).toBeVisible();
      await expect(
        page.getByText('You might want to check your network connection.'),
      ).toBeVisible();
    });
  });

  test("the search page shows Algolia's results, grouped by page, and credits Algolia", async ({
    page,
    baseURL,
  }) => {
    await fakeAlgolia(page, baseURL!, [
      glossaryHit(baseURL!, 'tekton', 'Tekton'),
      glossaryHit(baseURL!, 'tekton-chains', 'Tekton Chains'),
    ]);
    await openHydrated(page, '/search?q=tekton');
    await expect(page.getByText('2 sections found')).toBeVisible();
    const glossary = page.getByRole('article');
    await expect(glossary).toHaveCount(1);
    await expect(glossary.getByRole('heading', {level: 2})).toHaveText('Glossary');
    // Each link carries the words its hit matched, for the page to highlight.
    await expect(glossary.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      '/docs/glossary?highlight=tekton',
    );
    const sections = glossary.getByRole('list', {name: 'Matching sections'}).getByRole('link');
    await expect(sections).toHaveText(['Tekton', 'Tekton Chains']);
    await expect(sections.first()).toHaveAttribute(
      'href',
      '/docs/glossary?highlight=tekton#tekton',
    );
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
  });
});
