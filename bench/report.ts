import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** One measured number, with the budget it must stay under when it has one. */
export type Figure = {
  readonly name: string;
  readonly value: number;
  readonly unit: 'bytes' | 'ms' | 'records' | 's' | 'MB' | 'pages' | 'score';
  /** The largest value that passes (or, with `atLeast`, the smallest). */
  readonly budget?: number;
  readonly atLeast?: boolean;
};

export function passes(figure: Figure): boolean | undefined {
  if (figure.budget === undefined) {
    return undefined;
  }
  return figure.atLeast ? figure.value >= figure.budget : figure.value <= figure.budget;
}

function format(value: number, unit: Figure['unit']): string {
  return unit === 'bytes' ? `${(value / 1024).toFixed(1)} KB` : `${value} ${unit}`;
}

/** Prints the figures as a table with pass or fail beside each budget, and writes them as JSON. */
export async function report(figures: readonly Figure[], file: string): Promise<boolean> {
  const width = Math.max(...figures.map((figure) => figure.name.length));
  for (const figure of figures) {
    const verdict = passes(figure);
    const budget =
      figure.budget === undefined
        ? ''
        : `  budget ${figure.atLeast ? '>=' : '<='} ${format(figure.budget, figure.unit)}  ${verdict ? 'PASS' : 'FAIL'}`;
    console.log(`${figure.name.padEnd(width)}  ${format(figure.value, figure.unit).padStart(12)}${budget}`);
  }
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(
    file,
    `${JSON.stringify({measuredAt: new Date().toISOString(), figures: figures.map((figure) => ({...figure, pass: passes(figure)}))}, null, 2)}\n`,
  );
  console.log(`\nReport written to ${path.relative(process.cwd(), file)}`);
  return figures.every((figure) => passes(figure) !== false);
}
