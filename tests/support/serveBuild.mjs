// Serves a built site on 127.0.0.1 the way a static host would, for as long as
// this process lives: the browser tests' extra sites (hosted search, test pages)
// build themselves and then call this from their webServer script.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const docusaurus = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/**
 * Runs `docusaurus serve` on the built site in `directory` and ties its life to
 * this process: a stop signal reaches the server, and the server's exit ends
 * the process with its code.
 * @param {string} directory
 * @param {string} port
 */
export function serveBuild(directory, port) {
  const server = spawn(
    process.execPath,
    [docusaurus, 'serve', '--dir', directory, '--host', '127.0.0.1', '--port', port, '--no-open'],
    {stdio: 'inherit'},
  );
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code) => process.exit(code ?? 0));
}
