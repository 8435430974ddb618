/**
 * The API pages against the CRDs they document: every field table of every
 * docs version's API pages is compared with the records in
 * source-records/<version>/api/ (written by scripts/source-records). How a page is read and how its cells
 * are normalised is described in ./support/apiReference.ts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Table, TableCell} from 'mdast';
import type {OperatorRecord} from '../../scripts/source-records/recordTypes';
import {
  checkOverview,
  checkPage,
  docsDir,
  pageDefault,
  pageType,
  parseMarkdown,
  pathPattern,
  readRecords,
  sameDefault,
} from './support/apiReference';
import {recordedVersions} from './support/records';
import {readSource} from '../support/siteSources';
import {resolveReleaseFacts} from '../../config/releaseFactReferences';
import {docsVersion} from '../../config/releases';

/** A page as the reader sees it: release facts resolved. */
const readPageText = (file: string, version: string) =>
  resolveReleaseFacts(readSource(file), docsVersion(version), file);

// ---------------------------------------------------------------------------
// The tests

describe('cell normalisation of the API pages', () => {
  test('types are read in every spelling the pages use', () => {
    assert.equal(pageType('integer (int64)'), 'integer');
    assert.equal(pageType('string (date-time)'), 'string');
    assert.equal(pageType('array of strings'), 'array<string>');
    assert.equal(pageType('`[]string`'), 'array<string>');
    assert.equal(pageType('list of objects'), 'array<object>');
    assert.equal(pageType('map of strings'), 'map<string>');
    assert.equal(pageType('map of string arrays'), 'map<array<string>>');
    assert.equal(pageType('map of maps of objects'), 'map<map<object>>');
    assert.equal(pageType('int-or-string'), 'int-or-string');
    assert.equal(pageType('array'), undefined);
    assert.equal(pageType('map'), undefined);
  });

  test('a default is one value; a dash or None is none; words around a value are not a default', () => {
    const cell = (markdown: string): TableCell => {
      const table = parseMarkdown(`| a |\n| --- |\n| ${markdown} |\n`).children[0] as Table;
      return table.children[1]?.children[0] as TableCell;
    };
    assert.deepEqual(pageDefault(cell('-')), {kind: 'none'});
    assert.deepEqual(pageDefault(cell('None')), {kind: 'none'});
    assert.deepEqual(pageDefault(cell('`none`')), {kind: 'value', text: 'none'});
    assert.deepEqual(pageDefault(cell('`tekton`')), {kind: 'value', text: 'tekton'});
    assert.deepEqual(pageDefault(cell('`user` when empty')), {kind: 'unreadable'});
    assert.ok(sameDefault('1440', 1440));
    assert.ok(sameDefault('"1440"', '1440'));
    assert.ok(sameDefault('{type: default}', {type: 'default'}));
    assert.ok(!sameDefault('true', false));
  });

  test('a placeholder matches one key: a map key or a key of any name', () => {
    assert.ok(pathPattern('spec.conditions.<metric>.op').test('spec.conditions.<key>.op'));
    assert.ok(pathPattern('spec.<format>.hosted.online').test('spec.maven.hosted.online'));
    assert.ok(!pathPattern('spec.<format>.hosted.online').test('spec.maven.proxy.online'));
    assert.ok(!pathPattern('spec.tags[].name').test('spec.tags.name'));
  });

  test('a wrong fact fails with the file, the kind and the field in the message', () => {
    const record: OperatorRecord = {
      operator: 'demo-operator',
      repository: 'example/demo',
      version: '1.2.3',
      tag: 'v1.2.3',
      commit: '0'.repeat(40),
      tagDate: '2025-01-01T00:00:00+00:00',
      selection: 'test',
      docsVersion: 'current',
      page: 'demo.md',
      chart: {repository: 'example/chart', tag: 'v1.0.0', date: '2025-01-01T00:00:00+00:00'},
      kinds: [
        {
          kind: 'Demo',
          group: 'demo.example.com',
          version: 'v1',
          servedVersions: ['v1'],
          scope: 'Namespaced',
          plural: 'demos',
          shortNames: [],
          crdFile: 'demo.yaml',
          specRequired: true,
          fields: [
            {path: 'spec.mode', type: 'string', required: false, default: 'fast'},
            {path: 'spec.size', type: 'integer', required: true},
            {path: 'status.value', type: 'string', required: false},
          ],
        },
      ],
    };
    const page = [
      '---',
      'title: Demo',
      '---',
      '',
      'This page follows demo-operator 1.2.3.',
      '',
      '## Demo',
      '',
      '`demo.example.com/v1`',
      '',
      '| Field | Type | Required | Default | Description |',
      '| --- | --- | --- | --- | --- |',
      '| `spec.mode` | string | No | `slow` | Mode. |',
      '| `spec.size` | integer | Yes | - | Size. |',
      '',
      '| Field | Type | Description |',
      '| --- | --- | --- |',
      '| `status.value` | string | State. |',
      '',
    ].join('\n');
    assert.deepEqual(checkPage('demo.md', page, record, new Set()), [
      'demo.md:13 Demo spec.mode: the page gives default slow, the CRD has default "fast"',
    ]);
    const fixed = page
      .replace('`slow`', '`fast`')
      .replace('| `spec.size` | integer | Yes | - | Size. |\n', '');
    assert.deepEqual(checkPage('demo.md', fixed, record, new Set()), [
      'demo.md:7 Demo spec.size: not documented (integer, required)',
    ]);
  });
});

/** The assertion message: how many problems, then one per line. */
function report(problems: readonly string[]): string {
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:\n${problems.join('\n')}`;
}

describe('API pages against the CRDs of the release each version documents', () => {
  const versions = recordedVersions();
  const allKindsByOperator = new Map<string, Set<string>>();
  for (const version of versions) {
    for (const record of readRecords(version)) {
      const kinds = allKindsByOperator.get(record.operator) ?? new Set<string>();
      for (const {kind} of record.kinds) kinds.add(kind);
      allKindsByOperator.set(record.operator, kinds);
    }
  }

  for (const version of versions) {
    const overview = `${docsDir(version)}/api/overview.md`;
    test(`${overview} lists every kind of the version with its group and version`, () => {
      const problems = checkOverview(
        overview,
        readPageText(overview, version),
        readRecords(version),
      );
      assert.deepEqual(problems, [], report(problems));
    });
    for (const record of readRecords(version)) {
      const file = `${docsDir(version)}/api/${record.page}`;
      test(`${file} documents ${record.operator} ${record.version}`, () => {
        const problems = checkPage(
          file,
          readPageText(file, version),
          record,
          allKindsByOperator.get(record.operator) ?? new Set(),
        );
        assert.deepEqual(problems, [], report(problems));
      });
    }
  }
});
