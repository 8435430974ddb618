import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {PageCrawl} from './support/pageCrawl';
import {hydratedPage} from '../support/hydration';
import {skipLinkPrefetching} from '../support/prefetching';
import {listBuiltHtmlPages, notFoundFile} from '../support/builtPages';
import {hostedBuildDirectory} from '../support/hosted-search-env.mjs';
import {describeViolation, watchPolicyViolations} from './support/policyViolations';
import {diagramProblems} from './support/diagrams';
import {answerThirdPartyScripts} from './support/thirdPartyScripts';

// The hosted build (Algolia, Ask AI, the consent script and Tag Manager on; the docs in
// development only) has a policy of its own: the frame's inline scripts include Tag Manager's,
// and the services add their origins. Every one of its pages is opened with that policy
// enforced, the consent and Tag Manager scripts answered by stand-ins, and each diagram drawn;
// a policy violation, a console error or a page that does not hydrate is a problem of the page.
// The search itself, against Algolia's hosts, is in hosted-search.spec.ts. The page list is read
// when the tests run: the hosted site is built by its web server, after the tests are listed.

/** Tests the pages are shared out to: each takes every `shards`-th page, so both workers stay busy. */
const shards = 8;
const pageTimeout = 20_000;

function hostedPages() {
  return listBuiltHtmlPages(path.resolve(__dirname, '../..', hostedBuildDirectory)).filter(
    (page) => page.file !== notFoundFile,
  );
}

async function problemsOf(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const response = await page.goto(route, {timeout: pageTimeout});
  if (!response?.ok()) problems.push(`the page answered HTTP ${response?.status()}`);
  try {
    await page.locator(hydratedPage).waitFor({state: 'attached', timeout: pageTimeout});
  } catch {
    return [...problems, `the page did not hydrate within ${pageTimeout / 1000} s`];
  }
  return [...problems, ...(await diagramProblems(page))];
}

test.describe('crawl of every page of the hosted build', () => {
  for (let shard = 0; shard < shards; shard++) {
    test(`pages ${shard + 1}, ${shard + 1 + shards}, …: each loads with the hosted build's policy and no violation, console error or undrawn diagram`, async ({
      page,
    }, testInfo) => {
      const pages = hostedPages().filter((_, index) => index % shards === shard);
      expect(pages.length, 'the hosted build has pages for every share').toBeGreaterThan(0);
      testInfo.setTimeout(pages.length * pageTimeout);
      await skipLinkPrefetching(page);
      await answerThirdPartyScripts(page);
      const crawl = new PageCrawl();
      page.on('console', (message) => {
        if (message.type() === 'error') crawl.complain(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => crawl.complain(`uncaught exception: ${error.message}`));
      await watchPolicyViolations(page, (violation) =>
        crawl.complain(describeViolation(violation)),
      );
      await crawl.walk(
        pages.map(({route}) => route),
        (route) => problemsOf(page, route),
        // Keyed apart from the main crawl's pages of the same address (crawlReporter.ts).
        (route) => `${route} (hosted build)`,
      );
      await crawl.report(testInfo);
    });
  }
});
