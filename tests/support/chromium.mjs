// Debian's Chromium for everything that drives a browser: the Playwright tests, the bench
// (page weight, search, Lighthouse) and tests/scripts/ensure-chromium.mjs, which runs before the
// tests. Plain JavaScript, so that ensure-chromium.mjs runs with `node` alone.
import {existsSync} from 'node:fs';

/** Where the browser tests look for Chromium, in order. CHROMIUM_PATH wins. */
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The first Chromium executable that exists, or undefined. */
export function findChromium() {
  return candidates.find((path) => path && existsSync(path));
}

/**
 * The flags every Chromium is launched with: no sandbox and no GPU (containers), and a quiet
 * start on a closed network, with no background calls to Google services.
 * @type {string[]}
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
