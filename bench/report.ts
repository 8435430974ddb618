import {mkdir, writeFile} from 'node:fs/promises';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';

/** One measured number, with the budget it must stay within when it has one. */
export type Figure = {
  readonly name: string;
  readonly value: number;
  readonly unit:
    'bytes' | 'ms' | 'records' | 's' | 'MB' | 'pages' | 'score' | 'requests' | 'queries' | '%';
  /** The same figure measured on the section's baseline (stock Docusaurus unless it names another). */
  readonly baseline?: number;
  /** The largest value that passes (or, with `atLeast`, the smallest). */
  readonly budget?: number;
  readonly atLeast?: boolean;
  /** What the budget bounds: the value itself (default) or value / baseline. */
  readonly budgetOn?: 'value' | 'ratio';
  /** The single runs, when the value is their median. */
  readonly samples?: readonly number[];
};

/** Figures of one part of the bench, and lines that explain them. */
export type Section = {
  readonly title: string;
  readonly figures: readonly Figure[];
  /** What the baseline column measured: "stock" (Docusaurus) unless said otherwise. */
  readonly baselineLabel?: string;
  readonly notes?: readonly string[];
};

export function ratioOf(figure: Figure): number | undefined {
  return figure.baseline ? figure.value / figure.baseline : undefined;
}

/** true or false against the budget; undefined when the figure has none. */
export function passes(figure: Figure): boolean | undefined {
  if (figure.budget === undefined) {
    return undefined;
  }
  const measured = figure.budgetOn === 'ratio' ? ratioOf(figure) : figure.value;
  if (measured === undefined) {
    // A ratio budget without a baseline cannot be judged: count it as failed, loudly.
    return false;
  }
  return figure.atLeast ? measured >= figure.budget : measured <= figure.budget;
}

function format(value: number, unit: Figure['unit']): string {
  switch (unit) {
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 's':
    case 'MB':
      return `${value.toFixed(1)} ${unit}`;
    case '%':
      return `${value.toFixed(1)} %`;
    default:
      return `${value} ${unit}`;
  }
}

function budgetText(figure: Figure): string {
  if (figure.budget === undefined) {
    return '';
  }
  const bound =
    figure.budgetOn === 'ratio'
      ? `ratio ${figure.budget.toFixed(2)}`
      : format(figure.budget, figure.unit);
  return `budget ${figure.atLeast ? '>=' : '<='} ${bound}  ${passes(figure) ? 'PASS' : 'FAIL'}`;
}

function printSection(section: Section): void {
  console.log(`\n== ${section.title}`);
  const hasBaseline = section.figures.some((figure) => figure.baseline !== undefined);
  const nameWidth = Math.max(...section.figures.map((figure) => figure.name.length));
  if (hasBaseline) {
    console.log(
      `${''.padEnd(nameWidth)}  ${'ours'.padStart(12)}  ${(section.baselineLabel ?? 'stock').padStart(12)}  ${'ratio'.padStart(6)}`,
    );
  }
  for (const figure of section.figures) {
    const columns = [figure.name.padEnd(nameWidth), format(figure.value, figure.unit).padStart(12)];
    if (hasBaseline) {
      const ratio = ratioOf(figure);
      columns.push(
        (figure.baseline === undefined ? '-' : format(figure.baseline, figure.unit)).padStart(12),
        (ratio === undefined ? '-' : ratio.toFixed(2)).padStart(6),
      );
    }
    columns.push(budgetText(figure));
    if (figure.samples) {
      columns.push(`(median of ${figure.samples.join(', ')})`);
    }
    console.log(columns.join('  ').trimEnd());
  }
  for (const note of section.notes ?? []) {
    console.log(`  ${note}`);
  }
}

/**
 * Prints each section as a table with pass or fail beside each budget, writes
 * everything as JSON, and returns the figures whose budget failed.
 */
export async function report(
  sections: readonly Section[],
  file: string,
  parts: readonly string[],
): Promise<Figure[]> {
  for (const section of sections) {
    printSection(section);
  }
  const budgeted = sections
    .flatMap((section) => section.figures)
    .filter((figure) => figure.budget !== undefined);
  const failed = budgeted.filter((figure) => passes(figure) === false);
  console.log(`\nBudgets: ${budgeted.length - failed.length} pass, ${failed.length} fail`);
  for (const figure of failed) {
    console.log(`  FAIL ${figure.name}`);
  }
  await mkdir(path.dirname(file), {recursive: true});
  const json = {
    measuredAt: new Date().toISOString(),
    parts,
    // The machine is shared: the load says how noisy the timings may be.
    machine: {cpus: cpus().length, loadAverage: loadavg().map((load) => Number(load.toFixed(2)))},
    budgets: {passed: budgeted.length - failed.length, failed: failed.map((figure) => figure.name)},
    sections: sections.map((section) => ({
      title: section.title,
      baselineLabel: section.baselineLabel,
      figures: section.figures.map((figure) => ({
        ...figure,
        ratio: ratioOf(figure),
        pass: passes(figure),
      })),
      notes: section.notes ?? [],
    })),
  };
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`Report written to ${path.relative(process.cwd(), file)}`);
  return failed;
}
