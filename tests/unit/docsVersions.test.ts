import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {docsVersionOptions, parseDocsVersions} from '../../config/docsVersions';

const released = ['3.12', '3.11', '3.10'];

describe('parseDocsVersions', () => {
  test('builds every version when unset or blank', () => {
    assert.equal(parseDocsVersions(undefined, released), undefined);
    assert.equal(parseDocsVersions('  ', released), undefined);
  });

  test('reads a comma-separated list, trimming and dropping repeats', () => {
    assert.deepEqual(parseDocsVersions(' current, 3.12 ,current', released), ['current', '3.12']);
  });

  test('rejects a name that is not a docs version', () => {
    assert.throws(() => parseDocsVersions('current,3.9', released), /unknown docs versions: 3\.9/);
  });
});

describe('docsVersionOptions', () => {
  test('a full build serves 3.12 at /docs, next at /docs/next, older releases under their number', () => {
    const options = docsVersionOptions(released, undefined);
    assert.equal(options.lastVersion, '3.12');
    assert.equal(options.onlyIncludeVersions, undefined);
    assert.deepEqual(options.versions, {
      current: {label: '3.13-dev', path: 'next', banner: 'unreleased'},
      '3.12': {label: '3.12', banner: 'none'},
      '3.11': {label: '3.11', path: '3.11', banner: 'unmaintained'},
      '3.10': {label: '3.10', path: '3.10', banner: 'unmaintained'},
    });
  });

  test('a build of next alone serves it at /docs', () => {
    const options = docsVersionOptions(released, ['current']);
    assert.equal(options.lastVersion, 'current');
    assert.deepEqual(options.onlyIncludeVersions, ['current']);
    assert.equal(options.versions?.current?.path, undefined);
  });

  test('without 3.12 the newest built release takes /docs', () => {
    const options = docsVersionOptions(released, ['current', '3.11']);
    assert.equal(options.lastVersion, '3.11');
    assert.equal(options.versions?.['3.11']?.path, undefined);
    assert.equal(options.versions?.current?.path, 'next');
    // 3.11 is still not the newest release, so it keeps its unmaintained banner.
    assert.equal(options.versions?.['3.11']?.banner, 'unmaintained');
  });

  test('before any release exists, next is the only version', () => {
    const options = docsVersionOptions([], undefined);
    assert.equal(options.lastVersion, 'current');
    assert.deepEqual(Object.keys(options.versions ?? {}), ['current']);
  });
});
