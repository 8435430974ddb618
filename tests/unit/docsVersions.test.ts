import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {docsVersionOptions, parseDocsVersions} from '../../config/docsVersions';
import {docsVersions, latestVersion, releasedVersionNames} from '../../config/releases';

const root = path.resolve(__dirname, '../..');

describe('parseDocsVersions', () => {
  test('builds every version when unset or blank', () => {
    assert.equal(parseDocsVersions(undefined), undefined);
    assert.equal(parseDocsVersions('  '), undefined);
  });

  test('reads a comma-separated list, trimming and dropping repeats', () => {
    assert.deepEqual(parseDocsVersions(' current, 3.12 ,current'), ['current', '3.12']);
  });

  test('rejects a name that is not a docs version', () => {
    assert.throws(() => parseDocsVersions('current,3.9'), /unknown docs versions: 3\.9/);
  });
});

describe('docsVersionOptions', () => {
  test('a full build serves the latest release at /docs, next at /docs/next, older releases under their number', () => {
    const options = docsVersionOptions(undefined);
    assert.equal(options.lastVersion, latestVersion.name);
    assert.equal(options.onlyIncludeVersions, undefined);
    for (const version of docsVersions) {
      const expected = version === latestVersion ? undefined : version.path;
      assert.equal(options.versions?.[version.name]?.path, expected, version.name);
      assert.equal(options.versions?.[version.name]?.label, version.label);
    }
    assert.equal(options.versions?.current?.path, 'next');
    assert.equal(options.versions?.current?.banner, 'unreleased');
    assert.equal(options.versions?.[latestVersion.name]?.banner, 'none');
  });

  test('a build of next alone serves it at /docs', () => {
    const options = docsVersionOptions(['current']);
    assert.equal(options.lastVersion, 'current');
    assert.deepEqual(options.onlyIncludeVersions, ['current']);
    assert.equal(options.versions?.current?.path, undefined);
  });

  test('without the latest release the newest built release takes /docs and keeps its banner', () => {
    const [, older] = releasedVersionNames;
    assert.ok(older, 'there is a release older than the latest');
    const options = docsVersionOptions(['current', older]);
    assert.equal(options.lastVersion, older);
    assert.equal(options.versions?.[older]?.path, undefined);
    assert.equal(options.versions?.current?.path, 'next');
    assert.equal(options.versions?.[older]?.banner, 'unmaintained');
  });
});

describe('release facts', () => {
  test('versions.json, written by `docusaurus docs:version`, lists the releases of config/releases.ts', () => {
    const versionsJson = JSON.parse(
      readFileSync(path.join(root, 'versions.json'), 'utf8'),
    ) as string[];
    assert.deepEqual(versionsJson, releasedVersionNames);
  });

  test('every version has its sources, and every release has a sidebars file', () => {
    for (const version of docsVersions) {
      const dir = path.join(root, version.dir);
      assert.ok(readFileSync(path.join(dir, 'supported-versions.md'), 'utf8'), version.dir);
    }
    for (const name of releasedVersionNames) {
      readFileSync(path.join(root, 'versioned_sidebars', `version-${name}-sidebars.json`), 'utf8');
    }
  });

  test('exactly one version is in development and one is the latest, and release lines do not repeat', () => {
    assert.equal(docsVersions.filter(({status}) => status === 'development').length, 1);
    assert.equal(docsVersions.filter(({status}) => status === 'latest').length, 1);
    const lines = docsVersions.map(({release}) => release.line);
    assert.equal(new Set(lines).size, lines.length);
  });

  test("each release's chart belongs to its own line and is no older than the line's first release", () => {
    for (const {name, release} of docsVersions) {
      assert.ok(
        release.chart.version.startsWith(`${release.line}.`),
        `${name}: ${release.chart.version}`,
      );
      assert.ok(release.chart.firstVersion.startsWith(`${release.line}.`), name);
      assert.ok(release.chart.firstDate <= release.chart.date, name);
      assert.match(release.chart.date, /^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('the banner of older versions says they are supported, so only supported versions wear it', () => {
    const codeJson = JSON.parse(
      readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8'),
    ) as Record<string, {message: string}>;
    const banner = codeJson['theme.docs.versions.unmaintainedVersionLabel']?.message ?? '';
    assert.match(banner, /still supported/);
    const options = docsVersionOptions(undefined);
    const wearing = docsVersions.filter(
      ({name}) => options.versions?.[name]?.banner === 'unmaintained',
    );
    assert.ok(wearing.length > 0);
    for (const version of wearing) {
      assert.equal(
        version.status,
        'supported',
        `${version.name} is ${version.status}, but its banner says "still supported": give it a banner of its own`,
      );
    }
  });
});
