/**
 * Generated parts of pages, written as Markdown when a page is read (by the
 * build, the Markdown twins and the tests alike, through resolveReleaseFacts):
 *
 *   {release.changes}        on a line of its own: what changed in the sources
 *                            between the page's release and the one before it
 *   {release.compatibility}  on a line of its own: every docs version's
 *                            platform and tool versions, side by side
 *
 * and, on a page whose front matter records a review (`checked_against`), the
 * line that ends it: "Checked against edp-install 3.12.4 ... on 2026-11-26".
 *
 * All come from data, never from typed numbers: config/releases.ts and the
 * source records (source-records/<version>/, npm run source-records).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  archivedReleases,
  baselineRelease,
  docsVersions,
  releasedVersionNames,
} from '../../../config/releases';
import type {DocsVersionEntry} from '../../../config/releases';
import type {
  OperatorRecord,
  PipelinesRecord,
  RefsRecord,
  ValuesRecord,
} from '../../../scripts/source-records/recordTypes';
import {kindChanges, pipelinesChanges, valuesChanges, versionBumps} from './recordDiff';
import type {FieldDifference} from './recordDiff';

const recordsRoot = path.resolve(__dirname, '../../../source-records');

type Records = {
  refs: RefsRecord;
  api: OperatorRecord[];
  values: ValuesRecord;
  pipelines: PipelinesRecord;
};

const cache = new Map<string, Records>();
/** The records a What changed page compares, of a docs version or of the baseline release. */
export function changeRecords(name: string): Records {
  let found = cache.get(name);
  if (!found) {
    const read = <T>(...parts: string[]) =>
      JSON.parse(readFileSync(path.join(recordsRoot, name, ...parts), 'utf8')) as T;
    found = {
      refs: read('refs.json'),
      api: readdirSync(path.join(recordsRoot, name, 'api'))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => read<OperatorRecord>('api', file)),
      values: read('values.json'),
      pipelines: read('pipelines.json'),
    };
    cache.set(name, found);
  }
  return found;
}

/** The release a version's What changed page compares with: the next older docs version, or the baseline. */
export function previousRelease(version: DocsVersionEntry): {name: string; line: string} {
  const index = docsVersions.findIndex(({name}) => name === version.name);
  const older = docsVersions[index + 1];
  return older
    ? {name: older.name, line: older.release.line}
    : {name: baselineRelease.line, line: baselineRelease.line};
}

/** The operators the chart does not pin, read at their release by the chart's date. */
const notPinnedSources = (refs: RefsRecord) =>
  refs.sources.filter(({selection}) => selection.startsWith('not pinned'));

const componentName = (repository: string) =>
  repository.split('/')[1]?.replace(/^edp-/, '') ?? repository;

/** The names of the components a release reads by date rather than at the chart's pin. */
const notPinned = (refs: RefsRecord): string[] =>
  notPinnedSources(refs).map(({repository}) => componentName(repository));

/** Versions of what the chart pins, and of the operators read by date, by component name. */
function componentVersions(refs: RefsRecord): Record<string, string> {
  const versions: Record<string, string> = {'edp-install': refs.chart.ref.replace(/^v/, '')};
  for (const [name, version] of Object.entries(refs.pinned)) versions[name] = version;
  for (const source of notPinnedSources(refs)) {
    versions[componentName(source.repository)] = source.ref.replace(/^v/, '');
  }
  return versions;
}

const code = (text: string) => `\`${text}\``;

/** "a", "a and b", "a, b and c". */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
const show = (value: unknown) => (value === undefined ? 'none' : code(JSON.stringify(value)));

function differenceText(difference: FieldDifference): string {
  switch (difference.aspect) {
    case 'type':
      return `type ${code(difference.before)} → ${code(difference.after)}`;
    case 'required':
      return difference.after ? 'now required' : 'now optional';
    case 'default':
      return `default ${show(difference.before)} → ${show(difference.after)}`;
  }
}

/** A step from one release to the next, by their record names and lines. */
type Step = {from: {name: string; line: string}; to: {name: string; line: string}};

