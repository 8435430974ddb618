/**
 * The custom resources of the platform's operators (and of the add-ons whose
 * CRDs the add-ons repository holds): the API records (every
 * field of each kind's storage version, for the API pages' tables) and the
 * schemas (every served version's OpenAPI schema, for validating the
 * manifests pages show), both read from the CRDs each operator's chart
 * installs at the ref the docs version uses.
 */
// The spelling check splits openAPIV3Schema, the key of a version's schema, into words.
// cspell:ignore APIV
import {parseAllDocuments} from 'yaml';
import {
  chartDependencies,
  chartRef,
  commitAtChartDate,
  listFiles,
  pinnedRef,
  releaseAtChartDate,
  showFile,
} from './mirrors';
import type {SourceRef} from './mirrors';
import type {CrdField, CrdKind, OpenApiSchema, OperatorRecord, SchemasRecord} from './recordTypes';

type OperatorSource = {
  /** Name of the record file, and the operator's name in the pages. */
  readonly operator: string;
  /** The API page (under api/) that documents the operator's kinds; null when none does. */
  readonly page: string | null;
  /** GitHub owner/name. */
  readonly repository: string;
  /**
   * Name of the dependency in edp-install's Chart.yaml when a release pins it (the keycloak, nexus
   * and sonar operators only up to 3.5), or null when no release does.
   */
  readonly chartDependency: string | null;
  /** The repository has no release tags: read at its commit current on the chart's date. */
  readonly untagged?: boolean;
  /** Folder of the CRDs that the operator's Helm chart installs. */
  readonly crdDir: string;
};

export const OPERATORS: readonly OperatorSource[] = [
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
    chartDependency: 'keycloak-operator',
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'nexus-operator',
    page: 'nexus.md',
    repository: 'epam/edp-nexus-operator',
    chartDependency: 'nexus-operator',
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'sonar-operator',
    page: 'sonarqube.md',
    repository: 'epam/edp-sonar-operator',
    chartDependency: 'sonar-operator',
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'tekton-custom-task',
    page: 'tekton-custom-task.md',
    repository: 'KubeRocketCI/tekton-custom-task',
    chartDependency: null,
    crdDir: 'deploy-templates/crds',
  },
  {
    operator: 'gerrit-operator',
    page: null,
    repository: 'epam/edp-gerrit-operator',
    chartDependency: 'gerrit-operator',
    crdDir: 'deploy-templates/crds',
  },
  // The only add-on of edp-cluster-add-ons whose CRDs the repository holds.
  {
    operator: 'awx-operator',
    page: null,
    repository: 'epam/edp-cluster-add-ons',
    chartDependency: null,
    untagged: true,
    crdDir: 'clusters/core/addons/awx-operator/crds',
  },
];

/** The ref a docs version reads an operator at: pinned by the chart, else the newest release (or commit) by the chart's date. */
export function operatorRef(source: OperatorSource, chartTag: string): SourceRef {
  if (source.chartDependency && chartDependencies(chartTag).has(source.chartDependency)) {
    return pinnedRef(source.repository, source.chartDependency, chartTag);
  }
  return source.untagged
    ? commitAtChartDate(source.repository, chartTag)
    : releaseAtChartDate(source.repository, chartTag);
}

/** The canonical type of a schema: string, integer, number, boolean, object, array<T>, map<T>, int-or-string, any. */
function canonicalType(schema: OpenApiSchema): string {
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
function fieldsOf(schema: OpenApiSchema, prefix: string): CrdField[] {
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

function fieldsBelow(schema: OpenApiSchema, fieldPath: string): CrdField[] {
  if (schema.type === 'array' && schema.items) {
    return fieldsBelow(schema.items, `${fieldPath}[]`);
  }
  if (schema.properties) return fieldsOf(schema, fieldPath);
  if (typeof schema.additionalProperties === 'object') {
    return fieldsBelow(schema.additionalProperties, `${fieldPath}.<key>`);
  }
  return [];
}

/** A schema without its prose: descriptions and examples are the upstream's words, not facts. */
function withoutProse(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutProse);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword]) => keyword !== 'description' && keyword !== 'example')
      .map(([keyword, value]) =>
        // Below `properties`, keys are field names, not keywords: a field may be called description.
        keyword === 'properties'
          ? [
              keyword,
              Object.fromEntries(
                Object.entries(value as Record<string, unknown>).map(([field, child]) => [
                  field,
                  withoutProse(child),
                ]),
              ),
            ]
          : [keyword, withoutProse(value)],
      ),
  );
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
      schema?: {openAPIV3Schema: OpenApiSchema};
    }[];
  };
};

