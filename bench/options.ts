/** The parts of `npm run bench`, in the order they run. */
export const benchParts = ['build', 'weight', 'lighthouse', 'search'] as const;
export type BenchPart = (typeof benchParts)[number];

/**
 * The parts to run: `--only=weight,lighthouse` on the command line, else the
 * BENCH_ONLY variable, else all of them. An unknown name is an error, so a typo
 * cannot silently measure nothing.
 */
export function selectedParts(argv: readonly string[], env: NodeJS.ProcessEnv): BenchPart[] {
  const flag = argv.find((argument) => argument.startsWith('--only='));
  const unknownArguments = argv.filter((argument) => !argument.startsWith('--only='));
  if (unknownArguments.length > 0) {
    throw new Error(
      `Unknown bench argument(s): ${unknownArguments.join(' ')}. Use --only=${benchParts.join(',')}`,
    );
  }
  const value = flag ? flag.slice('--only='.length) : env.BENCH_ONLY;
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    return [...benchParts];
  }
  const unknown = names.filter((name) => !(benchParts as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown bench part(s): ${unknown.join(', ')}. The parts are: ${benchParts.join(', ')}`,
    );
  }
  return benchParts.filter((part) => names.includes(part));
}
