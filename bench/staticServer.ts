import {readFile, stat} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {staticHostFiles} from '../src/plugins/staticHostFiles';
import {gzip} from './gzip';

/**
 * Serves a built site the way a static host does (GitHub Pages, Netlify), with
 * gzip, so that page weight and Lighthouse see what a reader gets:
 * - trailingSlash false: /x is x, else x.html, else x/index.html; / is index.html (staticHostFiles);
 * - an unknown path gets 404.html with status 404;
 * - text bodies are gzipped when the client accepts it (`docusaurus serve` sends them raw);
 * - `Cache-Control: max-age=600`, as GitHub Pages sends for every file.
 */

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Already-compressed formats gain nothing from gzip. */
const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.map',
  '.webmanifest',
  '.ico',
]);

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/** The file a static host answers a URL path with, or undefined for a 404. */
export async function resolveStaticFile(
  rootDir: string,
  urlPath: string,
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  for (const file of staticHostFiles(decoded)) {
    const candidate = path.join(rootDir, file);
    if (await isFile(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

export type StaticSite = {readonly url: string; close(): Promise<void>};

/** Starts the server on 127.0.0.1:port; `close()` stops it. */
export async function serveStatic(rootDir: string, port: number): Promise<StaticSite> {
  const root = path.resolve(rootDir);
  if (!(await isFile(path.join(root, 'index.html')))) {
    throw new Error(`No built site to serve in ${root} (index.html is missing): build it first.`);
  }
  // Bodies are compressed once: the server's own CPU time should not show up in page timings.
  const gzipped = new Map<string, Buffer>();

  // The handler answers every error with a 500 itself, so the promise it returns never rejects.
  const server: Server = createServer(
    (request, response) =>
      void (async () => {
        try {
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            response.writeHead(405, {Allow: 'GET, HEAD'}).end();
            return;
          }
          const {pathname} = new URL(request.url ?? '/', 'http://127.0.0.1');
          const found = await resolveStaticFile(root, pathname);
          const file = found ?? path.join(root, '404.html');
          const extension = path.extname(file).toLowerCase();
          let body: Buffer = await readFile(file);
          const headers: Record<string, string> = {
            'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
            'Cache-Control': 'public, max-age=600',
          };
          if (compressible.has(extension)) {
            headers.Vary = 'Accept-Encoding';
            if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
              let compressed = gzipped.get(file);
              if (!compressed) {
                compressed = gzip(body);
                gzipped.set(file, compressed);
              }
              body = compressed;
              headers['Content-Encoding'] = 'gzip';
            }
          }
          headers['Content-Length'] = String(body.length);
          response.writeHead(found ? 200 : 404, headers);
          response.end(request.method === 'HEAD' ? undefined : body);
        } catch (error) {
          response.writeHead(500, {'Content-Type': 'text/plain'}).end(String(error));
        }
      })(),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const {port: boundPort} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
