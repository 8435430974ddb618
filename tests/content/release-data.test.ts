/**
 * The generated parts of pages against the records of the build: every docs
 * version's What changed page holds {release.changes} and shows each change
 * that the diff of the records finds, and every Supported Versions page
 * holds the generated compatibility matrix and links /releases.json.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {resolveReleaseFacts} from '../../config/releaseFactReferences';
import {docsVersions} from '../../config/releases';
import {kindChanges, valuesChanges} from '../../src/plugins/release-data/recordDiff';
import {changeRecords, stepId, upgradeSteps} from '../../src/plugins/release-data/releaseBlocks';
import {readSource} from '../support/siteSources';

describe('What changed pages', () => {
  for (const version of docsVersions) {
    const file = `${version.dir}/whats-new.md`;
    test(`${file} shows every step's changes from the records`, () => {
      const source = readSource(file);
      assert.match(source, /^\{release\.changes\}$/m, `${file} has no {release.changes} line`);
      const page = resolveReleaseFacts(source, version, file);
      for (const step of upgradeSteps(version)) {
        assert.ok(page.includes(`{#${stepId(step)}}`), `${file}: no section ${stepId(step)}`);
      }
      const [own] = upgradeSteps(version);
      assert.ok(own);
      const section = page.slice(page.indexOf(`{#${stepId(own)}}`)).split(/\n## From /)[0] ?? '';
      for (const kind of kindChanges(
        changeRecords(own.from.name).api,
        changeRecords(own.to.name).api,
      )) {
        assert.ok(section.includes(kind.kind), `${file}: ${kind.kind} missing`);
        for (const field of kind.fields) {
          assert.ok(
            section.includes(`\`${field.path}\``),
            `${file}: ${kind.kind} ${field.path} missing`,
          );
        }
      }
      const values = valuesChanges(
        changeRecords(own.from.name).values,
        changeRecords(own.to.name).values,
      );
      for (const key of values.added)
        assert.ok(section.includes(`\`${key.path}\``), `${file}: ${key.path} missing`);
    });
  }
});

describe('Supported Versions pages', () => {
  for (const version of docsVersions) {
    const file = `${version.dir}/supported-versions.md`;
    test(`${file} holds the generated matrix and links /releases.json`, () => {
      const source = readSource(file);
      assert.match(source, /^\{release\.compatibility\}$/m);
      assert.match(source, /\]\(pathname:\/\/\/releases\.json\)/);
      const page = resolveReleaseFacts(source, version, file);
      for (const each of docsVersions) {
        assert.ok(
          page.includes(`| ${each.label} |`) || page.includes(` ${each.label} |`),
          each.label,
        );
        assert.ok(
          page.includes(each.release.chart.version),
          `${file}: ${each.release.chart.version}`,
        );
      }
    });
  }
});
