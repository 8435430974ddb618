import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {buildFixtureSite, pageWith, type BuildResult} from '../support/fixtureSite';

// The builds that must pass. A full build is the costliest thing the test suite does, so
// one build from a git clone carries both the problems Docusaurus only warns about and
// the control for the source-archive build: its pages show the last-update line that a
// build without git history leaves out.

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
  // An empty or missing file would pass the checks below for the wrong reason.
  assert.equal($('article h1').length, 1, `${file} was not built as a docs page`);
  return $(lastUpdatedSelector).length;
}

describe('a build from a git clone, with pages Docusaurus only warns about', () => {
  let result: BuildResult;
  before(async () => {
    result = await buildFixtureSite(
      {
        // The FAQ already serves this route: a Markdown page claims it too.
        'src/pages/faq/pipelines.md':
          '---\ntitle: Duplicate route fixture\n---\n\nA second page at the same route.\n',
        'docs/broken-anchor.md': await pageWith(
          'docs/about-platform.md',
          'Broken anchor fixture',
          'Jump to [a heading that is not there](./about-platform.md#no-such-heading).',
        ),
      },
      {keepFiles: docsPages},
    );
  });

  test('the build succeeds (so the unchanged site builds too)', () => {
    assert.equal(result.exitCode, 0, result.output);
  });

  test('a duplicate route is a warning naming the route', () => {
    assert.match(result.output, /\[WARNING\] Duplicate routes found!/);
    assert.match(
      result.output,
      /Attempting to create page at \/faq\/pipelines, but a page already exists at this route/,
    );
  });

  test('a broken anchor is a warning naming the page and the link (the link checker in tests/links fails on it)', () => {
    assert.match(result.output, /\[WARNING\] Docusaurus found broken anchors!/);
    assert.match(
      result.output,
      /Broken anchor on source page path = \/docs\/broken-anchor:\s+-> linking to \/docs\/about-platform#no-such-heading/,
    );
  });

  test('there is no warning about missing git history', () => {
    assert.doesNotMatch(result.output, noHistoryWarning);
  });

  for (const file of docsPages) {
    test(`${file} shows the last-update line`, () => {
      assert.equal(lastUpdatedElements(result, file), 1);
    });
  }
});

// A source archive (a release tarball, GitHub's "Download ZIP", a container build context)
// has no git history, and the docs' last-update dates come from git. Such a build must
// pass without them, saying once why they are missing.
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
