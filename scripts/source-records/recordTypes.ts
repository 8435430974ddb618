/**
 * The shape of the JSON records in source-records/<docs version>/, written by
 * scripts/source-records (npm run source-records) and read by the content
 * tests in tests/content. Records hold facts only: names, types, defaults,
 * paths and refs; never an upstream file, description or listing.
 */
import type {SourceRef} from './mirrors';

export type {SourceRef};

/** One field of a kind, as its CRD declares it. */
export type CrdField = {
  /** Full path from the top of the resource: `spec.tags[].name`; `[]` marks list items, `<key>` a map key. */
  path: string;
  /** string, integer, number, boolean, object, array<T>, map<T>, int-or-string, or any. */
  type: string;
  /** The OpenAPI format, when the CRD gives one (int64, date-time, ...). */
  format?: string;
  /** Listed in the `required` of the object that holds the field. */
  required: boolean;
  /** The value the API server fills in when the field is left out. */
  default?: unknown;
  /** The CRD keeps unknown fields below this one (x-kubernetes-preserve-unknown-fields). */
  preserveUnknownFields?: boolean;
};

export type CrdKind = {
  kind: string;
  group: string;
  /** The storage version, the one the pages document. */
  version: string;
  servedVersions: string[];
  scope: string;
  plural: string;
  shortNames: string[];
  /** The CRD file inside the operator repository at the tag. */
  crdFile: string;
  /** The CRD lists `spec` in the required fields of the resource. */
  specRequired: boolean;
  fields: CrdField[];
};

export type OperatorRecord = {
  operator: string;
  /** GitHub owner/name of the operator. */
  repository: string;
  /** Operator version the record was read at, without the leading v. */
  version: string;
  tag: string;
  commit: string;
  /** Commit date of the tag. */
  tagDate: string;
  /** Why this version: pinned by the chart, or chosen by the chart's release date. */
  selection: string;
  /** The Docusaurus docs version: current, 3.12, ... */
  docsVersion: string;
  /** The API page that documents these kinds, relative to the version's api/ folder. */
  page: string;
  chart: {repository: string; tag: string; date: string};
  kinds: CrdKind[];
};

/** An OpenAPI v3 schema as a CRD declares it, descriptions left out. */
export type OpenApiSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  required?: string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  additionalProperties?: OpenApiSchema | boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-embedded-resource'?: boolean;
  [keyword: string]: unknown;
};

/** source-records/<version>/schemas.json: every served version of every recorded kind. */
export type SchemasRecord = {
  docsVersion: string;
  kinds: {
    /** `group/version`, as a manifest's apiVersion spells it. */
    apiVersion: string;
    kind: string;
    /** The operator (or chart) whose CRD declares it, and the ref it was read at. */
    source: string;
    ref: string;
    schema: OpenApiSchema;
  }[];
};

/** One key of a chart's values: `global.dnsWildCard`, `edp-tekton.pipelines.deployableResources.java.java17`. */
export type ValuesKey = {
  path: string;
  /** string, number, boolean, null, object, array, or any (a key the templates read that values.yaml leaves out). */
  type: string;
  /** The default in values.yaml; absent when values.yaml does not set the key. */
  default?: unknown;
  /** Below this key any key is accepted: an empty map, a list, or a key the templates pass on whole. */
  open?: boolean;
};

/** source-records/<version>/values.json: edp-install's values and those of the subcharts it pins. */
export type ValuesRecord = {
  docsVersion: string;
  chart: SourceRef;
  /** Each subchart by the key its values sit under in edp-install's values. */
  subcharts: {key: string; ref: SourceRef; valuesFile: string}[];
  keys: ValuesKey[];
};

export type TektonResource = {
  kind: 'Pipeline' | 'Task' | 'TriggerTemplate' | 'TriggerBinding';
  name: string;
  /** The names of its params. */
  params: string[];
  /** Results of a Task or Pipeline. */
  results: string[];
  /** Rendered with the chart's default values; false: only when a pipelines.deployableResources switch or a Git provider is turned on. */
  byDefault: boolean;
};

/** source-records/<version>/pipelines.json: the edp-tekton pipelines library as Helm renders it (Pipelines, Tasks, TriggerTemplates and TriggerBindings). */
export type PipelinesRecord = {
  docsVersion: string;
  ref: SourceRef;
  /** The Git providers and switches the full rendering turned on. */
  renderedWith: {gitProviders: string[]; deployableResources: string};
  resources: TektonResource[];
  /** The names the Pipelines give their steps (spec.tasks[].name, spec.finally[].name): "the sonar task" of a pipeline. */
  pipelineTaskNames: string[];
};

/** A label or annotation key of the platform's domains, as records and pages spell it (a git grep -E pattern). */
export const PLATFORM_KEY = String.raw`([a-z0-9-]+\.)*(edp|krci)\.epam\.com/[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]`;
/** `v2.edp.epam.com/v1` is an API group and version, not a key. */
export const API_VERSION_SUFFIX = /\/v\d+((alpha|beta)\d+)?$/;

/** source-records/<version>/platform-keys.json: label and annotation keys of the platform's domains. */
export type PlatformKeysRecord = {
  docsVersion: string;
  /** The repositories read, at their refs. */
  sources: SourceRef[];
  /** Each key with the repositories that spell it. */
  keys: {key: string; repositories: string[]}[];
};

/** source-records/<version>/repository-paths.json: the files of the repositories pages name paths in. */
export type RepositoryPathsRecord = {
  docsVersion: string;
  repositories: {ref: SourceRef; files: string[]}[];
};

/** source-records/<version>/refs.json: the refs every other record of the version was read at. */
export type RefsRecord = {
  docsVersion: string;
  /** The chart release, with the UTC day its tag was made (the release date), and the first release of its line. */
  chart: SourceRef & {released: string; firstRelease: {tag: string; released: string}};
  /** Versions edp-install pins, by dependency name. */
  pinned: Record<string, string>;
  /**
   * Versions of the operators the chart does not pin that edp-cluster-add-ons installs, by
   * operator, at the add-ons commit among the sources; absent where no add-ons commit is read.
   */
  addOns?: Record<string, string>;
  sources: SourceRef[];
};
