import {test as plainTest, type Page} from '@playwright/test';
import {test, expect} from './support/console';
import {PageCrawl} from './support/pageCrawl';
import {hydratedPage, waitForHydration} from '../support/hydration';
import {skipLinkPrefetching} from '../support/prefetching';
import {landmarkRoutes, listBuiltHtmlPages, notFoundFile} from '../support/builtPages';
import {expectedPages, type PageExpectation} from '../support/content';
import {describeViolation, watchPolicyViolations} from './support/policyViolations';
import {diagramProblems} from './support/diagrams';

// Every HTML file of the build, walked on disk: the sitemap leaves out the older
// docs versions and the tag pages, and a page nobody links to is still served.
const builtPages = listBuiltHtmlPages().filter((page) => page.file !== notFoundFile);

/** What the sources say each docs, FAQ and blog page shows, by route. */
const expectations = expectedPages();

/**
 * Pages one test visits in one browser page, one after another: a fresh browser context per page
 * costs more than the checks, and a reused page keeps the site's scripts in its cache, as a
 * reader's browser does. Small enough that a retry is cheap and both workers stay busy.
 */
const pagesPerTest = 25;
/** Long enough for a page to load and hydrate on a loaded machine; a page that takes longer is a problem. */
const pageTimeout = 20_000;

/** What the crawl reads from a hydrated page. */
type ShownPage = {
  headings: string[];
  title: string;
  description: string;
  anchorsWithoutHref: number;
  currentSidebarEntries: {text: string; href: string | null}[];
  versionMenuVisible: boolean;
};

/**
 * Reads everything the crawl checks in one round trip to the browser: at hundreds of pages, a
 * locator query per check cost a fifth of the walk. Runs in the page, so it is self-contained.
 * The selectors name what the roles mean: an h1 (or an element with the heading role at level 1),
 * the navigation landmarks by their labels, the version menu as the button in the main navigation.
 */
function readPage(versionLabel: string | undefined): ShownPage {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => element.checkVisibility();
  const mainNavigation = document.querySelector('nav[aria-label="Main"]');
  return {
    headings: Array.from(
      document.querySelectorAll('h1:not([role]), [role="heading"][aria-level="1"]'),
    )
      .filter(visible)
      .map(text),
    title: document.title,
    description:
      document.querySelector('head meta[name="description"]')?.getAttribute('content') ?? '',
    anchorsWithoutHref: document.querySelectorAll('a:not([href])').length,
    currentSidebarEntries: Array.from(
      document.querySelectorAll('nav[aria-label="Docs sidebar"] a[aria-current="page"]'),
      (link) => ({text: text(link), href: link.getAttribute('href')}),
    ),
    versionMenuVisible:
      versionLabel !== undefined &&
      Array.from(mainNavigation?.querySelectorAll('button, [role="button"]') ?? []).some(
        (button) => text(button) === versionLabel && visible(button),
      ),
  };
}

/** Every problem of one page, in words a writer can act on. Collects them all rather than stopping at the first. */
async function problemsOf(
  page: Page,
  route: string,
  expected: PageExpectation | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const response = await page.goto(route, {timeout: pageTimeout});
  if (!response?.ok()) {
    problems.push(`the page answered HTTP ${response?.status()}`);
  }
  try {
    await page.locator(hydratedPage).waitFor({state: 'attached', timeout: pageTimeout});
  } catch {
    return [...problems, `the page did not hydrate within ${pageTimeout / 1000} s`];
  }
  problems.push(...(await diagramProblems(page)));

  const shown = await page.evaluate(readPage, expected?.versionLabel);
  if (shown.headings.length !== 1) {
    problems.push(`${shown.headings.length} h1 headings (${shown.headings.join(' | ')}), not one`);
  }
  if (!/\S/.test(shown.title)) problems.push('no title');
  if (!/\S/.test(shown.description)) problems.push('no meta description');
  // Crawlers take an <a> without an address for a broken link (Lighthouse crawlable-anchors).
  if (shown.anchorsWithoutHref > 0) problems.push(`${shown.anchorsWithoutHref} <a> without href`);

  if (expected === undefined) return problems;
  if (shown.headings.length === 1 && shown.headings[0] !== expected.title) {
    problems.push(`the h1 is "${shown.headings[0]}", the source's title is "${expected.title}"`);
  }
  if (expected.sidebarLabel !== undefined) {
    const entry = shown.currentSidebarEntries[0];
    if (shown.currentSidebarEntries.length !== 1 || !entry) {
      problems.push(
        `${shown.currentSidebarEntries.length} sidebar entries marked current, not one`,
      );
    } else if (entry.text !== expected.sidebarLabel || entry.href !== route) {
      problems.push(
        `the sidebar marks "${entry.text}" (${entry.href}) current, not "${expected.sidebarLabel}" (${route})`,
      );
    }
  }
  if (expected.versionLabel !== undefined && !shown.versionMenuVisible) {
    problems.push(`the version menu does not show ${expected.versionLabel}`);
  }
  return problems;
}

