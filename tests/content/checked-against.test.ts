/**
 * The review record of pages: `checked_against` front matter, rendered as the
 * page's last line from the refs of the page's own docs version, and required
 * on every page of a reviewed section (config/reviewedSections.ts).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {resolveReleaseFacts} from '../../config/releaseFactReferences';
import {docsVersion, docsVersions} from '../../config/releases';
import {reviewedSections} from '../../config/reviewedSections';
import {checkedAgainstOf} from '../../src/plugins/release-data/releaseBlocks';
import {docPages, readSource} from '../support/siteSources';
import {sourceRecords} from './support/records';

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
