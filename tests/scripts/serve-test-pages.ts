// Builds the test-pages site (tests/support/testPagesSite.ts) into
// tests/.tmp/test-pages-site and serves it for the browser tests that need
// pages the real site does not have: pages missing from some docs versions,
// and a page that crashes on purpose.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {buildFixtureSite} from '../support/fixtureSite';
import {testPagesFiles, testPagesVersions} from '../support/testPagesSite';

const port = process.argv[2];
if (!port) {
  console.error('Usage: node --import tsx tests/scripts/serve-test-pages.ts <port>');
  process.exit(2);
}
const siteDirectory = path.resolve(__dirname, '../.tmp/test-pages-site');
const docusaurus = path.resolve(
  __dirname,
  '../../node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

async function buildAndServe(): Promise<void> {
  const result = await buildFixtureSite(testPagesFiles, {
    env: {DOCS_VERSIONS: testPagesVersions},
    keepBuildIn: siteDirectory,
  });
  if (result.exitCode !== 0) {
    console.error(`The test-pages site did not build:\n${result.output}`);
    process.exit(1);
  }
  const server = spawn(
    process.execPath,
    [
      docusaurus,
      'serve',
      '--dir',
      siteDirectory,
      '--host',
      '127.0.0.1',
      '--port',
      port!,
      '--no-open',
    ],
    {stdio: 'inherit'},
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code) => process.exit(code ?? 0));
}

void buildAndServe();
