/**
 * The Operator Guide's landing page of every docs version links every page of
 * the guide that exists in that version, so that a reader who starts there
 * finds each task.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import path from 'node:path';
import {docsVersions} from '../../config/releases';
import {markdownFiles, readSource} from '../support/siteSources';

for (const version of docsVersions) {
  const guide = path.join(version.dir, 'operator-guide');
  const index = path.join(guide, 'index.md');
  test(`${index} links every page of the Operator Guide`, () => {
    const linked = new Set(
      [...readSource(index).matchAll(/\]\(\.\/([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map(
        ([, target = '']) => target,
      ),
    );
    const pages = markdownFiles(guide)
      .map((file) => path.relative(guide, file).split(path.sep).join('/'))
      .filter(
        (page) => page !== 'index.md' && !page.split('/').some((part) => part.startsWith('_')),
      );
    assert.ok(pages.length > 50, `${guide} holds ${pages.length} pages`);
    assert.deepEqual(
      pages.filter((page) => !linked.has(page)).sort(),
      [],
      `pages of ${guide} that ${index} does not link as ./<path>.md`,
    );
  });
}
