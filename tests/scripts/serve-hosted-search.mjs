#!/usr/bin/env node
// Builds the site as an operator with Algolia would (test credentials, Ask AI
// on; current docs only, to stay quick) into build-hosted/, then serves it for
// the hosted-search browser tests, which answer Algolia's endpoints themselves.
import {spawnSync} from 'node:child_process';
import {hostedBuildDirectory, hostedSearchEnv} from '../support/hosted-search-env.mjs';
import {serveBuild} from '../support/serveBuild.mjs';

const port = process.argv[2];
if (!port) {
  console.error('Usage: node tests/scripts/serve-hosted-search.mjs <port>');
  process.exit(2);
}
const docusaurus = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

const build = spawnSync(
  process.execPath,
  [docusaurus, 'build', '--out-dir', hostedBuildDirectory],
  {
    stdio: 'inherit',
    env: {...process.env, ...hostedSearchEnv, DOCS_VERSIONS: 'current'},
  },
);
if (build.status !== 0) {
  process.exit(build.status ?? 1);
}
serveBuild(hostedBuildDirectory, port);
