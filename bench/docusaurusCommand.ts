import path from 'node:path';
import {repoRoot} from './paths';
import {runTimed, type CommandCost} from './timedCommand';

const docusaurusCli = path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/**
 * Runs a Docusaurus CLI command (`build`, `clear`) in a site folder, timed.
 * No update check against the registry in the middle of a timed build.
 */
export function runDocusaurus(
  label: string,
  args: readonly string[],
  siteDir: string,
  env?: NodeJS.ProcessEnv,
): Promise<CommandCost> {
  return runTimed({
    label,
    command: process.execPath,
    args: [docusaurusCli, ...args],
    cwd: siteDir,
    env: {NO_UPDATE_NOTIFIER: '1', ...env},
  });
}
