/**
 * What changed between two releases, from their source records
 * (source-records/<version>/): custom-resource fields by kind, edp-install
 * values keys, and the pipelines library's resources. Pure functions of the
 * records, so that the What changed pages and their tests agree.
 */
import type {
  CrdField,
  OperatorRecord,
  PipelinesRecord,
  ValuesKey,
  ValuesRecord,
} from '../../../scripts/source-records/recordTypes';

export type FieldChange =
  | {change: 'added'; path: string; type: string; required: boolean}
  | {change: 'removed'; path: string}
  | {change: 'changed'; path: string; what: FieldDifference[]};

/** One way a field differs: its type, whether it is required, its default (before, after). */
export type FieldDifference =
  | {aspect: 'type'; before: string; after: string}
  | {aspect: 'required'; after: boolean}
  | {aspect: 'default'; before: unknown; after: unknown};

export type KindChanges = {
  kind: string;
  /** apiVersion of the newer release's storage version (the older one's for a removed kind). */
  apiVersion: string;
  operator: string;
  /** The API page of the kind, relative to the docs version's api/ folder. */
  page: string;
  status: 'added' | 'removed' | 'changed';
  fields: FieldChange[];
};

const show = (value: unknown): string => (value === undefined ? 'none' : JSON.stringify(value));

/**
 * A field path without the paths below it that changed the same way: an added
 * object is one change, not one per field inside it.
 */
function topmost<T extends {path: string}>(items: T[]): T[] {
  const paths = new Set(items.map(({path}) => path));
  const parentOf = (path: string) => path.replace(/(\[\]|\.<key>|\.[^.[]+)$/, '');
  const hasChangedAncestor = (path: string): boolean => {
    for (let current = path, parent = parentOf(path); parent !== current;) {
      if (paths.has(parent)) return true;
      current = parent;
      parent = parentOf(parent);
    }
    return false;
  };
  return items.filter(({path}) => !hasChangedAncestor(path));
}

/** How one field differs: its type, whether it is required, its default. */
function fieldDifferences(before: CrdField, after: CrdField): FieldDifference[] {
  const what: FieldDifference[] = [];
  if (before.type !== after.type)
    what.push({aspect: 'type', before: before.type, after: after.type});
  if (before.required !== after.required) what.push({aspect: 'required', after: after.required});
  if (show(before.default) !== show(after.default)) {
    what.push({aspect: 'default', before: before.default, after: after.default});
  }
  return what;
}

/** The fields of a kind that were added, removed or changed between two releases. */
export function fieldChanges(before: CrdField[], after: CrdField[]): FieldChange[] {
  const old = new Map(before.map((field) => [field.path, field]));
  const current = new Map(after.map((field) => [field.path, field]));
  const added = topmost(after.filter(({path}) => !old.has(path)));
  const removed = topmost(before.filter(({path}) => !current.has(path)));
  const changes: FieldChange[] = [
    ...added.map(({path, type, required}) => ({change: 'added' as const, path, type, required})),
    ...removed.map(({path}) => ({change: 'removed' as const, path})),
  ];
  for (const field of after) {
    const previous = old.get(field.path);
    const what = previous ? fieldDifferences(previous, field) : [];
    if (what.length > 0) changes.push({change: 'changed', path: field.path, what});
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every kind of the operators' API records that was added, removed or changed. */
export function kindChanges(before: OperatorRecord[], after: OperatorRecord[]): KindChanges[] {
  const kindsOf = (records: OperatorRecord[]) =>
    new Map(
      records.flatMap((record) => record.kinds.map((kind) => [kind.kind, {record, kind}] as const)),
    );
  const old = kindsOf(before);
  const current = kindsOf(after);
  const changes: KindChanges[] = [];
  for (const [name, {record, kind}] of current) {
    const previous = old.get(name);
    const fields = fieldChanges(previous?.kind.fields ?? [], kind.fields);
    if (previous && fields.length === 0) continue;
    changes.push({
      kind: name,
      apiVersion: `${kind.group}/${kind.version}`,
      operator: record.operator,
      page: record.page,
      status: previous ? 'changed' : 'added',
      fields: previous ? fields : [],
    });
  }
  for (const [name, {record, kind}] of old) {
    if (current.has(name)) continue;
    changes.push({
      kind: name,
      apiVersion: `${kind.group}/${kind.version}`,
      operator: record.operator,
      page: record.page,
      status: 'removed',
      fields: [],
    });
  }
  return changes.sort((a, b) => a.kind.localeCompare(b.kind));
}

export type ValuesChanges = {
  added: ValuesKey[];
  removed: ValuesKey[];
  defaults: {path: string; before: unknown; after: unknown}[];
};

/** edp-install values keys added, removed, or with another default. Keys only the templates read are left out. */
export function valuesChanges(before: ValuesRecord, after: ValuesRecord): ValuesChanges {
  // A key without a default of its own in values.yaml (read only by templates) is not a setting the chart documents.
  const documented = (record: ValuesRecord) => record.keys.filter(({type}) => type !== 'any');
  const old = new Map(documented(before).map((key) => [key.path, key]));
  const current = new Map(documented(after).map((key) => [key.path, key]));
  const underOpen = (path: string, keys: Map<string, ValuesKey>) =>
    path
      .split('.')
      .slice(0, -1)
      .some((_, index, parts) => keys.get(parts.slice(0, index + 1).join('.'))?.open);
  return {
    added: topmost(
      [...current.values()].filter(({path}) => !old.has(path) && !underOpen(path, current)),
    ),
    removed: topmost(
      [...old.values()].filter(({path}) => !current.has(path) && !underOpen(path, old)),
    ),
    defaults: [...current.values()]
      .filter(
        ({path}) =>
          old.has(path) && 'default' in (old.get(path) ?? {}) && 'default' in current.get(path)!,
      )
      .filter(({path, default: value}) => show(old.get(path)?.default) !== show(value))
      .map(({path, default: value}) => ({path, before: old.get(path)?.default, after: value})),
  };
}

export type PipelinesChanges = {
  added: {kind: string; name: string}[];
  removed: {kind: string; name: string}[];
};

/** Pipelines, Tasks, TriggerTemplates and TriggerBindings added to or removed from the library. */
export function pipelinesChanges(
  before: PipelinesRecord,
  after: PipelinesRecord,
): PipelinesChanges {
  const key = ({kind, name}: {kind: string; name: string}) => `${kind}/${name}`;
  const old = new Set(before.resources.map(key));
  const current = new Set(after.resources.map(key));
  const pick = ({kind, name}: {kind: string; name: string}) => ({kind, name});
  return {
    added: after.resources.filter((resource) => !old.has(key(resource))).map(pick),
    removed: before.resources.filter((resource) => !current.has(key(resource))).map(pick),
  };
}

export type VersionBump = {component: string; before: string | null; after: string | null};

/** Components whose version differs, from two maps of component to version. */
export function versionBumps(
  before: Record<string, string | null>,
  after: Record<string, string | null>,
): VersionBump[] {
  const components = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return components
    .map((component) => ({
      component,
      before: before[component] ?? null,
      after: after[component] ?? null,
    }))
    .filter(({before: old, after: current}) => old !== current);
}
