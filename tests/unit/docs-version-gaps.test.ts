import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docsVersionGaps} from '../../src/plugins/docs-version-gaps';

function content(versions: Record<string, Record<string, string>>): LoadedContent {
  return {
    loadedVersions: Object.entries(versions).map(([versionName, docs]) => ({
      versionName,
      docs: Object.entries(docs).map(([id, title]) => ({id, title})),
    })),
  } as unknown as LoadedContent;
}

describe('docsVersionGaps', () => {
  test('keeps only the docs that some version lacks, with their title in each version that has them', () => {
    const gaps = docsVersionGaps(
      content({
        current: {'about-platform': 'About', 'extensions/git-discovery': 'Git Discovery'},
        '3.12': {'about-platform': 'About', 'extensions/git-discovery': 'Git discovery'},
        '3.11': {'about-platform': 'About', 'upgrade/upgrade-edp-3.11': 'Upgrade to 3.11'},
      }),
    );
    assert.deepEqual(gaps, {
      titles: {
        'extensions/git-discovery': {current: 'Git Discovery', '3.12': 'Git discovery'},
        'upgrade/upgrade-edp-3.11': {'3.11': 'Upgrade to 3.11'},
      },
    });
  });

  test('is empty when every version has every doc, or when one version is built', () => {
    assert.deepEqual(docsVersionGaps(content({current: {a: 'A'}, '3.12': {a: 'A'}})), {titles: {}});
    assert.deepEqual(docsVersionGaps(content({current: {a: 'A', b: 'B'}})), {titles: {}});
    assert.deepEqual(docsVersionGaps(undefined), {titles: {}});
  });
});
