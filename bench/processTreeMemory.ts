import {readdirSync, readFileSync} from 'node:fs';

/**
 * Peak resident memory of a process and all its descendants, sampled from
 * /proc (Linux). A build is a tree: the Docusaurus CLI, and whatever workers it
 * starts; `/usr/bin/time -v` would report only the largest single process.
 * Shared pages are counted once per process, as `ps` and `top` count them.
 */

const pageSize = 4096;

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between listing /proc and reading it.
    return '';
  }
}

/** Parent pid of every live process. */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    // Fields after the command name, which is in parentheses and may hold spaces.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(afterName[1]);
    if (Number.isInteger(parent)) {
      parents.set(Number(entry), parent);
    }
  }
  return parents;
}

/** The pid itself and every descendant. */
export function processTree(rootPid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const [pid, parent] of parentsByPid()) {
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...(childrenOf.get(pid) ?? []));
  }
  return tree;
}

/** Resident bytes of one process (0 once it has ended). */
function residentBytes(pid: number): number {
  const resident = Number(readOrEmpty(`/proc/${pid}/statm`).split(' ')[1]);
  return Number.isFinite(resident) ? resident * pageSize : 0;
}

export type MemorySampler = {
  /** Stops sampling and returns the peak, in bytes. */
  stop(): number;
};

/** Samples the tree's total resident memory every `intervalMs` until stopped. */
export function sampleProcessTreeMemory(rootPid: number, intervalMs = 100): MemorySampler {
  let peak = 0;
  const sample = () => {
    const total = processTree(rootPid).reduce((sum, pid) => sum + residentBytes(pid), 0);
    peak = Math.max(peak, total);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
