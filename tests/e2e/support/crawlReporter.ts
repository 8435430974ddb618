import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** The attachment each crawl test adds: the pages it visited and the problems of each. */
export const crawlResultsAttachment = 'crawl results';

export type CrawledPage = {readonly route: string; readonly problems: string[]};

/**
 * Ends a run with "Crawled N pages" and, when pages have problems, one list of every problem of
 * every page: the crawl's tests run on two workers, so no single test can count or collect them.
 * A page counts once, with the outcome of its last attempt.
 */
export default class CrawlReporter implements Reporter {
  private readonly outcomes = new Map<string, readonly string[]>();

  onTestEnd(_test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find(({name}) => name === crawlResultsAttachment);
    if (!attachment?.body) {
      return;
    }
    for (const {route, problems} of JSON.parse(attachment.body.toString()) as CrawledPage[]) {
      this.outcomes.set(route, problems);
    }
  }

  onEnd(): void {
    if (this.outcomes.size === 0) {
      return;
    }
    const failed = [...this.outcomes].filter(([, problems]) => problems.length > 0);
    const count = this.outcomes.size;
    console.log(
      `\nCrawled ${count} page${count === 1 ? '' : 's'}: ${count - failed.length} passed, ${failed.length} failed.`,
    );
    if (failed.length > 0) {
      console.log('Problems by page:');
      for (const [page, problems] of failed) {
        console.log(`  ${page}`);
        for (const problem of problems) {
          console.log(`    - ${problem}`);
        }
      }
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
