import {spawn} from 'node:child_process';
import {cp, mkdir, readFile, readdir, rm, symlink, writeFile} from 'node:fs/promises';
import path from 'node:path';

const projectRoot = path.resolve(__dirname, '../..');

/**
 * What a fixture build leaves out of its copy of the project: dependencies (linked instead),
 * history, tests, and every build output and report, which other stages may be writing meanwhile.
 */
const notCopied = new Set([
  'node_modules',
  '.git',
  'tests',
  'build',
  'build-hosted',
  '.docusaurus',
  '.bench',
  'reports',
  'test-results',
  'playwright-report',
]);

export type BuildResult = {
  readonly exitCode: number;
  readonly output: string;
  /** The built files' text by path inside build/, read before the copy is deleted. */
  readonly builtFile: (relativePath: string) => string | undefined;
};

export type FixtureOptions = {
  /** Build variables set for the build. */
  readonly env?: Record<string, string>;
  /** Built files to read back, by path inside build/. */
  readonly keepFiles?: readonly string[];
  /** A directory to copy the whole build to, for a browser test to serve. */
  readonly keepBuildIn?: string;
  /**
   * The folder under tests/.tmp the copy is made in, emptied first. Builds in the same folder
   * share Rspack's persistent cache (it is keyed by the site's path), so after the first
   * build of a run the next ones take about half the time. Callers that may build at the
   * same time need folders of their own.
   */
  readonly workFolder?: string;
  /**
   * Whether the copy gets a git history of its own (default true). Without it
   * the copy is what a source archive unpacks to: no .git in it, and git is
   * kept from finding one above it.
   */
  readonly gitHistory?: boolean;
};

/**
 * Builds a throw-away copy of this site with some files added or changed and
 * some build variables set, so a test can prove how the real configuration
 * treats them without touching the working tree. Only the current docs
 * version is built, to keep it quick, unless `env` sets DOCS_VERSIONS.
 */
export async function buildFixtureSite(
  changes: Record<string, string>,
  {
    env = {},
    keepFiles = [],
    keepBuildIn,
    gitHistory = true,
    workFolder = 'fixture-site',
  }: FixtureOptions = {},
): Promise<BuildResult> {
  const root = path.join(projectRoot, 'tests/.tmp', workFolder);
  await rm(root, {recursive: true, force: true});
  try {
    // Entry by entry: the copy lies inside the project, and cp will not copy a folder into itself.
    for (const entry of await readdir(projectRoot)) {
      if (!notCopied.has(entry)) {
        await cp(path.join(projectRoot, entry), path.join(root, entry), {recursive: true});
      }
    }
    await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    for (const [file, content] of Object.entries(changes)) {
      await mkdir(path.dirname(path.join(root, file)), {recursive: true});
      await writeFile(path.join(root, file), content);
    }
    // The copy is made without .git; a history of its own makes it a git clone again.
    if (gitHistory) {
      await commitAll(root);
    }
    const {exitCode, output} = await docusaurusBuild(root, env);
    if (keepBuildIn && exitCode === 0) {
      await rm(keepBuildIn, {recursive: true, force: true});
      await cp(path.join(root, 'build'), keepBuildIn, {recursive: true});
    }
    const kept = new Map<string, string>();
    for (const file of keepFiles) {
      kept.set(file, await readFile(path.join(root, 'build', file), 'utf8').catch(() => ''));
    }
    return {exitCode, output, builtFile: (file) => kept.get(file)};
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}

/**
 * A copy of one of the site's real pages under a new title, with extra Markdown
 * appended: the fixture reads like the real thing but cannot be mistaken for it.
 */
export async function pageWith(
  sourceFile: string,
  title: string,
  extraMarkdown: string,
): Promise<string> {
  const source = await readFile(path.join(projectRoot, sourceFile), 'utf8');
  const retitled = source.replace(/^title: .*$/m, `title: ${title}`);
  return `${retitled.trimEnd()}\n\n${extraMarkdown}\n`;
}

/** Makes a copy of the project a git repository of one commit, as a fresh clone is. */
export async function commitAll(cwd: string): Promise<void> {
  const git = ['-c', 'user.name=fixture', '-c', 'user.email=fixture@example.invalid'];
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    [...git, 'commit', '-q', '-m', 'fixture'],
  ]) {
    const {exitCode, output} = await run('git', args, cwd);
    if (exitCode !== 0) {
      throw new Error(`git ${args.join(' ')} failed in ${cwd}:\n${output}`);
    }
  }
}

function docusaurusBuild(cwd: string, env: Record<string, string>): Promise<CommandResult> {
  return run(path.join(cwd, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', 'build'], cwd, {
    // Git looks no further up than the copy, even when the temp folder lies in a repository.
    GIT_CEILING_DIRECTORIES: path.dirname(cwd),
    DOCS_VERSIONS: 'current',
    ...env,
    NO_UPDATE_NOTIFIER: '1',
    FORCE_COLOR: '0',
  });
}

type CommandResult = {readonly exitCode: number; readonly output: string};

function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({exitCode: exitCode ?? 1, output}));
  });
}
