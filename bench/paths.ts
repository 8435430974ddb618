import path from 'node:path';

/** Places the bench reads and writes, all inside the repository. */
export const repoRoot = path.resolve(__dirname, '..');
export const buildDir = path.join(repoRoot, 'build');
/** Throw-away output of the bench (gitignored): the stock site, the current-only build. */
export const scratchDir = path.join(repoRoot, '.bench');
export const reportFile = path.join(repoRoot, 'reports/bench.json');
