// The DocSearch fixes (src/plugins/search/server/bundleFixes/docsearch/*.patch) against the
// @docsearch/react that is installed: each fix's text is in the bundle exactly once, so the build
// applies it where the diff shows; an upgrade that changes that text fails here before the build.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  applyFixes,
  parseFix,
  readFixes,
  renderHunk,
} from '../../src/plugins/search/server/bundleFixes/fixFiles.cjs';

const packageDirectory = path.resolve(__dirname, '..', '..', 'node_modules', '@docsearch', 'react');
const bundle = readFileSync(
  path.join(packageDirectory, 'dist', 'esm', 'DocSearchModal.js'),
  'utf8',
);
const installedVersion = (
  JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as {version: string}
).version;
const fixes = readFixes();

const occurrences = (code: string, text: string) => code.split(text).length - 1;

describe('the DocSearch fixes', () => {
  test('are for the @docsearch/react that is installed (4.7.0)', () => {
    assert.equal(
      installedVersion,
      '4.7.0',
      'DocSearch was upgraded: check each fix file (its "Still needed" line), then this test',
    );
  });

  for (const fix of fixes) {
    const name = path.basename(fix.file);
    test(`${name}: says why, and how to tell whether an upgrade still needs it`, () => {
      assert.match(fix.reason, /^Why: /m);
      assert.match(fix.reason, /^Still needed after an upgrade if: /m);
      assert.ok(fix.hunks.length > 0);
      for (const hunk of fix.hunks) {
        assert.notEqual(hunk.before, hunk.after, 'a hunk changes something');
      }
    });

    test(`${name}: each hunk's text, context included, occurs exactly once in the bundle`, () => {
      fix.hunks.forEach((hunk, index) => {
        assert.equal(occurrences(bundle, hunk.before), 1, `hunk ${index + 1}`);
      });
    });
  }

  test('apply one after the other, each hunk where its diff shows', () => {
    const fixed = applyFixes(bundle, fixes, 'DocSearchModal.js');
    for (const fix of fixes) {
      for (const hunk of fix.hunks) {
        assert.equal(occurrences(fixed, hunk.after), 1, path.basename(fix.file));
      }
    }
    assert.equal(
      fixed.length - bundle.length,
      fixes
        .flatMap((fix) => fix.hunks)
        .reduce((sum, hunk) => sum + hunk.after.length - hunk.before.length, 0),
      'nothing but the hunks changed',
    );
  });

  test('a fix whose text an upgrade changed fails with its name and reason', () => {
    const fix = parseFix(
      'Why: an example.\nStill needed after an upgrade if: never.\n\n@@ x @@\n a=1;\n-b=2\n+b=3\n',
      'example.patch',
    );
    assert.deepEqual(fix.hunks, [{before: 'a=1;b=2', after: 'a=1;b=3'}]);
    assert.equal(applyFixes('x;a=1;b=2;', [fix], 'bundle.js'), 'x;a=1;b=3;');
    assert.throws(
      () => applyFixes('x;a=1;b=22;a=1;b=2', [fix], 'bundle.js'),
      /bundle\.js: expected the text of example\.patch \(hunk 1\) once, found it 2 times[\s\S]*Why: an example/,
    );
    assert.throws(
      () => parseFix('@@ x @@\n a\nb\n', 'bad.patch'),
      /bad\.patch:3: a hunk line starts/,
    );
  });

  test('renderHunk writes a hunk that reads back as the same replacement', () => {
    const code = 'var a=1,b=2;function f(){return a+b};var c=f();';
    const hunk = renderHunk(code, [{from: 'return a+b', to: 'return a*b'}], 12);
    const [parsed] = parseFix(`Why: x\n${hunk}\n`, 'rendered.patch').hunks;
    assert.ok(parsed && occurrences(code, parsed.before) === 1);
    assert.equal(code.replace(parsed.before, parsed.after), code.replace('a+b', 'a*b'));
  });
});
