import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** The annotation each crawl test adds, naming the page it visits. */
export const crawledPageAnnotation = 'crawled page';

/**
 * Prints "Crawled N pages" at the end of a run: the crawl's tests run on two
 * workers, so no single test can count them. A page counts once, whatever its retries.
 */
export default class CrawlReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const page = test.annotations.find(
      (annotation) => annotation.type === crawledPageAnnotation,
    )?.description;
    if (page) {
      this.outcomes.set(page, result.status);
    }
  }

  onEnd(): void {
    const visited = [...this.outcomes.values()].filter((status) => status !== 'skipped');
    if (visited.length === 0) {
      return;
    }
    const passed = visited.filter((status) => status === 'passed').length;
    console.log(
      `\nCrawled ${visited.length} page${visited.length === 1 ? '' : 's'}: ${passed} passed, ${visited.length - passed} failed.`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
