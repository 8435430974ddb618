import {expect, test, type TestInfo} from '@playwright/test';
import {crawlResultsAttachment, type CrawledPage} from './crawlReporter';

/**
 * One crawl test's walk over its pages: each page checked in turn as a step of the test, the
 * problems its listeners report while it is the current page added to it, then the pages
 * attached for the crawl reporter and the test failed with every page that has problems.
 */
export class PageCrawl {
  private readonly crawled: CrawledPage[] = [];

  /** Adds a problem to the page being checked: for listeners that outlive one page. */
  readonly complain = (problem: string): void => {
    this.crawled.at(-1)?.problems.push(problem);
  };

  /**
   * Checks each route with `check`, under the name `key` gives it in the reporter's list; a page
   * that cannot even be checked (a navigation timing out) is one problem, and the walk goes on.
   */
  async walk(
    routes: readonly string[],
    check: (route: string) => Promise<string[]>,
    key: (route: string) => string = (route) => route,
  ): Promise<void> {
    for (const route of routes) {
      const entry: CrawledPage = {route: key(route), problems: []};
      this.crawled.push(entry);
      await test.step(route, async () => {
        try {
          entry.problems.push(...(await check(route)));
        } catch (error) {
          entry.problems.push(`could not be checked: ${String(error).split('\n')[0]}`);
        }
      });
    }
  }

  /** Attaches the pages walked for the crawl reporter, and fails listing each page's problems. */
  async report(testInfo: TestInfo): Promise<void> {
    await testInfo.attach(crawlResultsAttachment, {
      body: JSON.stringify(this.crawled),
      contentType: 'application/json',
    });
    expect(
      this.crawled
        .filter(({problems}) => problems.length > 0)
        .map(({route, problems}) => `${route}\n  - ${problems.join('\n  - ')}`),
      'problems by page',
    ).toEqual([]);
  }
}
