/**
 * Writes api-records/<docs version>/<operator>.json: what the CRDs of each
 * docs version's operators declare (kind, group, version, and every spec and
 * status field with its type, required flag and default), read from the
 * operators' own Git repositories at the release tag that docs version
 * documents. tests/unit/api-reference.test.ts compares the field tables of the
 * API pages (docs/api, versioned_docs/version-X/api) with these records.
 *
 * The records hold facts only: names, types, flags, defaults. No description,
 * file or listing of the upstream repositories is copied.
 *
 * Where the mirrors come from
 *   Bare Git clones of the public repositories, one per repository, at
 *   $CRD_MIRRORS/<owner>+<name>/repo (default CRD_MIRRORS=/work/.mirror):
 *
 *     git clone --mirror https://github.com/epam/edp-install.git "$CRD_MIRRORS/epam+edp-install/repo"
 *
 *   and the same for epam/edp-codebase-operator, epam/edp-cd-pipeline-operator,
 *   epam/edp-keycloak-operator, epam/edp-nexus-operator,
 *   epam/edp-sonar-operator and KubeRocketCI/tekton-custom-task. Refresh an
 *   existing clone with `git --git-dir=<mirror> fetch --tags`.
 *
 * How the operator version of a docs version is chosen
 *   Each docs version documents one edp-install chart release (DOCS_VERSIONS
 *   below). An operator that the chart pins in deploy-templates/Chart.yaml is
 *   read at that pinned version. An operator that the chart does not pin is
 *   read at its newest release tag (vX.Y.Z) whose commit is dated on or before
 *   the commit of the chart tag. Both choices are written into each record.
 *
 * How to rerun it
 *   node --import tsx scripts/crd-records.ts        (or: npm run api-records)
 *   Then run the unit tests: a changed record makes the API pages fail the
 *   check until their tables are brought in line. After a new chart release,
 *   change its tag in DOCS_VERSIONS and rerun.
 */
// The spelling check splits openAPIV3Schema, the key of a version's schema, into words.
// cspell:ignore APIV
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {parse, parseAllDocuments} from 'yaml';
import {type CrdField, type CrdKind, type OperatorRecord} from './crdRecordTypes';

const repositoryRoot = path.resolve(__dirname, '..');
const mirrorRoot = process.env.CRD_MIRRORS ?? '/work/.mirror';

/** The edp-install chart release each docs version documents. */
const DOCS_VERSIONS = [
  {docsVersion: 'current', chartTag: 'v3.13.5'},
  {docsVersion: '3.12', chartTag: 'v3.12.4'},
  {docsVersion: '3.11', chartTag: 'v3.11.3'},
  {docsVersion: '3.10', chartTag: 'v3.10.5'},
] as const;

type OperatorSource = {
  /** Name of the record file, and the operator's name in the pages. */
  readonly operator: string;
  /** The API page (under api/) that documents the operator's kinds. */
  readonly page: string;
  /** GitHub owner/name. */
  readonly repository: string;
  /** Name of the dependency in edp-install's Chart.yaml, or null when the chart does not pin it. */
  readonly chartDependency: string | null;
  /** Folder of the CRDs that the operator's Helm chart installs. */
  readonly crdDir: string;
};

const OPERATORS: readonly OperatorSource[] = [
  {
    operator: 'codebase-operator',
    page: 'codebase.md',
    repository: 'epam/edp-codebase-operator',
    chartDependency: 'codebase-operator',
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'cd-pipeline-operator',
    page: 'cd-pipeline.md',
    repository: 'epam/edp-cd-pipeline-operator',
    chartDependency: 'cd-pipeline-operator',
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'keycloak-operator',
    page: 'keycloak.md',
    repository: 'epam/edp-keycloak-operator',
    chartDependency: null,
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'nexus-operator',
    page: 'nexus.md',
    repository: 'epam/edp-nexus-operator',
    chartDependency: null,
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'sonar-operator',
    page: 'sonarqube.md',
    repository: 'epam/edp-sonar-operator',
    chartDependency: null,
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'tekton-custom-task',
    page: 'tekton-custom-task.md',
    repository: 'KubeRocketCI/tekton-custom-task',
    chartDependency: null,
    crdDir: 'deploy-templates/crds',
  },
];

