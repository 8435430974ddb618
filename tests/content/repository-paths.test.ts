/**
 * Files of the project's repositories that pages name, against the files at
 * the ref each docs version reads them at
 * (source-records/<version>/repository-paths.json). See ./support/repositoryPaths.ts.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {docsVersion} from '../../config/releases';
import {contentPages, pageOf} from './support/pageSources';
import {sourceRecords} from './support/records';
import {report} from './support/report';
import {repositoryPathFindings} from './support/repositoryPaths';

const version = docsVersion('3.12');
const paths = sourceRecords('3.12').repositoryPaths;
const findingsOf = (text: string) => repositoryPathFindings(pageOf('p.md', version, text), paths);

describe('repository paths in pages', () => {
  test('files and folders that exist at the version’s ref pass, whatever ref an address names', () => {
    assert.deepEqual(
      findingsOf(
        [
          'See [the values](https://github.com/epam/edp-install/blob/master/deploy-templates/values.yaml)',
          'and `clusters/core/addons/` and `charts/pipelines-library/values.yaml`,',
          'and `clusters/<cluster-name>/values.yaml`.',
          '',
          '```yaml title="clusters/core/apps/values.yaml (excerpt)"',
          'a: 1',
          '```',
        ].join('\n'),
      ),
      [],
    );
  });

  test('a path that does not exist at the version’s ref fails, naming page, line, path and ref', () => {
    const addOns = paths.repositories.find(
      ({ref}) => ref.repository === 'epam/edp-cluster-add-ons',
    );
    assert.deepEqual(findingsOf('Edit\n`clusters/core/addons/no-such-add-on/values.yaml`.'), [
      `p.md:2: clusters/core/addons/no-such-add-on/values.yaml: epam/edp-cluster-add-ons has no such file or folder at commit ${addOns?.ref.commit.slice(0, 12)} (${addOns?.ref.date.slice(0, 10)}), the ref 3.12 reads it at`,
    ]);
    assert.match(
      findingsOf(
        '[x](https://github.com/epam/edp-install/blob/master/deploy-templates/no-such.yaml)',
      )[0] ?? '',
      /^p\.md:1: deploy-templates\/no-such\.yaml: epam\/edp-install has no such file or folder at v3\.12\.\d+/,
    );
  });

  test('every repository path of every page exists at its version’s ref', () => {
    const findings = contentPages().flatMap((page) =>
      repositoryPathFindings(page, sourceRecords(page.version.name).repositoryPaths),
    );
    assert.deepEqual(findings, [], report(findings));
  });
});
