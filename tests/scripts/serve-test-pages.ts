// Builds the test-pages site (tests/support/testPagesSite.ts) into
// tests/.tmp/test-pages-site and serves it for the browser tests that need
// pages the real site does not have: pages missing from some docs versions,
// and a page that crashes on purpose.
import path from 'node:path';
import {buildFixtureSite} from '../support/fixtureSite';
import {serveBuild} from '../support/serveBuild.mjs';
import {testPagesFiles, testPagesVersions} from '../support/testPagesSite';

const port = process.argv[2];
if (!port) {
  console.error('Usage: node --import tsx tests/scripts/serve-test-pages.ts <port>');
  process.exit(2);
}
const siteDirectory = path.resolve(__dirname, '../.tmp/test-pages-site');

async function buildAndServe(): Promise<void> {
  const result = await buildFixtureSite(testPagesFiles, {
    env: {DOCS_VERSIONS: testPagesVersions},
    keepBuildIn: siteDirectory,
    workFolder: 'test-pages-source',
  });
  if (result.exitCode !== 0) {
    console.error(`The test-pages site did not build:\n${result.output}`);
    process.exit(1);
  }
  serveBuild(siteDirectory, port!);
}

void buildAndServe();
