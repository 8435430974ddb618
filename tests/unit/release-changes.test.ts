/**
 * The diff behind the What changed pages (src/plugins/release-data/recordDiff.ts),
 * on small made-up records.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  fieldChanges,
  kindChanges,
  pipelinesChanges,
  valuesChanges,
  versionBumps,
} from '../../src/plugins/release-data/recordDiff';
import type {
  CrdField,
  OperatorRecord,
  PipelinesRecord,
  ValuesKey,
  ValuesRecord,
} from '../../scripts/source-records/recordTypes';

const field = (path: string, type = 'string', extra: Partial<CrdField> = {}): CrdField => ({
  path,
  type,
  required: false,
  ...extra,
});

const operator = (kinds: Record<string, CrdField[]>): OperatorRecord =>
  ({
    operator: 'demo-operator',
    page: 'demo.md',
    kinds: Object.entries(kinds).map(([kind, fields]) => ({
      kind,
      group: 'v2.edp.epam.com',
      version: 'v1',
      fields,
    })),
  }) as unknown as OperatorRecord;

describe('custom resource fields', () => {
  test('an added, a removed and a changed field, each once', () => {
    const before = [field('spec.a'), field('spec.b'), field('spec.c', 'string', {default: 'x'})];
    const after = [
      field('spec.a'),
      field('spec.c', 'integer', {required: true, default: 1}),
      field('spec.d', 'boolean', {required: true}),
    ];
    assert.deepEqual(fieldChanges(before, after), [
      {change: 'removed', path: 'spec.b'},
      {
        change: 'changed',
        path: 'spec.c',
        what: [
          {aspect: 'type', before: 'string', after: 'integer'},
          {aspect: 'required', after: true},
          {aspect: 'default', before: 'x', after: 1},
        ],
      },
      {change: 'added', path: 'spec.d', type: 'boolean', required: true},
    ]);
  });

  test('a new object is one change, not one per field inside it; a field inside an old object is its own', () => {
    const before = [field('spec.old', 'object')];
    const after = [
      field('spec.old', 'object'),
      field('spec.old.inner'),
      field('spec.auth', 'object'),
      field('spec.auth.user'),
      field('spec.auth.secret.name'),
    ];
    assert.deepEqual(
      fieldChanges(before, after).map(({change, path}) => `${change} ${path}`),
      ['added spec.auth', 'added spec.old.inner'],
    );
  });

  test('list items and map values are followed through [] and <key>', () => {
    const before = [field('spec.tags', 'array<object>'), field('spec.tags[].name')];
    const after = [
      field('spec.tags', 'array<object>'),
      field('spec.tags[].name'),
      field('spec.tags[].value'),
      field('spec.labels', 'map<object>'),
      field('spec.labels.<key>.text'),
    ];
    assert.deepEqual(
      fieldChanges(before, after).map(({change, path}) => `${change} ${path}`),
      ['added spec.labels', 'added spec.tags[].value'],
    );
    assert.deepEqual(
      fieldChanges(after, before).map(({change, path}) => `${change} ${path}`),
      ['removed spec.labels', 'removed spec.tags[].value'],
    );
  });

  test('kinds added, removed and changed; an unchanged kind is left out', () => {
    const before = [
      operator({Same: [field('spec.a')], Gone: [field('spec.a')], Moved: [field('spec.a')]}),
    ];
    const after = [
      operator({Same: [field('spec.a')], New: [field('spec.a')], Moved: [field('spec.b')]}),
    ];
    assert.deepEqual(
      kindChanges(before, after).map(
        ({kind, status, fields}) => `${kind} ${status} ${fields.length}`,
      ),
      ['Gone removed 0', 'Moved changed 2', 'New added 0'],
    );
  });
});

const valuesRecord = (keys: ValuesKey[]): ValuesRecord => ({keys}) as unknown as ValuesRecord;

describe('chart values', () => {
  test('added and removed keys (a new map once), new defaults; keys only templates read are left out', () => {
    const before = valuesRecord([
      {path: 'global', type: 'object'},
      {path: 'global.dnsWildCard', type: 'null', default: null},
      {path: 'global.old', type: 'string', default: 'x'},
      {path: 'image', type: 'string', default: 'a:1'},
      {path: 'templateOnly', type: 'any'},
    ]);
    const after = valuesRecord([
      {path: 'global', type: 'object'},
      {path: 'global.dnsWildCard', type: 'null', default: null},
      {path: 'image', type: 'string', default: 'a:2'},
      {path: 'portal', type: 'object'},
      {path: 'portal.enabled', type: 'boolean', default: false},
      {path: 'annotations', type: 'object', default: {}, open: true},
    ]);
    const changes = valuesChanges(before, after);
    assert.deepEqual(
      changes.added.map(({path}) => path),
      ['portal', 'annotations'],
    );
    assert.deepEqual(
      changes.removed.map(({path}) => path),
      ['global.old'],
    );
    assert.deepEqual(changes.defaults, [{path: 'image', before: 'a:1', after: 'a:2'}]);
  });
});

describe('pipelines library and versions', () => {
  test('resources added and removed, by kind and name', () => {
    const record = (names: string[]) =>
      ({
        resources: names.map((name) => ({kind: name.startsWith('t-') ? 'Task' : 'Pipeline', name})),
      }) as unknown as PipelinesRecord;
    assert.deepEqual(pipelinesChanges(record(['p-a', 't-a']), record(['p-a', 'p-b'])), {
      added: [{kind: 'Pipeline', name: 'p-b'}],
      removed: [{kind: 'Task', name: 't-a'}],
    });
  });

  test('version bumps list only what differs, a component that came or went included', () => {
    assert.deepEqual(
      versionBumps({a: '1.0.0', b: '2.0.0', c: '3.0.0'}, {a: '1.0.0', b: '2.1.0', d: '0.1.0'}),
      [
        {component: 'b', before: '2.0.0', after: '2.1.0'},
        {component: 'c', before: '3.0.0', after: null},
        {component: 'd', before: null, after: '0.1.0'},
      ],
    );
  });
});
