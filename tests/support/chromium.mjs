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
