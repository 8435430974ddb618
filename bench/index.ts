import {spawn} from 'node:child_process';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {report} from './report';
import {searchBench} from './searchBench';

// `npm run bench`: numbers, not tests. Serves the last build on 127.0.0.1
// (BENCH_PORT, default 38517) and measures it; budgets are printed beside each
// figure and the JSON report goes to reports/bench.json. Run `npm run build` first.

const root = path.resolve(__dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 38517);
const baseUrl = `http://127.0.0.1:${port}`;

async function serveBuild() {
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: root, stdio: 'ignore'},
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await fetch(baseUrl).then((response) => response.ok, () => false)) {
      return server;
    }
    await sleep(200);
  }
  server.kill();
  throw new Error(`The built site did not start on ${baseUrl}`);
}

async function main() {
  const server = await serveBuild();
  try {
    const withinBudgets = await report(await searchBench(baseUrl), path.join(root, 'reports/bench.json'));
    process.exitCode = withinBudgets ? 0 : 1;
  } finally {
    server.kill();
  }
}

void main();
