import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {docsInstances, pagesOutsideSidebars} from '../support/content';

const root = path.resolve(__dirname, '../..');

for (const instance of docsInstances) {
  test(`every page of ${instance.dir} is in a sidebar`, () => {
    assert.deepEqual(pagesOutsideSidebars(instance), []);
  });
}

test('the FAQ how-to index links every how-to guide', () => {
  const index = readFileSync(path.join(root, 'faq/how-to/index.md'), 'utf8');
  const linked = new Set(
    [...index.matchAll(/\]\(\.\/([\w/-]+\.md)(?:#[\w-]*)?\)/g)].map((match) => match[1]),
  );
  const guides = readdirSync(path.join(root, 'faq/how-to'), {recursive: true, encoding: 'utf8'})
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry.endsWith('.md') && entry !== 'index.md');
  assert.ok(guides.length > 0, 'faq/how-to holds no guides');
  assert.deepEqual(
    guides.filter((guide) => !linked.has(guide)),
    [],
    'how-to guides that faq/how-to/index.md does not link as ./<group>/<page>.md',
  );
});
