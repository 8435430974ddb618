import {readdir} from 'node:fs/promises';

/** HTML files a build emitted: every route, the 404 page and redirects included. */
export async function countHtmlFiles(outDir: string): Promise<number> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}
