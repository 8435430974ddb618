import {gzipSync} from 'node:zlib';

/**
 * The one compression setting of the bench: the static server sends bodies
 * compressed this way, and the page-weight and search figures count bytes the
 * same way, so "gzip" means one thing across the report.
 */
export const gzipLevel = 9;

export function gzip(data: Buffer | string): Buffer {
  return gzipSync(data, {level: gzipLevel});
}

export function gzipSize(data: Buffer | string): number {
  return gzip(data).length;
}
