/**
 * The shape of the JSON records in api-records/, written by
 * scripts/crd-records.ts and read by tests/unit/api-reference.test.ts.
 */

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
