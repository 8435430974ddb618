/**
 * The edp-tekton pipelines library as Helm renders it at the version edp-install
 * pins: every Pipeline, Task, TriggerTemplate and TriggerBinding with its params and results.
 * Names built by `range` loops over the chart's values (one Pipeline per
 * framework) are only known once rendered, so the chart is rendered with
 * `helm template`: once with its default values, and once with every Git
 * provider and every pipelines.deployableResources switch on, to record what
 * a reader who turns a switch on gets too.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse, parseAllDocuments, stringify} from 'yaml';
import {exportFolder, pinnedRef} from './mirrors';
import type {PipelinesRecord, TektonResource} from './recordTypes';

const REPOSITORY = 'epam/edp-tekton';
const CHART_DIR = 'charts/pipelines-library';
const GIT_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'gerrit'];
const RECORDED_KINDS = new Set(['Pipeline', 'Task', 'TriggerTemplate', 'TriggerBinding']);

/** The Helm 3 or 4 binary: $HELM, or helm on the PATH. */
const helm = process.env.HELM ?? 'helm';

/**
 * The library chart and its dependencies laid out as `helm template` wants them:
 * each dependency that lives in the same repository (file:// or a sibling
 * chart of the same name) copied into the chart's charts/ folder.
 */
function prepareChart(ref: string, workDir: string): string {
  exportFolder(REPOSITORY, ref, 'charts', workDir);
  const chartsRoot = path.join(workDir, 'charts');
  const chartDir = path.join(workDir, CHART_DIR);
  const siblings = new Map(
    readdirSync(chartsRoot).flatMap((folder) => {
      try {
        const chart = parse(readFileSync(path.join(chartsRoot, folder, 'Chart.yaml'), 'utf8')) as {
          name: string;
        };
        return [[chart.name, path.join(chartsRoot, folder)] as const];
      } catch {
        return [];
      }
    }),
  );
  const chart = parse(readFileSync(path.join(chartDir, 'Chart.yaml'), 'utf8')) as {
    dependencies?: {name: string}[];
  };
  for (const {name} of chart.dependencies ?? []) {
    const sibling = siblings.get(name);
    if (!sibling)
      throw new Error(`${REPOSITORY} ${ref}: no chart ${name} in charts/ to render with`);
    cpSync(sibling, path.join(chartDir, 'charts', name), {recursive: true});
  }
  return chartDir;
}

/** Every pipelines.deployableResources switch, on: those in values.yaml and those only the templates read. */
function everySwitchOn(chartDir: string): Record<string, unknown> {
  const values = parse(readFileSync(path.join(chartDir, 'values.yaml'), 'utf8')) as {
    pipelines?: {deployableResources?: unknown};
  };
  const switches: Record<string, unknown> = {};
  const setOn = (target: Record<string, unknown>, parts: string[]) => {
    const [head, ...rest] = parts;
    if (!head) return;
    if (rest.length === 0) {
      if (typeof target[head] !== 'object') target[head] = true;
      return;
    }
    if (typeof target[head] !== 'object' || target[head] === null) target[head] = {};
    setOn(target[head] as Record<string, unknown>, rest);
  };
  const walk = (value: unknown, parts: string[]) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...parts, key]);
    } else if (typeof value === 'boolean') {
      setOn(switches, parts);
    }
  };
  walk(values.pipelines?.deployableResources, []);
  let templates = '';
  try {
    templates = execFileSync(
      'grep',
      [
        '-rhoE',
        String.raw`\.Values\.pipelines\.deployableResources(\.[A-Za-z0-9_]+)+`,
        path.join(chartDir, 'templates'),
      ],
      {encoding: 'utf8'},
    );
  } catch (error) {
    // grep exits 1 when no template reads a switch (older libraries).
    if ((error as {status?: number}).status !== 1) throw error;
  }
  for (const reference of new Set(templates.split('\n').filter(Boolean))) {
    setOn(switches, reference.split('.').slice(4));
  }
  return {global: {gitProviders: GIT_PROVIDERS}, pipelines: {deployableResources: switches}};
}

type TektonDocument = {
  kind?: string;
  metadata?: {name?: string};
  spec?: {
    params?: {name: string}[];
    results?: {name: string}[];
    tasks?: {name: string}[];
    finally?: {name: string}[];
  };
};

function render(chartDir: string, valuesFile?: string): TektonDocument[] {
  const output = execFileSync(
    helm,
    [
      'template',
      'krci',
      chartDir,
      '--namespace',
      'krci',
      ...(valuesFile ? ['-f', valuesFile] : []),
    ],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  return parseAllDocuments(output)
    .map((document) => document.toJS() as TektonDocument | null)
    .filter((document): document is TektonDocument => RECORDED_KINDS.has(document?.kind ?? ''));
}

function resourceOf(document: TektonDocument, byDefault: boolean): TektonResource {
  return {
    kind: document.kind as TektonResource['kind'],
    name: document.metadata?.name ?? '',
    params: (document.spec?.params ?? []).map(({name}) => name),
    results: (document.spec?.results ?? []).map(({name}) => name),
    byDefault,
  };
}

export function pipelinesRecord(docsVersion: string, chartTag: string): PipelinesRecord {
  const ref = pinnedRef(REPOSITORY, 'edp-tekton', chartTag);
  const workDir = mkdtempSync(path.join(tmpdir(), 'edp-tekton-'));
  try {
    const chartDir = prepareChart(ref.ref, workDir);
    const allOn = path.join(workDir, 'all-on.yaml');
    writeFileSync(allOn, stringify(everySwitchOn(chartDir)));
    const key = (document: TektonDocument) => `${document.kind}/${document.metadata?.name}`;
    const byDefault = new Set(render(chartDir).map(key));
    const resources = new Map<string, TektonResource>();
    const pipelineTaskNames = new Set<string>();
    for (const document of render(chartDir, allOn)) {
      resources.set(key(document), resourceOf(document, byDefault.has(key(document))));
      for (const task of [...(document.spec?.tasks ?? []), ...(document.spec?.finally ?? [])]) {
        pipelineTaskNames.add(task.name);
      }
    }
    return {
      docsVersion,
      ref,
      renderedWith: {
        gitProviders: GIT_PROVIDERS,
        deployableResources: 'every switch under pipelines.deployableResources on',
      },
      resources: [...resources.values()].sort(
        (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name),
      ),
      pipelineTaskNames: [...pipelineTaskNames].sort(),
    };
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}