/** The page's own step and every earlier one, newest first: 3.11 → 3.12, 3.10 → 3.11, 3.9 → 3.10. */
export function upgradeSteps(version: DocsVersionEntry): Step[] {
  const index = docsVersions.findIndex(({name}) => name === version.name);
  return docsVersions.slice(index).map((newer) => ({
    from: previousRelease(newer),
    to: {name: newer.name, line: newer.release.line},
  }));
}

/** The heading id of a step: changes-3-11-to-3-12. */
export const stepId = ({from, to}: Step): string =>
  `changes-${from.line}-to-${to.line}`.replaceAll('.', '-');

/** A list that is long enough to hide until asked for. */
function collapsible(summary: string, items: string[]): string[] {
  return items.length > 12
    ? [
        '<details>',
        `<summary>${summary}</summary>`,
        '',
        ...items.map((item) => `- ${item}`),
        '',
        '</details>',
        '',
      ]
    : [`${summary}:`, '', ...items.map((item) => `- ${item}`), ''];
}

/** The Markdown of one step; links point into the docs version the page belongs to. */
function stepMarkdown(step: Step, version: DocsVersionEntry, prefix: string): string[] {
  const before = changeRecords(step.from.name);
  const after = changeRecords(step.to.name);
  const documented = new Set(
    changeRecords(version.name).api.flatMap(({kinds}) => kinds.map(({kind}) => kind)),
  );
  const out: string[] = [
    `## From ${step.from.line} to ${step.to.line} {#${stepId(step)}}`,
    '',
    `edp-install ${before.refs.chart.ref} to ${after.refs.chart.ref}.`,
    '',
  ];

  const bumps = versionBumps(componentVersions(before.refs), componentVersions(after.refs));
  out.push('### Component versions', '');
  const unpinned = notPinned(after.refs);
  if (unpinned.length > 0) {
    out.push(
      `\`edp-install\` does not pin ${listed(unpinned.map(code))}: the table gives their newest release on the chart's date, and your cluster runs the version you install.`,
      '',
    );
  }
  if (bumps.length === 0) out.push('No component changed its version.', '');
  else {
    out.push(`| Component | ${step.from.line} | ${step.to.line} |`, '| --- | --- | --- |');
    for (const bump of bumps) {
      out.push(
        `| ${bump.component} | ${bump.before ?? 'not included'} | ${bump.after ?? 'removed'} |`,
      );
    }
    out.push('');
  }

  const kinds = kindChanges(before.api, after.api);
  out.push('### Custom resources', '');
  if (kinds.length === 0) out.push('No field of a documented kind changed.');
  for (const kind of kinds) {
    // A kind this version's API pages do not have (removed since) is named, not linked.
    const name = documented.has(kind.kind)
      ? `[${kind.kind}](${prefix}api/${kind.page}#${kind.kind.toLowerCase()})`
      : kind.kind;
    const title = `${name} (${code(kind.apiVersion)}, ${kind.operator})`;
    if (kind.status !== 'changed') {
      out.push(`- ${title}: kind ${kind.status}`);
      continue;
    }
    out.push(`- ${title}:`);
    for (const field of kind.fields) {
      const text =
        field.change === 'added'
          ? `added ${code(field.path)} (${code(field.type)}, ${field.required ? 'required' : 'optional'})`
          : field.change === 'removed'
            ? `removed ${code(field.path)}`
            : `${code(field.path)}: ${field.what.map(differenceText).join('; ')}`;
      out.push(`  - ${text}`);
    }
  }
  out.push('');

  const values = valuesChanges(before.values, after.values);
  out.push(
    '### Chart values',
    '',
    `Keys of \`edp-install\` and of the subcharts it pins, under their names; [Install KubeRocketCI](${prefix}operator-guide/install-kuberocketci.md) shows how to set them.`,
    '',
  );
  if (values.added.length > 0) {
    out.push(
      ...collapsible(
        `Added keys (${values.added.length})`,
        values.added.map(({path: key}) => code(key)),
      ),
    );
  }
  if (values.removed.length > 0) {
    out.push(
      ...collapsible(
        `Removed keys (${values.removed.length})`,
        values.removed.map(({path: key}) => code(key)),
      ),
    );
  }
  if (values.defaults.length > 0) {
    out.push(
      ...collapsible(
        `New defaults (${values.defaults.length})`,
        values.defaults.map(
          (change) => `${code(change.path)}: ${show(change.before)} → ${show(change.after)}`,
        ),
      ),
    );
  }
  if (values.added.length + values.removed.length + values.defaults.length === 0) {
    out.push('No key or default changed.', '');
  }

  const pipelines = pipelinesChanges(before.pipelines, after.pipelines);
  out.push(
    '### Pipelines library',
    '',
    `The Pipelines, Tasks, TriggerTemplates and TriggerBindings of \`edp-tekton\` ${before.pipelines.ref.ref} and ${after.pipelines.ref.ref}, rendered with every Git provider on; [Tekton pipelines](${prefix}user-guide/tekton-pipelines.md) explains how the platform picks them.`,
    '',
  );
  for (const [label, resources] of [
    ['Added', pipelines.added],
    ['Removed', pipelines.removed],
  ] as const) {
    const byKind = new Map<string, string[]>();
    for (const {kind, name} of resources) byKind.set(kind, [...(byKind.get(kind) ?? []), name]);
    for (const [kind, names] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
      out.push(...collapsible(`${label} ${kind}s (${names.length})`, names.map(code)));
    }
  }
  if (pipelines.added.length + pipelines.removed.length === 0) {
    out.push('No resource was added or removed.', '');
  }
  return out;
}

