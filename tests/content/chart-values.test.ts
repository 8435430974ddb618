/**
 * Values for the edp-install chart in pages (values.yaml blocks and --set
 * options) against the keys of the chart release each docs version documents
 * (source-records/<version>/values.json). See ./support/chartValues.ts.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {docsVersion} from '../../config/releases';
import {helmSetFindings, valuesBlockFindings} from './support/chartValues';
import {codeBlocks, contentPages, pageOf} from './support/pageSources';
import {sourceRecords} from './support/records';
import {report} from './support/report';

const version = docsVersion('3.12');
const values = sourceRecords('3.12').values;
const findingsOf = (text: string) =>
  codeBlocks(pageOf('p.md', version, text)).flatMap((block) => [
    ...valuesBlockFindings(block, values),
    ...helmSetFindings(block, values),
  ]);

const valuesBlock = (yaml: string, meta = '') =>
  `\`\`\`yaml title="values.yaml"${meta}\n${yaml}\n\`\`\`\n`;

describe('edp-install values in pages', () => {
  test('keys of the chart, its subcharts and the keys its templates read pass', () => {
    const yaml = [
      'global:',
      '  dnsWildCard: example.com',
      '  gitProviders: [github, gitlab]',
      '  dockerRegistry:',
      '    type: ecr',
      '    url: 012345678901.dkr.ecr.eu-central-1.amazonaws.com',
      'edp-tekton:',
      '  pipelines:',
      '    deployableResources:',
      '      java:',
      '        java17: true',
    ].join('\n');
    assert.deepEqual(findingsOf(valuesBlock(yaml)), []);
  });

  test('an unknown global key fails, naming page, line and the keys at its level', () => {
    const findings = findingsOf(
      valuesBlock('global:\n  dnsWildCard: example.com\n  dnsWildcard: example.com'),
    );
    assert.equal(findings.length, 1, findings.join('\n'));
    assert.match(
      findings[0] ?? '',
      /^p\.md:4: values\.yaml sets global\.dnsWildcard: edp-install v3\.12\.\d+ has no such key; keys under global: .*dnsWildCard/,
    );
  });

  test('a value of the wrong type fails', () => {
    const findings = findingsOf(valuesBlock('global:\n  gitProviders: github'));
    assert.match(
      findings[0] ?? '',
      /global\.gitProviders: edp-install .* has this key as a array, the page gives a string/,
    );
  });

  test('another chart’s values, named in the fence, are not read as edp-install’s', () => {
    assert.deepEqual(findingsOf(valuesBlock('server:\n  replicas: 2', ' chart=argo-cd')), []);
    assert.equal(findingsOf(valuesBlock('server:\n  replicas: 2')).length, 1);
  });

  test('--set keys of an edp-install command are checked; other charts’ commands are not', () => {
    const command = (chart: string, set: string) =>
      `\`\`\`bash\nhelm install krci epamedp/${chart} --namespace krci \\\n  --set ${set}\n\`\`\`\n`;
    assert.deepEqual(findingsOf(command('edp-install', 'global.dnsWildCard=example.com')), []);
    assert.deepEqual(findingsOf(command('edp-install', 'global.gitProviders={github,gitlab}')), []);
    assert.match(
      findingsOf(command('edp-install', 'global.dnsWildcard=example.com'))[0] ?? '',
      /^p\.md:2: --set global\.dnsWildcard: edp-install v3\.12\.\d+ has no such key/,
    );
    assert.deepEqual(findingsOf(command('argo-cd', 'global.dnsWildcard=x')), []);
  });

  test('every edp-install values block and --set of every page is a key of its version’s chart', () => {
    const findings = contentPages().flatMap((page) =>
      codeBlocks(page).flatMap((block) => {
        const record = sourceRecords(page.version.name).values;
        return [...valuesBlockFindings(block, record), ...helmSetFindings(block, record)];
      }),
    );
    assert.deepEqual(findings, [], report(findings));
  });
});
