/**
 * Label and annotation keys of the platform's domains in pages against the
 * keys the version's components use (source-records/<version>/platform-keys.json).
 * See ./support/platformKeys.ts.
 */
// The misspelt keys below are the point of the tests.
// cspell:ignore secrt
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {docsVersion} from '../../config/releases';
import {contentPages, pageOf} from './support/pageSources';
import {platformKeyFindings} from './support/platformKeys';
import {sourceRecords} from './support/records';
import {report} from './support/report';

const version = docsVersion('3.12');
const findingsOf = (text: string, onVersion = version) =>
  platformKeyFindings(pageOf('p.md', onVersion, text), sourceRecords);

describe('platform label and annotation keys in pages', () => {
  test('a key the components use passes; URLs and API versions are not keys', () => {
    assert.deepEqual(
      findingsOf(
        'Label `app.edp.epam.com/secret-type: repository`, apiVersion `v2.edp.epam.com/v1`, see https://portal.edp.epam.com/x, `kubectl get stages.v2.edp.epam.com/dev`.',
      ),
      [],
    );
  });

  test('an unknown key fails, naming page, line, key and the known keys of its domain', () => {
    const findings = findingsOf(
      'One.\n\n```yaml\nmetadata:\n  labels:\n    app.edp.epam.com/secret-typ: repository\n```\n',
    );
    assert.equal(findings.length, 1);
    assert.match(
      findings[0] ?? '',
      /^p\.md:6: app\.edp\.epam\.com\/secret-typ: no component of 3\.12 reads or writes this key; keys of app\.edp\.epam\.com: .*app\.edp\.epam\.com\/secret-type/,
    );
  });

  test('a key of a later release counts on a line that names that release', () => {
    const older = docsVersion('3.10');
    const key = 'app.edp.epam.com/edit-protection';
    assert.equal(findingsOf(`The \`${key}\` label is not in this release.`, older).length, 1);
    assert.deepEqual(
      findingsOf(`The \`${key}\` label arrived with {release[3.11].line}.`, older),
      [],
    );
  });

  test('a key ending in * names the keys it begins', () => {
    assert.deepEqual(findingsOf('The `app.edp.epam.com/secret-*` labels.'), []);
    assert.equal(findingsOf('The `app.edp.epam.com/secrt-*` labels.').length, 1);
  });

  test('a counterexample block is not read', () => {
    assert.deepEqual(
      findingsOf('```yaml counterexample\nx: app.edp.epam.com/secret-typ\n```\n'),
      [],
    );
  });

  test('every platform key of every page is one its version’s components use', () => {
    const findings = contentPages().flatMap((page) => platformKeyFindings(page, sourceRecords));
    assert.deepEqual(findings, [], report(findings));
  });
});
