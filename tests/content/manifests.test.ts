/**
 * Custom resources shown in pages against the schemas their docs version's
 * operators serve (source-records/<version>/schemas.json). How a manifest is
 * checked is described in ./support/manifests.ts.
 */
// The misspelt field below is the point of the test.
// cspell:ignore Brnch
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {docsVersion} from '../../config/releases';
import {manifestFindings} from './support/manifests';
import {codeBlocks, contentPages, pageOf} from './support/pageSources';
import {sourceRecords} from './support/records';
import {report} from './support/report';

const version = docsVersion('3.12');
const schemas = sourceRecords('3.12').schemas;
const findingsOf = (text: string) =>
  codeBlocks(pageOf('p.md', version, text)).flatMap((block) => manifestFindings(block, schemas));

const codebase = (spec: string, meta = '') => `Intro.

\`\`\`yaml${meta}
apiVersion: v2.edp.epam.com/v1
kind: Codebase
metadata:
  name: demo
spec:
${spec}
\`\`\`
`;
const validSpec = `  type: application
  lang: java
  buildTool: maven
  framework: java17
  strategy: create
  gitServer: github
  gitUrlPath: /org/demo
  defaultBranch: main
  emptyProject: false
  versioning:
    type: default`;

describe('manifests against the schemas', () => {
  test('a complete Codebase passes', () => {
    assert.deepEqual(findingsOf(codebase(validSpec)), []);
  });

  test('a misspelled field fails, naming page, line, field and the known fields', () => {
    const [finding, ...rest] = findingsOf(codebase(`${validSpec}\n  defaultBrnch: main`));
    assert.deepEqual(rest, []);
    assert.match(
      finding ?? '',
      /^p\.md:20: v2\.edp\.epam\.com\/v1 Codebase: spec\.defaultBrnch: the page has this field; codebase-operator v\d+\.\d+\.\d+ has no such field; known: .*defaultBranch/,
    );
  });

  test('a wrong type, a value outside the enum and a missing required field fail', () => {
    const spec = validSpec
      .replace('emptyProject: false', 'emptyProject: "no"')
      .replace('strategy: create', 'strategy: copy')
      .replace('  gitServer: github\n', '');
    const findings = findingsOf(codebase(spec));
    assert.equal(findings.length, 3, findings.join('\n'));
    assert.match(
      findings.join('\n'),
      /spec\.emptyProject: the page has string "no"; .* has type boolean/,
    );
    assert.match(
      findings.join('\n'),
      /spec\.strategy: the page has "copy"; .* has one of "create", "clone", "import"/,
    );
    assert.match(
      findings.join('\n'),
      /spec\.gitServer: the page has nothing; .* has a required field/,
    );
  });

  test('an excerpt is checked for names, not for required fields; a counterexample is not checked', () => {
    assert.deepEqual(findingsOf(codebase('  defaultBranch: main', ' excerpt')), []);
    assert.equal(findingsOf(codebase('  defaultBrnch: main', ' excerpt')).length, 1);
    assert.deepEqual(findingsOf(codebase('  defaultBrnch: main', ' counterexample')), []);
  });

  test('a Helm template is checked with its template actions as placeholder values', () => {
    const spec = `${validSpec.replace('/org/demo', '{{ .Values.path }}')}\n  {{- if .Values.jira }}\n  jiraServer: jira\n  {{- end }}`;
    assert.deepEqual(findingsOf(codebase(spec)), []);
  });

  test('an apiVersion the release does not serve fails', () => {
    const text = codebase(validSpec).replace('v2.edp.epam.com/v1', 'v2.edp.epam.com/v1alpha1');
    assert.match(
      findingsOf(text)[0] ?? '',
      /serves Codebase as v2\.edp\.epam\.com\/v1, not v2\.edp\.epam\.com\/v1alpha1/,
    );
  });

  test('every manifest of every page matches its version’s schemas', () => {
    const findings = contentPages().flatMap((page) =>
      codeBlocks(page).flatMap((block) =>
        manifestFindings(block, sourceRecords(page.version.name).schemas),
      ),
    );
    assert.deepEqual(findings, [], report(findings));
  });
});
