/**
 * Each guide's landing page, in every docs version, links every page of its
 * folder that exists in that version, so that a reader who starts there finds
 * each task.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import path from 'node:path';
import {docsVersions} from '../../config/releases';
import {markdownFiles, readSource} from '../support/siteSources';

/** A guide's folder, its landing page, and how many pages it holds at least (so an empty folder fails). */
const sections = [
  {folder: 'operator-guide', landing: 'index.md', atLeast: 50},
  {folder: 'user-guide', landing: 'index.md', atLeast: 30},
  {folder: 'developer-guide', landing: 'index.md', atLeast: 10},
  {folder: 'use-cases', landing: 'index.md', atLeast: 5},
  {folder: 'quick-start', landing: 'quick-start-overview.md', atLeast: 5},
  {folder: 'api', landing: 'overview.md', atLeast: 5},
] as const;

for (const version of docsVersions) {
  for (const {folder, landing, atLeast} of sections) {
    const guide = path.join(version.dir, folder);
    const index = path.join(guide, landing);
    test(`${index} links every page of its folder`, () => {
      const linked = new Set(
        [...readSource(index).matchAll(/\]\(\.\/([^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)].map(
          ([, target = '']) => target,
        ),
      );
      const pages = markdownFiles(guide)
        .map((file) => path.relative(guide, file).split(path.sep).join('/'))
        .filter(
          (page) => page !== landing && !page.split('/').some((part) => part.startsWith('_')),
        );
      assert.ok(pages.length >= atLeast, `${guide} holds ${pages.length} pages`);
      assert.deepEqual(
        pages.filter((page) => !linked.has(page)).sort(),
        [],
        `pages of ${guide} that ${index} does not link as ./<path>.md`,
      );
    });
  }
}