/** Markdown of what changed from the release before the page's to the page's, then each earlier step. */
export function changesMarkdown(version: DocsVersionEntry, file: string): string {
  const prefix = `${path.posix.relative(path.posix.dirname(file), version.dir) || '.'}/`;
  const steps = upgradeSteps(version);
  const out: string[] = [
    "Generated at build time from the source records of each release: the custom resources of the operators, the values of the chart and its subcharts, and the pipelines library, as the releases' tags hold them. The first section is this release's own step; if you upgrade across several releases, read the steps in order:",
    '',
    ...[...steps]
      .reverse()
      .map((step) => `- [${step.from.line} to ${step.to.line}](#${stepId(step)})`),
    '',
  ];
  for (const step of steps) out.push(...stepMarkdown(step, version, prefix));
  return out.join('\n');
}

/** Markdown table of every docs version's platform and tool versions, from config/releases.ts. */
export function compatibilityMarkdown(): string {
  const rows: [string, (version: DocsVersionEntry) => string][] = [
    ['Status', (v) => v.status],
    ['Newest chart (`edp-install`)', (v) => v.release.chart.version],
    ['Released', (v) => v.release.chart.date],
    ['Kubernetes and Amazon EKS', (v) => `${v.release.kubernetesMinimum} or later`],
    [
      'OpenShift',
      (v) =>
        v.release.openshiftMinimum ? `${v.release.openshiftMinimum} or later` : 'not verified',
    ],
    ['Tekton Pipelines', (v) => v.release.tekton.pipelines],
    ['Tekton Triggers', (v) => v.release.tekton.triggers],
    ['Argo CD chart the guides install', (v) => v.release.argoCd.chart],
    ['Portal', (v) => `${v.release.portal.component} ${v.release.portal.chart}`],
    ['codebase-operator', (v) => v.release.operators.codebase],
    ['cd-pipeline-operator', (v) => v.release.operators.cdPipeline],
    ['Pipelines library (`edp-tekton`)', (v) => v.release.operators.tekton],
    ['gerrit-operator', (v) => v.release.operators.gerrit],
    ['GitFusion', (v) => v.release.operators.gitfusion ?? 'not included'],
  ];
  return [
    `| Release line | ${docsVersions.map((v) => v.label).join(' | ')} |`,
    `| --- | ${docsVersions.map(() => '---').join(' | ')} |`,
    ...rows.map(([label, value]) => `| ${label} | ${docsVersions.map(value).join(' | ')} |`),
  ].join('\n');
}

/** The generated parts a page may hold, by the name it writes after `{release.`. */
export const releaseBlocks: Record<string, (version: DocsVersionEntry, file: string) => string> = {
  changes: changesMarkdown,
  compatibility: () => compatibilityMarkdown(),
};

