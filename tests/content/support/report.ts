/** An assertion message: how many problems, then one per line. */
export function report(problems: readonly string[]): string {
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:\n${problems.join('\n')}`;
}
