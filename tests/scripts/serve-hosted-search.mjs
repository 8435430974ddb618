#!/usr/bin/env node
// Builds the site as an operator with Algolia would (test credentials, Ask AI
// on; current docs only, to stay quick) into build-hosted/, then serves it for
// the hosted-search browser tests, which answer Algolia's endpoints themselves.
import {spawn, spawnSync} from 'node:child_process';
import {hostedSearchEnv} from '../support/hosted-search-env.mjs';

const port = process.argv[2];
if (!port) {
  console.error('Usage: node tests/scripts/serve-hosted-search.mjs <port>');
  process.exit(2);
}
const docusaurus = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

const build = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', 'build-hosted'], {
  stdio: 'inherit',
  env: {...process.env, ...hostedSearchEnv, DOCS_VERSIONS: 'current'},
});
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}
const server = spawn(
  process.execPath,
  [
    docusaurus,
    'serve',
    '--dir',
    'build-hosted',
    '--host',
    '127.0.0.1',
    '--port',
    port,
    '--no-open',
  ],
  {stdio: 'inherit'},
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
