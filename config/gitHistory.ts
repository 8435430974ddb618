import {execFileSync} from 'node:child_process';

/**
 * Whether `directory` lies in a git work tree with at least one commit: what
 * Docusaurus needs to read each page's last-update date from `git log`.
 * A source archive (a release tarball, GitHub's "Download ZIP", a container
 * build context) has no history; there `git log` fails and so does the build.
 */
export function hasGitHistory(directory: string): boolean {
  try {
    // Prints "true" and HEAD's hash; exits 128 outside a work tree, 1 before the first commit.
    const output = execFileSync(
      'git',
      ['rev-parse', '--is-inside-work-tree', '--verify', '--quiet', 'HEAD'],
      {
        cwd: directory,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return output.startsWith('true\n');
  } catch {
    // Those exit codes, or no git binary at all (ENOENT).
    return false;
  }
}

export const noGitHistoryWarning = (siteDir: string): string =>
  `[WARNING] No git history found at ${siteDir}: the docs' last-update dates are left out. ` +
  'Build from a git clone, with git installed, to show them.';

// Docusaurus loads the config afresh more than once per command (`build` does
// to list the locales, then per locale): a flag on the process, not in this
// module, keeps the warning to one per command.
const warnedKey = Symbol.for('kuberocketci.noGitHistoryWarned');
type WarnedFlag = {[warnedKey]?: true};

/**
 * The docs' `showLastUpdateTime`: on when the site has a git history, else off
 * with one warning saying why, instead of a build that fails on the first page.
 */
export function lastUpdateTimeAvailable(siteDir: string): boolean {
  if (hasGitHistory(siteDir)) {
    return true;
  }
  const processFlags = globalThis as WarnedFlag;
  if (!processFlags[warnedKey]) {
    processFlags[warnedKey] = true;
    console.warn(noGitHistoryWarning(siteDir));
  }
  return false;
}
