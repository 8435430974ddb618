/**
 * The review record of pages: `checked_against` front matter, rendered as the
 * page's last line from the refs of the page's own docs version, and required
 * on every page of a reviewed section (config/reviewedSections.ts).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {resolveReleaseFacts} from '../../config/releaseFactReferences';
import {docsVersion, docsVersions} from '../../config/releases';
import {reviewedFolders, reviewedSections} from '../../config/reviewedSections';
import {checkedAgainstOf} from '../../src/plugins/release-data/releaseBlocks';
import {docPages, markdownFiles, readSource} from '../support/siteSources';
import {recordsRoot, sourceRecords} from './support/records';
import type {RefsRecord} from '../../scripts/source-records/recordTypes';

const page = (sources: string) =>
  `---\ntitle: A page\nchecked_against:\n  sources: [${sources}]\n  date: 2026-11-26\n---\n\nBody.\n\n## Related articles\n\n- One\n`;

describe('the Checked against line', () => {
  test('ends the page, each source at the ref of the page’s own version', () => {
    for (const name of ['3.12', '3.10']) {
      const version = docsVersion(name);
      const {refs} = sourceRecords(name);
      const tekton = refs.sources.find(({repository}) => repository === 'epam/edp-tekton');
      const text = resolveReleaseFacts(page('edp-install, edp-tekton'), version, 'x.md');
      assert.equal(
        text.trimEnd().split('\n').at(-1),
        `Checked against edp-install ${version.release.chart.version} and edp-tekton ${tekton?.ref.replace(/^v/, '')} on 2026-11-26.`,
      );
    }
  });

  test('a repository without tags is named by its commit and that commit’s date', () => {
    const {refs} = sourceRecords('3.12');
    const addOns = refs.sources.find(({repository}) => repository === 'epam/edp-cluster-add-ons');
    const text = resolveReleaseFacts(page('edp-cluster-add-ons'), docsVersion('3.12'), 'x.md');
    assert.match(
      text,
      new RegExp(
        `Checked against edp-cluster-add-ons ${addOns?.commit.slice(0, 7)} \\(${addOns?.date.slice(0, 10)}\\) on 2026-11-26\\.\\n$`,
      ),
    );
  });

  test('an upgrade guide reviewed at an older release names that release’s refs', () => {
    const archived = (sources: string, release: string) =>
      page(sources).replace('  date:', `  release: '${release}'\n  date:`);
    const text = resolveReleaseFacts(
      archived('edp-install, edp-tekton', '3.5'),
      docsVersion('3.12'),
      'x.md',
    );
    const {sources} = JSON.parse(
      readFileSync(path.join(recordsRoot, '3.5', 'refs.json'), 'utf8'),
    ) as RefsRecord;
    const tekton = sources.find(({repository}) => repository === 'epam/edp-tekton');
    assert.equal(
      text.trimEnd().split('\n').at(-1),
      `Checked against edp-install 3.5.3 and edp-tekton ${tekton?.ref.replace(/^v/, '')} on 2026-11-26.`,
    );
    assert.throws(
      () =>
        resolveReleaseFacts(archived('edp-cluster-add-ons', '3.0'), docsVersion('3.12'), 'y.md'),
      /^Error: y\.md: checked_against names "edp-cluster-add-ons", which 3\.0 does not read/,
    );
    assert.throws(
      () => resolveReleaseFacts(archived('edp-install', '2.12'), docsVersion('3.12'), 'z.md'),
      /^Error: z\.md: checked_against\.release is "2\.12"; it names, in quotes, a release with source records: 3\.0, .*3\.9, 3\.12, 3\.11, 3\.10 /,
    );
  });

  test('a source the version does not read, or a record without a date, fails naming the file', () => {
    assert.throws(
      () => resolveReleaseFacts(page('edp-instal'), docsVersion('3.12'), 'docs/x.md'),
      /^Error: docs\/x\.md: checked_against names "edp-instal", which 3\.12 does not read\. Its sources .*edp-install/,
    );
    assert.throws(
      () => checkedAgainstOf('---\nchecked_against:\n  sources: [edp-install]\n---\n', 'docs/y.md'),
      /^Error: docs\/y\.md: checked_against needs sources .* and a date/,
    );
  });
});

describe('reviewed sections', () => {
  for (const section of reviewedSections) {
    test(`every page of ${section} records its review, in every docs version`, () => {
      const pages = docsVersions.flatMap((version) => docPages(version.dir, section));
      assert.notDeepEqual(pages, [], `no docs version has a page or folder ${section}`);
      const missing = pages.filter((file) => !checkedAgainstOf(readSource(file), file));
      assert.deepEqual(missing, [], 'pages without checked_against front matter');
    });
  }
});

describe('reviewed folders outside the docs versions', () => {
  for (const folder of reviewedFolders) {
    test(`every page of ${folder} records its review`, () => {
      const pages = markdownFiles(folder);
      assert.notDeepEqual(pages, [], `${folder} has no pages`);
      const missing = pages.filter((file) => !checkedAgainstOf(readSource(file), file));
      assert.deepEqual(missing, [], 'pages without checked_against front matter');
    });
  }

  test('a blog post is checked at the release it describes', () => {
    const unnamed = markdownFiles('blog').filter((file) => {
      const record = checkedAgainstOf(readSource(file), file);
      return record !== undefined && record.release === undefined;
    });
    assert.deepEqual(unnamed, [], 'blog posts whose checked_against names no release');
  });
});
