import type {Page} from '@playwright/test';
import {test, expect} from './support/console';
import {crawledPageAnnotation} from './support/crawlReporter';
import {openHydrated, waitForHydration} from '../support/hydration';
import {landmarkRoutes, listBuiltHtmlPages, notFoundFile} from '../support/builtPages';
import {expectedPages, type PageExpectation} from '../support/content';
import {mainNav} from './support/look';

// Every HTML file of the build, walked on disk: the sitemap leaves out the older
// docs versions and the tag pages, and a page nobody links to is still served.
const builtPages = listBuiltHtmlPages().filter((page) => page.file !== notFoundFile);

/** What the sources say each docs, FAQ and blog page shows, by route. */
const expectations = expectedPages();

/**
 * Same-origin requests that fail or answer with an error status, as they happen.
 * `expectedStatus` lets one document (the not-found page) answer 404 on purpose.
 */
function watchFailedRequests(
  page: Page,
  origin: string,
  expectedStatus?: {url: string; status: number},
): string[] {
  const failures: string[] = [];
  const sameOrigin = (url: string) => new URL(url).origin === origin;
  page.on('requestfailed', (request) => {
    if (sameOrigin(request.url())) {
      failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  page.on('response', (response) => {
    const expected =
      expectedStatus &&
      response.url() === expectedStatus.url &&
      response.status() === expectedStatus.status;
    if (sameOrigin(response.url()) && response.status() >= 400 && !expected) {
      failures.push(`${response.url()}: HTTP ${response.status()}`);
    }
  });
  return failures;
}

/** What every page owes a reader once it is interactive; soft, so one failure lists every problem of the page. */
async function expectHealthyPage(page: Page, failedRequests: readonly string[]): Promise<void> {
  await expect.soft(page.getByRole('heading', {level: 1}), 'exactly one h1').toHaveCount(1);
  await expect.soft(page, 'a non-empty title').toHaveTitle(/\S/);
  await expect
    .soft(page.locator('head meta[name="description"]'), 'a description')
    .toHaveAttribute('content', /\S/);
  // Crawlers take an <a> without an address for a broken link (Lighthouse crawlable-anchors).
  await expect.soft(page.locator('a:not([href])'), 'no <a> without href').toHaveCount(0);
  expect.soft(failedRequests, 'failed same-origin requests').toEqual([]);
}

/** The h1 the page's source names, its sidebar entry marked current, and its version in the menu. */
async function expectWhatTheSourceSays(
  page: Page,
  route: string,
  expected: PageExpectation,
): Promise<void> {
  await expect
    .soft(page.getByRole('heading', {level: 1}), 'the h1 is the source title')
    .toHaveText(expected.title);
  if (expected.sidebarLabel !== undefined) {
    const current = page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .locator('a[aria-current="page"]');
    await expect.soft(current, 'one sidebar entry marked current').toHaveCount(1);
    await expect.soft(current, 'the sidebar entry is the page').toHaveText(expected.sidebarLabel);
    await expect.soft(current, 'the sidebar entry links the page').toHaveAttribute('href', route);
  }
  if (expected.versionLabel !== undefined) {
    await expect
      .soft(mainNav(page).getByRole('button', {name: expected.versionLabel}), 'the version menu')
      .toBeVisible();
  }
}

/**
 * Brings each Mermaid diagram into view, as a reader scrolling down would (they are drawn only
 * then), and expects every one of them drawn: a diagram Mermaid cannot parse draws nothing.
 */
async function expectDiagramsDrawn(page: Page): Promise<void> {
  const pending = page.locator('[data-diagram-pending]');
  const diagrams = await pending.count();
  if (diagrams === 0) return;
  await expect(async () => {
    if ((await pending.count()) > 0) await pending.first().scrollIntoViewIfNeeded();
    await expect(pending).toHaveCount(0, {timeout: 1_000});
  }).toPass({timeout: 15_000});
  await expect
    .soft(page.locator('.docusaurus-mermaid-container > svg'), 'every Mermaid diagram drawn')
    .toHaveCount(diagrams);
}

test.describe('crawl of every built page', () => {
  test('the walk of build/ finds every docs version, the FAQ, the blog and the pages', () => {
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

  for (const {route} of builtPages) {
    test(
      `${route} loads without errors, hydrates, draws its diagrams, has one h1, a title and a description`,
      {
        annotation: {type: crawledPageAnnotation, description: route},
      },
      async ({page, baseURL}) => {
        const failedRequests = watchFailedRequests(page, new URL(baseURL!).origin);
        await openHydrated(page, route);
        await expectDiagramsDrawn(page);
        await expectHealthyPage(page, failedRequests);
        const expected = expectations.get(route);
        if (expected) await expectWhatTheSourceSays(page, route, expected);
      },
    );
  }

  test.describe('an unknown path', () => {
    // The 404 answer for the document itself is logged by the browser, by design.
    test.use({
      expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
    });

    const unknownPath = '/docs/crawl-no-such-page';
    test(
      `${unknownPath} shows the not-found page, hydrated, with one h1 and a title`,
      {
        annotation: {type: crawledPageAnnotation, description: `${unknownPath} (404.html)`},
      },
      async ({page, baseURL}) => {
        const documentUrl = new URL(unknownPath, baseURL).href;
        const failedRequests = watchFailedRequests(page, new URL(baseURL!).origin, {
          url: documentUrl,
          status: 404,
        });
        const response = await page.goto(unknownPath);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expectHealthyPage(page, failedRequests);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      },
    );
  });
});
