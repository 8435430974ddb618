/**
 * Tekton Pipeline, Task and TriggerTemplate names in pages, and the params
 * given to them, against the pipelines library each docs version ships
 * (source-records/<version>/pipelines.json). See ./support/tektonNames.ts.
 */
// The misspelt Task name below is the point of the test.
// cspell:ignore edpp
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {docsVersion} from '../../config/releases';
import {contentPages, pageOf} from './support/pageSources';
import {sourceRecords} from './support/records';
import {report} from './support/report';
import {tektonFindings} from './support/tektonNames';

const version = docsVersion('3.12');
const pipelines = sourceRecords('3.12').pipelines;
const findingsOf = (text: string) => tektonFindings(pageOf('p.md', version, text), pipelines);

const taskRun = (task: string, param = 'CODEBASEBRANCH_NAME') => `\`\`\`yaml
apiVersion: tekton.dev/v1
kind: TaskRun
metadata:
  name: run
spec:
  taskRef:
    name: ${task}
  params:
    - name: ${param}
      value: demo-main
\`\`\`
`;

describe('Tekton names in pages', () => {
  test('a library Task with its own params passes', () => {
    assert.deepEqual(findingsOf(taskRun('get-version-edp')), []);
  });

  test('a Task name that the version does not have fails, naming page, line and name', () => {
    assert.deepEqual(findingsOf(taskRun('get-version-edpp')), [
      `p.md:8: taskRef get-version-edpp: edp-tekton ${pipelines.ref.ref} has no Task of that name (and no page of this version defines one)`,
    ]);
  });

  test('a param the Task does not take fails', () => {
    assert.match(
      findingsOf(taskRun('get-version-edp', 'BRANCH'))[0] ?? '',
      /^p\.md:8: taskRef get-version-edp: params BRANCH are not params of it in edp-tekton v[\d.]+; its params: .*CODEBASEBRANCH_NAME/,
    );
  });

  test('a Task the page defines itself is its own', () => {
    const own = `\`\`\`yaml\napiVersion: tekton.dev/v1\nkind: Task\nmetadata:\n  name: shellcheck\n\`\`\`\n`;
    assert.deepEqual(findingsOf(own + taskRun('shellcheck', 'anything')), []);
  });

  test('pipeline names in prose are looked up; placeholders are not', () => {
    assert.deepEqual(findingsOf('Run `github-maven-java17-app-build-default` now.'), []);
    assert.deepEqual(findingsOf('Run `github-<tool>-<framework>-app-build-default`.'), []);
    assert.deepEqual(findingsOf('Run `github-maven-java11-app-build-default` now.'), [
      `p.md:1: github-maven-java11-app-build-default: edp-tekton ${pipelines.ref.ref} has no Pipeline, Task or TriggerTemplate of that name`,
    ]);
  });

  test('a name the prose calls a pipeline task or a Task is a Task or a step of the library', () => {
    assert.deepEqual(
      findingsOf('The pipeline task `sonar` runs the scan; Task `git-clone` fetches.'),
      [],
    );
    assert.deepEqual(findingsOf('The Gradle `sonarqube` task is not Tekton’s.'), []);
    assert.deepEqual(findingsOf('The pipeline task `run-tests-java` runs them.'), [
      `p.md:1: run-tests-java: the page calls it a task; edp-tekton ${pipelines.ref.ref} has no Task, and no Pipeline a step, of that name`,
    ]);
  });

  test('every Tekton name of every page exists in its version’s pipelines library', () => {
    const findings = contentPages().flatMap((page) =>
      tektonFindings(page, sourceRecords(page.version.name).pipelines),
    );
    assert.deepEqual(findings, [], report(findings));
  });
});
