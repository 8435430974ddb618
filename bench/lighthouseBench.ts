import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chromiumFlags, findChromium} from '../tests/support/chromium.mjs';
import {benchPages, type BenchPage} from './benchPages';
import {repoRoot} from './paths';
import type {Figure, Section} from './report';

/**
 * Lighthouse, desktop and mobile, on the bench pages of the built site served
 * with gzip from 127.0.0.1, in Debian's Chromium. Performance is the median of
 * BENCH_LIGHTHOUSE_RUNS runs (default 3: the machine is shared and timings are
 * noisy); the other scores, and the audits listed as losing points, come from
 * that median run. Each median run's full report is written as HTML to
 * reports/lighthouse/.
 */

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type FormFactor = 'desktop' | 'mobile';

/** Budgets: desktop 100 in every category; mobile performance at least 90. */
function budgetOf(formFactor: FormFactor, category: Category): number | undefined {
  if (formFactor === 'desktop') {
    return 100;
  }
  return category === 'performance' ? 90 : undefined;
}

const reportDir = path.join(repoRoot, 'reports/lighthouse');

// The parts of Lighthouse's result (LH.Result) this file reads.
type AuditItem = {
  readonly node?: {
    readonly snippet?: string;
    readonly selector?: string;
    readonly explanation?: string;
  };
  readonly url?: string;
};
type AuditResult = {
  readonly id: string;
  readonly score: number | null;
  readonly displayValue?: string;
  readonly details?: {
    readonly type?: string;
    readonly items?: readonly AuditItem[];
    readonly overallSavingsMs?: number;
    readonly overallSavingsBytes?: number;
  };
};
type LighthouseResult = {
  readonly runtimeError?: {readonly code: string; readonly message: string};
  readonly categories: Record<
    string,
    {
      readonly score: number | null;
      readonly auditRefs: readonly {readonly id: string; readonly weight: number}[];
    }
  >;
  readonly audits: Record<string, AuditResult>;
};
type Run = {readonly lhr: LighthouseResult; readonly html: string};

export function runCount(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `BENCH_LIGHTHOUSE_RUNS must be a whole number of at least 1, not "${process.env.BENCH_LIGHTHOUSE_RUNS}"`,
    );
  }
  return runs;
}

function scoreOf(lhr: LighthouseResult, category: Category): number {
  const score = lhr.categories[category]?.score;
  if (score === null || score === undefined) {
    throw new Error(`Lighthouse gave no ${category} score`);
  }
  return Math.round(score * 100);
}

/** One Lighthouse run in a fresh Chromium; a page Lighthouse cannot load stops the bench. */
async function runLighthouse(url: string, formFactor: FormFactor): Promise<Run> {
  // Lighthouse and chrome-launcher are ES modules: loaded with import() from this CommonJS-compiled file.
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // chrome-launcher opens a window unless told otherwise; Playwright starts headless itself.
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...categories]},
      // No config is Lighthouse's default: a mid-range phone on a throttled 4G link (simulated).
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) {
      throw new Error(`Lighthouse returned nothing for ${url}`);
    }
    const lhr = result.lhr as unknown as LighthouseResult;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return {lhr, html: String(result.report)};
  } finally {
    chrome.kill();
  }
}

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(runs: readonly Run[]): Run {
  const sorted = [...runs].sort(
    (a, b) => scoreOf(a.lhr, 'performance') - scoreOf(b.lhr, 'performance'),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * What an audit flags, one example element per distinct reason (axe repeats
 * the same reason for every token of a code block), so that the lead can find
 * the cause without opening the report.
 */
function flaggedElements(audit: AuditResult, limit = 2): string {
  const items = audit.details?.items ?? [];
  const oneLine = (text: string, length: number) =>
    text.replace(/\s+/g, ' ').trim().slice(0, length);
  const examples = new Map<string, string>();
  for (const item of items) {
    const element = oneLine(item.node?.snippet ?? item.node?.selector ?? item.url ?? '', 90);
    // axe's explanation opens with 'Fix any of the following:'; the sentence after it has the numbers.
    const reason = oneLine(
      (item.node?.explanation ?? '').replace(/^Fix (any|all) of the following:/, ''),
      150,
    );
    if (element && !examples.has(reason)) {
      examples.set(reason, reason ? `${element}: ${reason}` : element);
    }
  }
  if (examples.size === 0) {
    return '';
  }
  const shown = [...examples.values()].slice(0, limit);
  const more = examples.size > limit ? ` and ${examples.size - limit} other reason(s)` : '';
  return ` [${items.length} element(s); e.g. ${shown.join(' || ')}${more}]`;
}

/** Audits that cost points: weighted audits below a full score, and performance opportunities with savings. */
export function losingAudits(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const category of categories) {
    const losing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit): audit is AuditResult =>
          audit !== undefined && audit.score !== null && audit.score < 1,
      );
    const described = losing.map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score! * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})` +
        // Performance metrics flag no elements; the opportunities below say what slows them.
        (category === 'performance' ? '' : flaggedElements(audit)),
    );
    if (category === 'performance') {
      const opportunities = Object.values(lhr.audits).filter(
        (audit) =>
          audit.details?.type === 'opportunity' &&
          audit.score !== null &&
          audit.score < 1 &&
          ((audit.details.overallSavingsMs ?? 0) > 0 ||
            (audit.details.overallSavingsBytes ?? 0) > 0),
      );
      described.push(
        ...opportunities.map(
          (audit) =>
            `opportunity ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        ),
      );
    }
    if (described.length > 0) {
      lines.push(`${category}: ${described.join('; ')}`);
    }
  }
  return lines;
}

async function measurePage(siteUrl: string, page: BenchPage, formFactor: FormFactor, runs: number) {
  const url = `${siteUrl}${page.path}`;
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    console.log(`Lighthouse ${formFactor} ${page.path} (run ${run + 1} of ${runs})...`);
    results.push(await runLighthouse(url, formFactor));
  }
  const median = medianRun(results);
  const fileName = `${page.label.toLowerCase().replace(/\W+/g, '-')}-${formFactor}.html`;
  await writeFile(path.join(reportDir, fileName), median.html);
  const figures: Figure[] = categories.map((category) => ({
    name: `${formFactor} ${page.label} ${page.path}: ${category}`,
    value: scoreOf(median.lhr, category),
    unit: 'score',
    budget: budgetOf(formFactor, category),
    atLeast: true,
    ...(category === 'performance' && runs > 1
      ? {samples: results.map((result) => scoreOf(result.lhr, category))}
      : {}),
  }));
  const losing = losingAudits(median.lhr).map((line) => `  ${line}`);
  const notes =
    losing.length > 0 ? [`${formFactor} ${page.path} loses points on (audit ids):`, ...losing] : [];
  return {figures, notes};
}

export async function lighthouseBench(siteUrl: string): Promise<Section> {
  const runs = runCount();
  await mkdir(reportDir, {recursive: true});
  const figures: Figure[] = [];
  const notes: string[] = [];
  for (const formFactor of ['desktop', 'mobile'] as const) {
    for (const page of benchPages) {
      const measured = await measurePage(siteUrl, page, formFactor, runs);
      figures.push(...measured.figures);
      notes.push(...measured.notes);
    }
  }
  return {
    title: `Lighthouse (served with gzip from 127.0.0.1; performance is the median of ${runs} run${runs > 1 ? 's' : ''})`,
    figures,
    notes: [
      ...notes,
      `The other scores and the audits above come from the median run; its report is in ${path.relative(repoRoot, reportDir)}/.`,
    ],
  };
}