/** The CRDs an operator's chart installs at a ref, with the file each came from. */
function readCrds(source: OperatorSource, ref: string): {file: string; crd: CrdDocument}[] {
  const files = listFiles(source.repository, ref, source.crdDir).filter((file) =>
    /\.ya?ml$/.test(file),
  );
  if (files.length === 0)
    throw new Error(`${source.repository} ${ref} has no CRDs in ${source.crdDir}`);
  return files.flatMap((file) =>
    parseAllDocuments(showFile(source.repository, ref, file))
      .map((document) => document.toJS() as CrdDocument | null)
      .filter((crd): crd is CrdDocument => crd?.kind === 'CustomResourceDefinition')
      .map((crd) => ({file, crd})),
  );
}

function kindOf(file: string, crd: CrdDocument, ref: string): CrdKind {
  const storage = crd.spec.versions.find((version) => version.storage);
  const root = storage?.schema?.openAPIV3Schema;
  if (!storage || !root) throw new Error(`${file} at ${ref} has no storage version with a schema`);
  const spec = root.properties?.spec;
  const status = root.properties?.status;
  const kind: CrdKind = {
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
  };
  // Field order by path, so that a regenerated record diffs only where the CRD changed.
  kind.fields.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return kind;
}

export type CrdRecords = {api: OperatorRecord[]; schemas: SchemasRecord};

/** Whether an operator had a release with its CRDs by the chart's date (tekton-custom-task came after 3.9). */
export function releasedBy(source: OperatorSource, chartTag: string): boolean {
  try {
    const {ref} = operatorRef(source, chartTag);
    return listFiles(source.repository, ref, source.crdDir).length > 0;
  } catch {
    return false;
  }
}

/**
 * The records of every operator at the chart tag. An operator released after
 * the chart is an error for a docs version, and left out for the baseline.
 */
export function crdRecords(
  docsVersion: string,
  chartTag: string,
  {skipUnreleased = false} = {},
): CrdRecords {
  const chart = chartRef(chartTag);
  const api: OperatorRecord[] = [];
  const schemas: SchemasRecord = {docsVersion, kinds: []};
  for (const source of OPERATORS) {
    if (skipUnreleased && !releasedBy(source, chartTag)) continue;
    const ref = operatorRef(source, chartTag);
    const crds = readCrds(source, ref.ref);
    if (source.page) {
      api.push({
        operator: source.operator,
        repository: source.repository,
        version: ref.ref.replace(/^v/, ''),
        tag: ref.ref,
        commit: ref.commit,
        tagDate: ref.date,
        selection: ref.selection,
        docsVersion,
        page: source.page,
        chart: {repository: chart.repository, tag: chartTag, date: chart.date},
        kinds: crds
          .map(({file, crd}) => kindOf(file, crd, ref.ref))
          .sort((a, b) => a.kind.localeCompare(b.kind)),
      });
    }
    for (const {crd} of crds) {
      for (const version of crd.spec.versions.filter(({served}) => served)) {
        if (!version.schema) continue;
        schemas.kinds.push({
          apiVersion: `${crd.spec.group}/${version.name}`,
          kind: crd.spec.names.kind,
          source: source.operator,
          ref: ref.ref,
          schema: withoutProse(version.schema.openAPIV3Schema) as OpenApiSchema,
        });
      }
    }
  }
  schemas.kinds.sort(
    (a, b) => a.apiVersion.localeCompare(b.apiVersion) || a.kind.localeCompare(b.kind),
  );
  return {api, schemas};
}
