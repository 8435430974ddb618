import {spawn} from 'node:child_process';
import {sampleProcessTreeMemory} from './processTreeMemory';

export type CommandCost = {
  /** Wall-clock time, in seconds. */
  readonly seconds: number;
  /** Peak resident memory of the command's whole process tree, in bytes. */
  readonly peakBytes: number;
  /** What the command printed (stdout and stderr). */
  readonly output: string;
};

export type CommandSpec = {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** Added to the bench's environment; a name set to undefined is removed from it. */
  readonly env?: NodeJS.ProcessEnv;
};

/**
 * Runs a command to the end, measuring its wall time and peak memory. Its
 * output is kept and shown only when it fails: a failing build is a real
 * error, and the bench stops on it with the build's own message.
 */
export async function runTimed(spec: CommandSpec): Promise<CommandCost> {
  const env: NodeJS.ProcessEnv = {...process.env, ...spec.env};
  // An entry set to undefined removes the variable (a full build must not inherit DOCS_VERSIONS).
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) {
      delete env[name];
    }
  }
  const started = performance.now();
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sampler = sampleProcessTreeMemory(child.pid!);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  const peakBytes = sampler.stop();
  const printed = Buffer.concat(output).toString();
  if (exitCode !== 0) {
    const tail = printed.split('\n').slice(-60).join('\n');
    throw new Error(`${spec.label} failed (exit code ${exitCode}):\n${tail}`);
  }
  return {seconds, peakBytes, output: printed};
}
