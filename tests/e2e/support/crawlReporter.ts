import {stripVTControlCharacters} from 'node:util';
import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** The annotation each crawl test adds, naming the page it visits. */
export const crawledPageAnnotation = 'crawled page';

type Outcome = {readonly status: TestResult['status']; readonly problems: readonly string[]};

/** The first line of each failed expectation, without the terminal colours: soft ones name what the page lacks. */
function problemsOf(result: TestResult): string[] {
  return result.errors.map(
    (error) =>
      stripVTControlCharacters(error.message ?? error.value ?? 'unknown error').split('\n')[0]!,
  );
}

/**
 * Ends a run with "Crawled N pages" and, when pages failed, one list of every problem of every
 * page: the crawl's tests run on two workers, so no single test can count or collect them. A
 * page counts once, with the outcome of its last attempt.
 */
export default class CrawlReporter implements Reporter {
  private readonly outcomes = new Map<string, Outcome>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const page = test.annotations.find(
      (annotation) => annotation.type === crawledPageAnnotation,
    )?.description;
    if (page) {
      this.outcomes.set(page, {status: result.status, problems: problemsOf(result)});
    }
  }

  onEnd(): void {
    const visited = [...this.outcomes].filter(([, {status}]) => status !== 'skipped');
    if (visited.length === 0) {
      return;
    }
    const failed = visited.filter(([, {status}]) => status !== 'passed');
    console.log(
      `\nCrawled ${visited.length} page${visited.length === 1 ? '' : 's'}: ${visited.length - failed.length} passed, ${failed.length} failed.`,
    );
    if (failed.length > 0) {
      console.log('Problems by page:');
      for (const [page, {status, problems}] of failed) {
        console.log(`  ${page}`);
        for (const problem of problems.length > 0 ? problems : [status]) {
          console.log(`    - ${problem}`);
        }
      }
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