const CHART_REPOSITORY = 'epam/edp-install';

function gitDir(repository: string): string {
  return path.join(mirrorRoot, repository.replace('/', '+'), 'repo');
}

function git(repository: string, ...args: string[]): string {
  return execFileSync('git', [`--git-dir=${gitDir(repository)}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Commit date of a tag, ISO 8601 with the committer's offset. */
function tagDate(repository: string, tag: string): string {
  return git(repository, 'log', '-1', '--format=%cI', tag).trim();
}

function semverParts(tag: string): [number, number, number] {
  const match = /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag);
  if (!match) throw new Error(`${tag} is not a release tag`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compareTags(a: string, b: string): number {
  const [x, y] = [semverParts(a), semverParts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

type Choice = {tag: string; selection: string};

/** The operator tag a docs version documents: pinned by the chart, or the newest release by the chart's date. */
function chooseTag(source: OperatorSource, chartTag: string): Choice {
  if (source.chartDependency) {
    const chart = parse(
      git(CHART_REPOSITORY, 'show', `${chartTag}:deploy-templates/Chart.yaml`),
    ) as {
      dependencies?: {name: string; version: string}[];
    };
    const pinned = chart.dependencies?.find(({name}) => name === source.chartDependency);
    if (!pinned) throw new Error(`edp-install ${chartTag} does not pin ${source.chartDependency}`);
    return {
      tag: `v${pinned.version}`,
      selection: `pinned by edp-install ${chartTag} (deploy-templates/Chart.yaml)`,
    };
  }
  const chartDate = tagDate(CHART_REPOSITORY, chartTag);
  const released = git(source.repository, 'tag', '--list', 'v*')
    .split('\n')
    .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .filter((tag) => Date.parse(tagDate(source.repository, tag)) <= Date.parse(chartDate))
    .sort(compareTags);
  const newest = released.at(-1);
  if (!newest) throw new Error(`${source.repository} has no release on or before ${chartDate}`);
  return {
    tag: newest,
    selection: `not pinned by the chart: newest release tag dated on or before edp-install ${chartTag} (${chartDate.slice(0, 10)})`,
  };
}

/** The part of an OpenAPI v3 schema that the records read. */
type Schema = {
  type?: string;
  format?: string;
  default?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
};

/** The canonical type of a schema: string, integer, number, boolean, object, array<T>, map<T>, int-or-string, any. */
function canonicalType(schema: Schema): string {
  if (schema['x-kubernetes-int-or-string']) return 'int-or-string';
  if (schema.type === 'array')
    return `array<${schema.items ? canonicalType(schema.items) : 'any'}>`;
  if (schema.type === 'object' || (!schema.type && schema.properties)) {
    if (!schema.properties && typeof schema.additionalProperties === 'object') {
      return `map<${canonicalType(schema.additionalProperties)}>`;
    }
    return 'object';
  }
  return schema.type ?? 'any';
}

/** The fields below a schema, depth first in declaration order; `[]` marks list items, `<key>` map keys. */
function fieldsOf(schema: Schema, prefix: string): CrdField[] {
  const fields: CrdField[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const fieldPath = `${prefix}.${name}`;
    const field: CrdField = {
      path: fieldPath,
      type: canonicalType(child),
      required: required.has(name),
    };
    if (child.format) field.format = child.format;
    if (child.default !== undefined) field.default = child.default;
    if (child['x-kubernetes-preserve-unknown-fields']) field.preserveUnknownFields = true;
    fields.push(field);
    fields.push(...fieldsBelow(child, fieldPath));
  }
  return fields;
}

function fieldsBelow(schema: Schema, fieldPath: string): CrdField[] {
  if (schema.type === 'array' && schema.items) {
    return fieldsBelow(schema.items, `${fieldPath}[]`);
  }
  if (schema.properties) return fieldsOf(schema, fieldPath);
  if (typeof schema.additionalProperties === 'object') {
    return fieldsBelow(schema.additionalProperties, `${fieldPath}.<key>`);
  }
  return [];
}

type CrdDocument = {
  kind?: string;
  spec: {
    group: string;
    scope: string;
    names: {kind: string; plural: string; shortNames?: string[]};
    versions: {
      name: string;
      served: boolean;
      storage: boolean;
      schema?: {openAPIV3Schema: Schema};
    }[];
  };
};

function readKinds(source: OperatorSource, tag: string): CrdKind[] {
  const files = git(source.repository, 'ls-tree', '--name-only', tag, `${source.crdDir}/`)
    .split('\n')
    .filter((file) => /\.ya?ml$/.test(file));
  if (files.length === 0)
    throw new Error(`${source.repository} ${tag} has no CRDs in ${source.crdDir}`);
  const kinds: CrdKind[] = [];
  for (const file of files) {
    for (const document of parseAllDocuments(git(source.repository, 'show', `${tag}:${file}`))) {
      const crd = document.toJS() as CrdDocument | null;
      if (crd?.kind !== 'CustomResourceDefinition') continue;
      const storage = crd.spec.versions.find((version) => version.storage);
      const root = storage?.schema?.openAPIV3Schema;
      if (!storage || !root)
        throw new Error(`${file} at ${tag} has no storage version with a schema`);
      const spec = root.properties?.spec;
      const status = root.properties?.status;
      kinds.push({
        kind: crd.spec.names.kind,
        group: crd.spec.group,
        version: storage.name,
        servedVersions: crd.spec.versions.filter((version) => version.served).map(({name}) => name),
        scope: crd.spec.scope,
        plural: crd.spec.names.plural,
        shortNames: crd.spec.names.shortNames ?? [],
        crdFile: file,
        specRequired: (root.required ?? []).includes('spec'),
        fields: [
          ...(spec ? fieldsOf(spec, 'spec') : []),
          ...(status ? fieldsOf(status, 'status') : []),
        ],
      });
    }
  }
  return kinds.sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Field order inside a kind: by path, so that a regenerated record diffs only where the CRD changed. */
function sortFields(kind: CrdKind): CrdKind {
  return {
    ...kind,
    fields: [...kind.fields].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}

async function main(): Promise<void> {
  const prettierOptions =
    (await prettier.resolveConfig(path.join(repositoryRoot, 'package.json'))) ?? {};
  for (const {docsVersion, chartTag} of DOCS_VERSIONS) {
    const chartDate = tagDate(CHART_REPOSITORY, chartTag);
    const outDir = path.join(repositoryRoot, 'api-records', docsVersion);
    mkdirSync(outDir, {recursive: true});
    for (const source of OPERATORS) {
      const {tag, selection} = chooseTag(source, chartTag);
      const record: OperatorRecord = {
        operator: source.operator,
        repository: source.repository,
        version: tag.replace(/^v/, ''),
        tag,
        commit: git(source.repository, 'rev-list', '-n', '1', tag).trim(),
        tagDate: tagDate(source.repository, tag),
        selection,
        docsVersion,
        page: source.page,
        chart: {repository: CHART_REPOSITORY, tag: chartTag, date: chartDate},
        kinds: readKinds(source, tag).map(sortFields),
      };
      const file = path.join(outDir, `${source.operator}.json`);
      const json = await prettier.format(JSON.stringify(record), {
        ...prettierOptions,
        parser: 'json',
      });
      writeFileSync(file, json);
      console.log(
        `${path.relative(repositoryRoot, file)}: ${source.operator} ${tag} (${record.kinds.length} kinds)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
