import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveReleaseFacts} from '../../config/releaseFactReferences';
import {docsVersion, docsVersions, latestVersion} from '../../config/releases';
import {sourceRecords} from './support/records';
import {markdownSources, typedReleaseNumbers} from './support/releaseNumbers';

const sources = markdownSources();

describe('release fact references', () => {
  test('resolve to the page’s own release, or to the release they name', () => {
    const text = 'Install {release.chart.version}; from {release[3.11].chart.version}.';
    assert.equal(
      resolveReleaseFacts(text, docsVersion('3.12'), 'x.md'),
      `Install ${docsVersion('3.12').release.chart.version}; from ${docsVersion('3.11').release.chart.version}.`,
    );
    assert.equal(resolveReleaseFacts('{release.status}', latestVersion, 'x.md'), 'latest');
  });

  test('an unknown fact, an unknown version or a fact without value fails, naming file and line', () => {
    const version = docsVersion('3.12');
    assert.throws(
      () => resolveReleaseFacts('one\ntwo {release.chart.misspelt}', version, 'docs/a.md'),
      /^Error: docs\/a\.md:2: \{release\.chart\.misspelt\} is not a release fact\. Known facts/,
    );
    assert.throws(
      () => resolveReleaseFacts('{release[3.9].chart.version}', version, 'docs/a.md'),
      /docs\/a\.md:1: .* unknown docs version "3\.9"/,
    );
    assert.throws(
      () => resolveReleaseFacts('{release.openshiftMinimum}', version, 'docs/a.md'),
      /docs\/a\.md:1: \{release\.openshiftMinimum\} has no value in release 3\.12/,
    );
  });

  test('every reference in every page resolves', () => {
    const problems: string[] = [];
    for (const {file, text, version} of sources) {
      try {
        resolveReleaseFacts(text, version, file);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    assert.deepEqual(problems, []);
  });
});

describe('release numbers in pages', () => {
  test('a number of another release is found, with file, line and owner', () => {
    const page = {file: 'versioned_docs/version-3.12/x.md', version: docsVersion('3.12')};
    const other = docsVersion('3.11').release.chart.version;
    assert.deepEqual(typedReleaseNumbers({...page, text: `a\nhelm install --version ${other}\n`}), [
      `versioned_docs/version-3.12/x.md:2: "${other}" belongs to another release (3.11 chart.version), not to 3.12; quote this version's fact, or {release[VERSION].FACT} where another release is meant`,
    ]);
  });

  test('a number spelled as a tag, with a leading v, is found too', () => {
    const version = docsVersion('3.12');
    const tag = `v${docsVersion('3.11').release.chart.version}`;
    assert.deepEqual(
      typedReleaseNumbers({file: 'p.md', version, text: `git show ${tag}:Chart.yaml`}).length,
      1,
    );
  });

  test('a retyped number of the page’s own release and a platform minimum after its name are found', () => {
    const version = docsVersion('3.12');
    const text = `Chart ${version.release.chart.version} on Kubernetes ${version.release.kubernetesMinimum} or later.`;
    assert.deepEqual(typedReleaseNumbers({file: 'p.md', version, text}), [
      `p.md:1: "${version.release.chart.version}" is retyped; write {release.chart.version}`,
      `p.md:1: "${version.release.kubernetesMinimum}" is retyped; write {release.kubernetesMinimum}`,
    ]);
  });

  test('a platform image with a typed tag is found', () => {
    const version = docsVersion('3.12');
    assert.deepEqual(
      typedReleaseNumbers({
        file: 'p.md',
        version,
        text: 'cosign verify epamedp/codebase-operator:2.20.0',
      }),
      [
        'p.md:1: "epamedp/codebase-operator:2.20.0" types the tag 2.20.0; quote the release\'s operator version, such as {release.operators.codebase}',
      ],
    );
  });

  test("an unpinned operator's version is found after that operator's name only, and a threshold is left alone", () => {
    const version = docsVersion('3.11');
    const {newest, addOn} = version.release.unpinnedOperators;
    const text = [
      `The add-on installs sonar-operator ${addOn.sonar}.`,
      `Helm ${addOn.nexus} is another tool; keycloak-operator ${addOn.nexus} is not its fact.`,
      `valueRef arrived in sonar-operator ${docsVersion('3.10').release.unpinnedOperators.newest.sonar}, so use sonar-operator ${newest.sonar} or later.`,
      `The 3.12 add-on installs keycloak-operator ${docsVersion('3.12').release.unpinnedOperators.addOn.keycloak}.`,
    ].join('\n');
    assert.deepEqual(typedReleaseNumbers({file: 'p.md', version, text}), [
      `p.md:1: "${addOn.sonar}" is retyped; write {release.unpinnedOperators.addOn.sonar}`,
      `p.md:4: "${docsVersion('3.12').release.unpinnedOperators.addOn.keycloak}" belongs to another release (3.12 unpinnedOperators.addOn.keycloak), not to 3.11; quote this version's fact, or {release[VERSION].FACT} where another release is meant`,
    ]);
  });

  test('references, longer numbers and unrelated versions are left alone', () => {
    const version = docsVersion('3.12');
    const {chart} = version.release;
    const text = `{release.chart.version} ${chart.version}.1 1${chart.version} Kubernetes 1.18 and OKD 4.9`;
    assert.deepEqual(typedReleaseNumbers({file: 'p.md', version, text}), []);
  });

  test('no page of the docs or the FAQ types a release number', () => {
    assert.ok(sources.length > 100, `read ${sources.length} pages`);
    assert.deepEqual(sources.flatMap(typedReleaseNumbers), []);
  });
});

describe('release facts against the source records', () => {
  for (const version of docsVersions) {
    test(`${version.label}: chart, dates and pinned versions are those of edp-install's tags`, () => {
      const {refs} = sourceRecords(version.name);
      const {release} = version;
      const portalVersion = refs.pinned[release.portal.component];
      const said = {
        chart: release.chart.version,
        date: release.chart.date,
        firstVersion: release.chart.firstVersion,
        firstDate: release.chart.firstDate,
        portalChart: release.portal.chart,
        codebase: release.operators.codebase,
        cdPipeline: release.operators.cdPipeline,
        tekton: release.operators.tekton,
        gerrit: release.operators.gerrit,
        gitfusion: release.operators.gitfusion,
      };
      const recorded = {
        chart: refs.chart.ref.replace(/^v/, ''),
        date: refs.chart.released,
        firstVersion: refs.chart.firstRelease.tag.replace(/^v/, ''),
        firstDate: refs.chart.firstRelease.released,
        portalChart: portalVersion,
        codebase: refs.pinned['codebase-operator'],
        cdPipeline: refs.pinned['cd-pipeline-operator'],
        tekton: refs.pinned['edp-tekton'],
        gerrit: refs.pinned['gerrit-operator'],
        gitfusion: refs.pinned.gitfusion ?? null,
      };
      assert.deepEqual(
        said,
        recorded,
        `config/releases.ts (actual) against source-records/${version.name}/refs.json (expected)`,
      );
    });

    test(`${version.label}: the unpinned operators' versions are those the records read and the add-ons install`, () => {
      const {refs} = sourceRecords(version.name);
      const readAt = (operator: string) =>
        refs.sources
          .find(({repository}) => repository === `epam/edp-${operator}`)
          ?.ref.replace(/^v/, '');
      const recorded = {
        newest: {
          keycloak: readAt('keycloak-operator'),
          nexus: readAt('nexus-operator'),
          sonar: readAt('sonar-operator'),
        },
        addOn: {
          keycloak: refs.addOns?.['keycloak-operator'],
          nexus: refs.addOns?.['nexus-operator'],
          sonar: refs.addOns?.['sonar-operator'],
        },
      };
      assert.deepEqual(
        version.release.unpinnedOperators,
        recorded,
        `config/releases.ts (actual) against source-records/${version.name}/refs.json (expected): ` +
          'sources (newest) and addOns (addOn)',
      );
    });
  }
});