/**
 * The review record of a page: front matter `checked_against: {sources: [repository names], date}`,
 * and `release` (a released line, such as `3.5` or `3.11`) on an upgrade guide reviewed at the
 * release it documents rather than at its docs version's.
 */
type CheckedAgainst = {sources: string[]; date: string; release?: string};

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A page's review record from its front matter, or undefined; a malformed one throws, naming the file. */
export function checkedAgainstOf(text: string, file: string): CheckedAgainst | undefined {
  const yaml = frontMatterBlock.exec(text)?.[1];
  if (!yaml || !/^checked_against:/m.test(yaml)) return undefined;
  let frontMatter: {checked_against?: unknown} | null;
  try {
    frontMatter = parse(yaml) as typeof frontMatter;
  } catch {
    // Front matter that is not YAML: Docusaurus reports it, naming the file.
    return undefined;
  }
  const value = frontMatter?.checked_against;
  if (value === undefined) return undefined;
  const record = value as Partial<CheckedAgainst>;
  const sources = record.sources;
  if (
    !Array.isArray(sources) ||
    sources.length === 0 ||
    !sources.every((source) => typeof source === 'string') ||
    typeof record.date !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(record.date)
  ) {
    throw new Error(
      `${file}: checked_against needs sources (a list of repository names) and a date (YYYY-MM-DD)`,
    );
  }
  const {release} = record;
  if (release !== undefined && !recordedReleaseLines.includes(release)) {
    throw new Error(
      `${file}: checked_against.release is "${String(release)}"; it names, in quotes, a release with source records: ` +
        `${recordedReleaseLines.join(', ')} (config/releases.ts)`,
    );
  }
  return {sources, date: record.date, ...(release === undefined ? {} : {release})};
}

/** The lines whose refs a review may name with `release`: the archived ones, the baseline, the released docs versions. */
const recordedReleaseLines: readonly string[] = [
  ...archivedReleases.map(({line}) => line),
  baselineRelease.line,
  ...releasedVersionNames,
];

const refsByRelease = new Map<string, RefsRecord>();

/** The refs of the release a review was made at: the release it names, or its docs version's. */
function reviewedRefs(
  checked: CheckedAgainst,
  version: DocsVersionEntry,
): {label: string; name: string; refs: RefsRecord} {
  if (checked.release === undefined) {
    return {label: version.label, name: version.name, refs: changeRecords(version.name).refs};
  }
  const name = checked.release;
  let refs = refsByRelease.get(name);
  if (!refs) {
    refs = JSON.parse(
      readFileSync(path.join(recordsRoot, name, 'refs.json'), 'utf8'),
    ) as RefsRecord;
    refsByRelease.set(name, refs);
  }
  return {label: name, name, refs};
}

/** "edp-install 3.12.4" for a tag, "edp-cluster-add-ons ab39430 (2025-12-17)" for a commit. */
function refLabel(name: string, source: {ref: string; commit: string; date: string}): string {
  return source.ref === source.commit
    ? `${name} ${source.commit.slice(0, 7)} (${source.date.slice(0, 10)})`
    : `${name} ${source.ref.replace(/^v/, '')}`;
}

/**
 * The line that ends a reviewed page: "Checked against edp-install 3.12.4 and
 * edp-tekton 0.20.0 on 2026-11-26.", each source at the ref its docs version
 * reads it at (source-records/<version>/refs.json), never typed.
 */
export function checkedAgainstLine(
  text: string,
  version: DocsVersionEntry,
  file: string,
): string | undefined {
  const checked = checkedAgainstOf(text, file);
  if (!checked) return undefined;
  const reviewed = reviewedRefs(checked, version);
  const {sources} = reviewed.refs;
  const labels = checked.sources.map((name) => {
    const source = sources.find(({repository}) => repository.split('/')[1] === name);
    if (!source) {
      throw new Error(
        `${file}: checked_against names "${name}", which ${reviewed.label} does not read. ` +
          `Its sources (source-records/${reviewed.name}/refs.json): ${sources.map(({repository}) => repository.split('/')[1]).join(', ')}.`,
      );
    }
    return refLabel(name, source);
  });
  return `Checked against ${listed(labels)} on ${checked.date}.`;
}
