/**
 * The values an edp-install release accepts: every key of its values.yaml
 * and of the values.yaml of each subchart it pins (under the subchart's
 * key), with type and default, plus the keys the charts' templates read
 * that values.yaml leaves out (commented-out examples such as
 * global.dockerRegistry.url).
 */
import {parse} from 'yaml';
import {
  chartDependencies,
  chartRef,
  CHART_REPOSITORY,
  listFiles,
  pinnedRef,
  showFile,
} from './mirrors';
import type {ValuesKey, ValuesRecord} from './recordTypes';

type Subchart = {
  /** The dependency's name in edp-install's Chart.yaml: also the key its values sit under. */
  readonly key: string;
  readonly repository: string;
  /** The chart's folder in its repository. */
  readonly chartDir: string;
};

const SUBCHARTS: readonly Subchart[] = [
  {
    key: 'codebase-operator',
    repository: 'epam/edp-codebase-operator',
    chartDir: 'deploy-templates',
  },
  {
    key: 'cd-pipeline-operator',
    repository: 'epam/edp-cd-pipeline-operator',
    chartDir: 'deploy-templates',
  },
  {key: 'edp-headlamp', repository: 'epam/edp-headlamp', chartDir: 'deploy-templates'},
  {key: 'krci-portal', repository: 'KubeRocketCI/krci-portal', chartDir: 'deploy-templates'},
  {key: 'edp-tekton', repository: 'epam/edp-tekton', chartDir: 'charts/pipelines-library'},
  {key: 'gerrit-operator', repository: 'epam/edp-gerrit-operator', chartDir: 'deploy-templates'},
  {key: 'gitfusion', repository: 'KubeRocketCI/gitfusion', chartDir: 'deploy-templates'},
];

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** Every key below `value`, depth first; an empty map and a list are open (any key below them is accepted). */
function keysOf(value: unknown, prefix: string): ValuesKey[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const key: ValuesKey = {path, type: typeOf(child)};
    const empty = child !== null && typeof child === 'object' && Object.keys(child).length === 0;
    if (child === null || child === undefined || typeof child !== 'object' || empty) {
      key.default = child ?? null;
    }
    if (Array.isArray(child) || (typeOf(child) === 'object' && empty)) {
      key.open = true;
    }
    return [key, ...keysOf(child, path)];
  });
}

// `.Values.a.b`, `$.Values.a.b`, and `index .Values "a-b" "c"`.
const valuesReference = /\$?\.Values((?:\.[A-Za-z_][\w]*)+)/g;
const indexReference = /index\s+\$?\.Values((?:\s+"[^"]+")+)/g;
// A key passed whole to toYaml, ranged over, or made the context of a `with` block keeps
// whatever the reader writes below it.
const wholeReferences = [
  /toYaml\s+\(?\s*\$?\.Values((?:\.[A-Za-z_][\w]*)+)/g,
  /\$?\.Values((?:\.[A-Za-z_][\w]*)+)\s*\|\s*toYaml/g,
  /range\s+[^:]*:=\s*(?:index\s+)?\$?\.Values((?:\.[A-Za-z_][\w]*)+)/g,
  /with\s+\$?\.Values((?:\.[A-Za-z_][\w]*)+)\s*\}\}/g,
];

/** The key paths a chart's templates read, and those they pass on whole. */
function templateReferences(repository: string, ref: string, chartDir: string) {
  const read = new Set<string>();
  const whole = new Set<string>();
  const templates = listFiles(repository, ref, `${chartDir}/templates`).filter((file) =>
    /\.(ya?ml|tpl|txt)$/.test(file),
  );
  for (const file of templates) {
    const text = showFile(repository, ref, file);
    for (const [, dotted = ''] of text.matchAll(valuesReference)) read.add(dotted.slice(1));
    for (const [, quoted = ''] of text.matchAll(indexReference)) {
      read.add([...quoted.matchAll(/"([^"]+)"/g)].map(([, key]) => key).join('.'));
    }
    for (const pattern of wholeReferences) {
      for (const [, dotted = ''] of text.matchAll(pattern)) whole.add(dotted.slice(1));
    }
  }
  return {read, whole};
}

/** Adds the keys a chart's templates read (and their parents) that values.yaml does not set. */
function addTemplateKeys(
  keys: Map<string, ValuesKey>,
  references: {read: Set<string>; whole: Set<string>},
  prefix: string,
): void {
  const place = (reference: string) =>
    reference.startsWith('global.') || reference === 'global' || !prefix
      ? reference
      : `${prefix}.${reference}`;
  for (const reference of references.read) {
    const parts = place(reference).split('.');
    parts.forEach((_, index) => {
      const path = parts.slice(0, index + 1).join('.');
      if (!keys.has(path)) keys.set(path, {path, type: 'any'});
    });
  }
  for (const reference of references.whole) {
    const key = keys.get(place(reference));
    if (key) key.open = true;
  }
}

export function valuesRecord(docsVersion: string, chartTag: string): ValuesRecord {
  const keys = new Map<string, ValuesKey>();
  const add = (values: unknown, prefix: string) => {
    for (const key of keysOf(values, prefix)) {
      // A subchart's own default for a global key does not replace edp-install's.
      if (!keys.has(key.path)) keys.set(key.path, key);
    }
  };
  add(parse(showFile(CHART_REPOSITORY, chartTag, 'deploy-templates/values.yaml')), '');
  addTemplateKeys(keys, templateReferences(CHART_REPOSITORY, chartTag, 'deploy-templates'), '');

  const pinned = chartDependencies(chartTag);
  const unknown = [...pinned.keys()].filter((name) => !SUBCHARTS.some(({key}) => key === name));
  if (unknown.length > 0) {
    throw new Error(
      `edp-install ${chartTag} pins ${unknown.join(', ')}: add them to SUBCHARTS in ${__filename}`,
    );
  }
  const subcharts: ValuesRecord['subcharts'] = [];
  for (const subchart of SUBCHARTS.filter(({key}) => pinned.has(key))) {
    const ref = pinnedRef(subchart.repository, subchart.key, chartTag);
    const valuesFile = `${subchart.chartDir}/values.yaml`;
    const values = (parse(showFile(subchart.repository, ref.ref, valuesFile)) ?? {}) as Record<
      string,
      unknown
    >;
    const {global, ...own} = values;
    if (!keys.has(subchart.key)) keys.set(subchart.key, {path: subchart.key, type: 'object'});
    if (global !== undefined) add({global}, '');
    add(own, subchart.key);
    addTemplateKeys(
      keys,
      templateReferences(subchart.repository, ref.ref, subchart.chartDir),
      subchart.key,
    );
    subcharts.push({key: subchart.key, ref, valuesFile});
  }
  return {
    docsVersion,
    chart: chartRef(chartTag),
    subcharts,
    keys: [...keys.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
}
