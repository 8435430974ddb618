/**
 * Reading the local Git mirrors of the upstream repositories: a file or a
 * tree at a ref, the date of a ref, and the ref a docs version reads a
 * repository at. See index.ts for where the mirrors come from.
 */
// creatordate is a field name of git for-each-ref's format.
// cspell:ignore creatordate
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

const mirrorRoot = process.env.SOURCE_MIRRORS ?? process.env.CRD_MIRRORS ?? '/work/.mirror';

/** The chart every docs version documents a release of. */
export const CHART_REPOSITORY = 'epam/edp-install';

function gitDir(repository: string): string {
  const dir = path.join(mirrorRoot, repository.replace('/', '+'), 'repo');
  if (!existsSync(dir)) {
    throw new Error(
      `No mirror of ${repository} at ${dir}. Clone it with ` +
        `git clone --mirror https://github.com/${repository}.git "${dir}"`,
    );
  }
  return dir;
}

export function git(repository: string, ...args: string[]): string {
  return execFileSync('git', [`--git-dir=${gitDir(repository)}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

/** A file's text at a ref. */
export function showFile(repository: string, ref: string, file: string): string {
  return git(repository, 'show', `${ref}:${file}`);
}

/** Every file path at a ref, optionally under one folder. */
export function listFiles(repository: string, ref: string, folder?: string): string[] {
  return git(repository, 'ls-tree', '-r', '--name-only', ref, ...(folder ? [`${folder}/`] : []))
    .split('\n')
    .filter(Boolean);
}

/** Commit date of a ref, ISO 8601 with the committer's offset. */
export function refDate(repository: string, ref: string): string {
  return git(repository, 'log', '-1', '--format=%cI', ref).trim();
}

/**
 * The day a tag was released, in UTC: the tag's own date (an annotated tag's
 * tagger date, else its commit's), as the project's RELEASES.md dates them.
 */
export function releaseDay(repository: string, tag: string): string {
  const seconds = Number(
    git(repository, 'for-each-ref', `refs/tags/${tag}`, '--format=%(creatordate:unix)').trim(),
  );
  if (!seconds) throw new Error(`${repository} has no tag ${tag}`);
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

export function commitOf(repository: string, ref: string): string {
  return git(repository, 'rev-list', '-n', '1', ref).trim();
}

/** Writes a ref's files under one folder into `target` (an empty folder). */
export function exportFolder(
  repository: string,
  ref: string,
  folder: string,
  target: string,
): void {
  const archive = execFileSync(
    'git',
    [`--git-dir=${gitDir(repository)}`, 'archive', '--format=tar', ref, folder],
    {maxBuffer: 256 * 1024 * 1024},
  );
  execFileSync('tar', ['-x', '-C', target], {input: archive});
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

/** The release tags (vX.Y.Z) of a repository, oldest first. */
export function releaseTags(repository: string): string[] {
  return git(repository, 'tag', '--list', 'v*')
    .split('\n')
    .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .sort(compareTags);
}

/** How a docs version reads one repository: the ref, its commit and date, and why that ref. */
export type SourceRef = {
  readonly repository: string;
  readonly ref: string;
  readonly commit: string;
  readonly date: string;
  readonly selection: string;
};

type ChartDependency = {name: string; version: string};

/** The subcharts and operators an edp-install release pins, by name. */
export function chartDependencies(chartTag: string): Map<string, string> {
  const chart = parse(showFile(CHART_REPOSITORY, chartTag, 'deploy-templates/Chart.yaml')) as {
    dependencies?: ChartDependency[];
  };
  return new Map((chart.dependencies ?? []).map(({name, version}) => [name, version]));
}

export function chartRef(chartTag: string): SourceRef {
  return {
    repository: CHART_REPOSITORY,
    ref: chartTag,
    commit: commitOf(CHART_REPOSITORY, chartTag),
    date: refDate(CHART_REPOSITORY, chartTag),
    selection: 'the edp-install release the docs version documents',
  };
}

/** A repository at the version edp-install pins for it (deploy-templates/Chart.yaml). */
export function pinnedRef(repository: string, dependency: string, chartTag: string): SourceRef {
  const version = chartDependencies(chartTag).get(dependency);
  if (!version) throw new Error(`edp-install ${chartTag} does not pin ${dependency}`);
  const ref = `v${version}`;
  return {
    repository,
    ref,
    commit: commitOf(repository, ref),
    date: refDate(repository, ref),
    selection: `pinned by edp-install ${chartTag} as ${dependency} ${version} (deploy-templates/Chart.yaml)`,
  };
}

/** A repository the chart does not pin: its newest release tag dated on or before the chart's tag. */
export function releaseAtChartDate(repository: string, chartTag: string): SourceRef {
  const chartDate = refDate(CHART_REPOSITORY, chartTag);
  const released = releaseTags(repository).filter(
    (tag) => Date.parse(refDate(repository, tag)) <= Date.parse(chartDate),
  );
  const ref = released.at(-1);
  if (!ref) throw new Error(`${repository} has no release on or before ${chartDate}`);
  return {
    repository,
    ref,
    commit: commitOf(repository, ref),
    date: refDate(repository, ref),
    selection: `not pinned by the chart: newest release tag dated on or before edp-install ${chartTag} (${chartDate.slice(0, 10)})`,
  };
}

/**
 * The versions of the operators that edp-cluster-add-ons installs at a commit, by operator: each
 * add-on is a chart in clusters/core/addons/<name>/ whose dependency of the same name is the
 * operator's Helm chart. An operator without such an add-on at that commit is left out.
 */
export function addOnVersions(
  repository: string,
  commit: string,
  operators: readonly string[],
): Record<string, string> {
  const addOns = new Set(listFiles(repository, commit, 'clusters/core/addons'));
  return Object.fromEntries(
    operators.flatMap((operator) => {
      const chartFile = `clusters/core/addons/${operator}/Chart.yaml`;
      if (!addOns.has(chartFile)) return [];
      const chart = parse(showFile(repository, commit, chartFile)) as {
        dependencies?: ChartDependency[];
      };
      const dependency = chart.dependencies?.find(({name}) => name === operator);
      return dependency ? [[operator, dependency.version]] : [];
    }),
  );
}

/** Whether a repository's default branch has a commit on or before the chart tag's date. */
export function hasCommitByChartDate(repository: string, chartTag: string): boolean {
  const chartDate = refDate(CHART_REPOSITORY, chartTag);
  return git(repository, 'rev-list', '-n', '1', `--before=${chartDate}`, 'HEAD').trim() !== '';
}

/** A repository without release tags: the commit of its default branch current on the chart's date. */
export function commitAtChartDate(repository: string, chartTag: string): SourceRef {
  const chartDate = refDate(CHART_REPOSITORY, chartTag);
  const commit = git(
    repository,
    'rev-list',
    '-n',
    '1',
    '--first-parent',
    `--before=${chartDate}`,
    'HEAD',
  ).trim();
  if (!commit) throw new Error(`${repository} has no commit on or before ${chartDate}`);
  return {
    repository,
    ref: commit,
    commit,
    date: refDate(repository, commit),
    selection: `no release tags: the default branch's commit current on edp-install ${chartTag}'s date (${chartDate.slice(0, 10)})`,
  };
}
