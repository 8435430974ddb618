import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {buildFixtureSite, type BuildResult} from '../support/fixtureSite';

// A source archive (a release tarball, GitHub's "Download ZIP", a container
// build context) has no git history, and the docs' last-update dates come from
// git. Such a build must pass without them, saying once why they are missing.
// A copy with a history is built too: it shows the check below can fail.

/** A page of each docs instance: the docs and the FAQ share their last-update setting. */
const docsPages = ['docs/about-platform.html', 'faq/general-questions.html'];

/** Where Docusaurus 3.9.2 renders "Last updated on ..." (ThemeClassNames.common.lastUpdated). */
const lastUpdatedSelector = '.theme-last-updated';

const noHistoryWarning = /No git history found at \S+: the docs' last-update dates are left out\./;

function countOf(pattern: RegExp, text: string): number {
  return text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

function lastUpdatedElements(result: BuildResult, file: string): number {
  const html = result.builtFile(file) ?? '';
  const $ = load(html);
  // An empty or missing file would pass the check below for the wrong reason.
  assert.equal($('article h1').length, 1, `${file} was not built as a docs page`);
  return $(lastUpdatedSelector).length;
}

describe('a build from a source archive, without git history', () => {
  let result: BuildResult;
  before(async () => {
    result = await buildFixtureSite({}, {gitHistory: false, keepFiles: docsPages});
  });

  test('the build succeeds', () => {
    assert.equal(result.exitCode, 0, result.output);
  });

  test('one warning says why the dates are missing and how to get them', () => {
    assert.equal(
      countOf(noHistoryWarning, result.output),
      1,
      `expected the warning once:\n${result.output}`,
    );
    assert.match(result.output, /Build from a git clone, with git installed, to show them\./);
  });

  for (const file of docsPages) {
    test(`${file} has no last-update line`, () => {
      assert.equal(lastUpdatedElements(result, file), 0);
    });
  }
});

describe('a build from a git clone', () => {
  let result: BuildResult;
  before(async () => {
    result = await buildFixtureSite({}, {keepFiles: docsPages});
  });

  test('the build succeeds without the warning', () => {
    assert.equal(result.exitCode, 0, result.output);
    assert.doesNotMatch(result.output, noHistoryWarning);
  });

  for (const file of docsPages) {
    test(`${file} shows the last-update line`, () => {
      assert.equal(lastUpdatedElements(result, file), 1);
    });
  }
});
