#!/usr/bin/env node
// Makes sure the browser tests have Debian's Chromium: Playwright's own browser
// download cannot work on these machines, so the system package is used instead.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium} from '../support/chromium.mjs';

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    return false;
  }
  console.log("Chromium not found: installing Debian's chromium package with apt-get...");
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit', env});
  return true;
}

let chromium = findChromium();
if (!chromium && install()) {
  chromium = findChromium();
}
if (!chromium) {
  console.error(
    [
      'No Chromium browser was found for the end-to-end tests.',
      "Install Debian's package as root:  apt-get update && apt-get install -y chromium",
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Browser tests use ${chromium}`);
