#!/usr/bin/env node
// `npm test`: runs the test stages in order, prints how long each took, and
// stops at the first that fails, naming it. CI runs the same stages as separate
// jobs (`node tests/scripts/run-stages.mjs lint unit`), so a pull request shows
// which stage failed and how long each took.
import {spawn} from 'node:child_process';

/**
 * Each stage is an npm script; the names are what CI and people pass.
 * @type {Record<string, string>}
 */
const stages = {
  types: 'typecheck',
  lint: 'lint',
  unit: 'test:unit',
  content: 'test:content',
  build: 'build',
  links: 'test:links',
  relevance: 'test:relevance',
  fixtures: 'test:fixtures',
  e2e: 'test:e2e',
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in stages));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}. Stages: ${Object.keys(stages).join(', ')}.`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : Object.keys(stages);

/**
 * @param {string} script
 * @returns {Promise<number>} the exit code
 */
function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {stdio: 'inherit'});
    child.on('error', () => resolve(1));
    // No exit code: a signal ended it.
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** @param {number} milliseconds */
const minutes = (milliseconds) => {
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/** @type {[string, number][]} */
const times = [];
/** @type {string | undefined} */
let failed;
for (const stage of selected) {
  console.log(`\n=== stage ${stage}: npm run ${stages[stage]}`);
  const started = Date.now();
  const code = await runScript(stages[stage]);
  const took = Date.now() - started;
  times.push([stage, took]);
  console.log(`=== stage ${stage} ${code === 0 ? 'passed' : 'FAILED'} in ${minutes(took)}`);
  if (code !== 0) {
    failed = stage;
    break;
  }
}

const total = times.reduce((sum, [, took]) => sum + took, 0);
console.log('\nStage times');
for (const [stage, took] of times) {
  console.log(
    `  ${stage.padEnd(10)} ${minutes(took).padStart(8)}${stage === failed ? '  FAILED' : ''}`,
  );
}
console.log(`  ${'total'.padEnd(10)} ${minutes(total).padStart(8)}`);
if (failed) {
  console.error(`\nThe ${failed} stage failed; the stages after it did not run.`);
  process.exit(1);
}