/**
 * Same-origin requests that fail or answer with an error status, as they happen. `expected` lets
 * one response (the not-found page's own 404) answer with an error status on purpose.
 */
function watchFailedRequests(
  page: Page,
  origin: string,
  complain: (problem: string) => void,
  expected?: {url: string; status: number},
): void {
  const sameOrigin = (url: string) => new URL(url).origin === origin;
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the crawl moved on to the next page while this one was still loading something.
    if (sameOrigin(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      complain(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    }
  });
  page.on('response', (response) => {
    const isExpected = response.url() === expected?.url && response.status() === expected.status;
    if (sameOrigin(response.url()) && response.status() >= 400 && !isExpected) {
      complain(`request failed: ${response.url()} (HTTP ${response.status()})`);
    }
  });
}

/** Records the browser's complaints against the page showing when they happen: console errors, uncaught exceptions and failed requests. */
function watchForComplaints(page: Page, origin: string, complain: (problem: string) => void): void {
  page.on('console', (message) => {
    if (message.type() === 'error') complain(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => complain(`uncaught exception: ${error.message}`));
  watchFailedRequests(page, origin, complain);
}

const batches = Array.from({length: Math.ceil(builtPages.length / pagesPerTest)}, (_, index) =>
  builtPages.slice(index * pagesPerTest, (index + 1) * pagesPerTest),
);

plainTest.describe('crawl of every built page', () => {
  plainTest('the walk of build/ finds every docs version, the FAQ, the blog and the pages', () => {
    const routes = new Set(builtPages.map((page) => page.route));
    expect(
      landmarkRoutes().filter((route) => !routes.has(route)),
      'run a full `npm run build` first',
    ).toEqual([]);
    expect(
      [...expectations.keys()].filter((route) => !routes.has(route)),
      'pages of the sidebars, start pages and blog posts that were not built',
    ).toEqual([]);
  });

  for (const batch of batches) {
    plainTest(
      `${batch[0]!.route} … ${batch.at(-1)!.route}: each page loads without errors or Content Security Policy violations, hydrates, draws its diagrams, has one h1 (its source title), a title, a description and its sidebar entry current`,
      async ({page, baseURL}, testInfo) => {
        testInfo.setTimeout(batch.length * pageTimeout);
        // Each linked page is crawled in its turn: prefetching their code would cost a fifth of the crawl.
        await skipLinkPrefetching(page);
        const crawl = new PageCrawl();
        watchForComplaints(page, new URL(baseURL!).origin, crawl.complain);
        // The policy is enforced (each page's <meta>): anything it blocks is a problem of the page.
        await watchPolicyViolations(page, (violation) =>
          crawl.complain(describeViolation(violation)),
        );
        await crawl.walk(
          batch.map(({route}) => route),
          (route) => problemsOf(page, route, expectations.get(route)),
        );
        await crawl.report(testInfo);
      },
    );
  }

  test.describe('an unknown path', () => {
    // The 404 answer for the document itself is logged by the browser, by design.
    test.use({
      expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
    });

    test('/docs/crawl-no-such-page shows the not-found page, hydrated, with one h1 and a title', async ({
      page,
      baseURL,
    }) => {
      const documentUrl = new URL('/docs/crawl-no-such-page', baseURL).href;
      const failedRequests: string[] = [];
      watchFailedRequests(
        page,
        new URL(baseURL!).origin,
        (problem) => failedRequests.push(problem),
        {
          url: documentUrl,
          status: 404,
        },
      );
      const response = await page.goto(documentUrl);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('a:not([href])')).toHaveCount(0);
      expect(failedRequests, 'failed requests besides the document').toEqual([]);
    });
  });
});
