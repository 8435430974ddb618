import path from 'node:path';
import {countHtmlFiles} from './countPages';
import {runDocusaurus} from './docusaurusCommand';
import {buildDir, repoRoot, scratchDir} from './paths';
import type {Figure, Section} from './report';
import type {CommandCost} from './timedCommand';

/** Budget: a cold full build on the 2-core machine, in seconds. */
const coldBuildBudgetSeconds = 60;

/** Budget: the search index step's share of a full build's wall time, in percent. */
const searchIndexShareBudget = 10;

/** Budget: writing every page's Markdown twin and llms.txt in a full build, in milliseconds. */
const markdownTwinsBudgetMilliseconds = 3000;

/** Budget: reading and rewriting every page for the Content Security Policy in a full build, in milliseconds. */
const securityPolicyBudgetMilliseconds = 3000;

/** A full build, whatever DOCS_VERSIONS the bench was started with. */
const fullSite: NodeJS.ProcessEnv = {DOCS_VERSIONS: undefined};

const currentOnlyOutDir = path.join(scratchDir, 'build-current');

function docusaurus(label: string, args: readonly string[], env?: NodeJS.ProcessEnv) {
  return runDocusaurus(label, args, repoRoot, env);
}

function buildFigures(
  label: string,
  cost: CommandCost,
  pages: number,
  wallBudget?: number,
): Figure[] {
  return [
    {
      name: `${label}: wall time`,
      value: Number(cost.seconds.toFixed(1)),
      unit: 's',
      budget: wallBudget,
    },
    {
      name: `${label}: peak memory (process tree)`,
      value: Math.round(cost.peakBytes / 2 ** 20),
      unit: 'MB',
    },
    {name: `${label}: pages emitted (HTML files)`, value: pages, unit: 'pages'},
  ];
}

/** A post-build step's time, from the `[tag] ... (N ms)` line the step prints. */
function stepMilliseconds(buildOutput: string, tag: string, step: string): number {
  const match = new RegExp(`\\[${tag}\\] .* \\((\\d+) ms\\)`).exec(buildOutput);
  if (!match) {
    throw new Error(`The build printed no "[${tag}] ... (N ms)" line: did the ${step} run?`);
  }
  return Number(match[1]);
}

/** The search index step's time, as the indexer prints it (src/plugins/search/server/writeSearchIndex.ts). */
export function searchIndexMilliseconds(buildOutput: string): number {
  return stepMilliseconds(buildOutput, 'search-index', 'indexer');
}

/** The Markdown twins step's time, as its plugin prints it (src/plugins/markdown-twins). */
export function markdownTwinsMilliseconds(buildOutput: string): number {
  return stepMilliseconds(buildOutput, 'markdown-twins', 'Markdown twins plugin');
}

/** The Content Security Policy step's time, as its plugin prints it (src/plugins/security-policy). */
export function securityPolicyMilliseconds(buildOutput: string): number {
  return stepMilliseconds(buildOutput, 'security-policy', 'security policy plugin');
}

/** How many pages the search index step split, as it prints it; the others came from its cache. */
export function searchIndexPagesSplit(buildOutput: string): number {
  const match = /\[search-index\] .*\((\d+) split, \d+ from the cache\)/.exec(buildOutput);
  if (!match) {
    throw new Error('The build printed no "[search-index] ... (N split, M from the cache)" line.');
  }
  return Number(match[1]);
}

function searchIndexFigures(label: string, cost: CommandCost): Figure[] {
  const milliseconds = searchIndexMilliseconds(cost.output);
  return [
    {name: `${label}: search index step`, value: milliseconds, unit: 'ms'},
    {
      name: `${label}: pages the search index step split (the others from its cache)`,
      value: searchIndexPagesSplit(cost.output),
      unit: 'pages',
    },
    {
      name: `${label}: search index step, share of the wall time`,
      value: Number((milliseconds / 10 / cost.seconds).toFixed(1)),
      unit: '%',
      budget: searchIndexShareBudget,
    },
  ];
}

/**
 * Production builds: cold (after `docusaurus clear`), warm (the Rspack
 * persistent cache kept) and current-version only. The full builds write
 * build/, so it holds a full build afterwards for the other parts; the
 * current-only build goes to .bench/build-current.
 */
export async function buildBench(): Promise<Section> {
  // Not timed: clearing is the set-up of a cold build.
  await docusaurus('docusaurus clear', ['clear']);
  console.log('Building: cold full build...');
  const cold = await docusaurus('Cold full build', ['build'], fullSite);
  const coldPages = await countHtmlFiles(buildDir);
  console.log('Building: warm full build...');
  const warm = await docusaurus('Warm full build', ['build'], fullSite);
  const warmPages = await countHtmlFiles(buildDir);
  console.log('Building: DOCS_VERSIONS=current...');
  const current = await docusaurus(
    'DOCS_VERSIONS=current build',
    ['build', '--out-dir', currentOnlyOutDir],
    {
      DOCS_VERSIONS: 'current',
    },
  );
  const currentPages = await countHtmlFiles(currentOnlyOutDir);
  return {
    title: 'Production build (Docusaurus Faster: Rspack, SWC, Lightning CSS)',
    figures: [
      ...buildFigures('cold full build', cold, coldPages, coldBuildBudgetSeconds),
      ...searchIndexFigures('cold full build', cold),
      {
        name: 'cold full build: Markdown twins and llms.txt step',
        value: markdownTwinsMilliseconds(cold.output),
        unit: 'ms',
        budget: markdownTwinsBudgetMilliseconds,
      },
      {
        name: 'cold full build: Content Security Policy step (every page read, hashed and rewritten)',
        value: securityPolicyMilliseconds(cold.output),
        unit: 'ms',
        budget: securityPolicyBudgetMilliseconds,
      },
      ...buildFigures('warm full build', warm, warmPages),
      ...searchIndexFigures('warm full build', warm),
      ...buildFigures('DOCS_VERSIONS=current build', current, currentPages),
    ],
    notes: [
      'Cold: after `docusaurus clear` (no .docusaurus/, no Rspack persistent cache). Warm: right after, cache kept.',
      "The current-only build runs last, with the full build's cache in place, into .bench/build-current/.",
      "Peak memory is the sum of resident memory over the build's process tree, sampled every 100 ms.",
    ],
  };
}
