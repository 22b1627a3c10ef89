/**
 * Serves the production build (`build/`) the way GitHub Pages serves it, for the end-to-end tests
 * and for previewing a build locally: `npm run serve:pages` (port from `PORT`, default 3100).
 *
 * GitHub Pages rules reproduced (observed behaviour of the host, documented at
 * https://github.com/slorber/trailing-slash-guide):
 * - `/a/b` serves the file `a/b` if it exists, else `a/b.html`;
 * - `/a/b` where only the folder `a/b/` exists answers 301 to `/a/b/`; `/a/b/` serves `a/b/index.html`;
 * - anything else answers 404 with the site's `404.html`.
 * Only GET and HEAD are answered; paths that cannot be percent-decoded get 400.
 *
 * Base URL (`BASE_URL`, e.g. `/express-validator-docs/`, for a build made with the same variable):
 * the build is served under that path, as GitHub Pages serves a project site at
 * `https://<user>.github.io/<repo>/`: `/<repo>` answers 301 to `/<repo>/`, a missing path under
 * the base gets the build's 404.html, and a path outside the base gets a bare 404 (the host's page,
 * not the site's), so a link that forgets the base URL is seen as broken.
 * Text files (HTML, JS, CSS, JSON, SVG, XML, plain text) are sent gzip-compressed to clients that
 * accept gzip, as GitHub Pages does, so page-weight measurements (npm run bench -- site, Lighthouse) see
 * the bytes a reader downloads.
 * Caching, as GitHub Pages answers a file: `Cache-Control: max-age=600`, `Last-Modified` (the
 * file's modification time) and an `ETag`, and 304 to a request whose `If-None-Match` or
 * `If-Modified-Since` still matches (decided by the `fresh` package, as Express decides it). So a
 * browser going from page to page takes the scripts from its cache (and V8's code cache) for ten
 * minutes, as a reader's does; the tests get a fresh cache in each browser context, and the
 * benchmarks open a new context per run. Not-found answers are not cached.
 *
 * Used instead of `docusaurus serve`, whose server strips `.html` with redirects and prefers
 * `a/b/index.html` over `a/b.html`, unlike GitHub Pages.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import fresh from 'fresh';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Extensions GitHub Pages compresses (text formats); images other than SVG are sent as they are. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

/** Compressed bodies by file path and modification time: each file is compressed once per change. */
const gzipCache = new Map<string, {mtimeMs: number; body: Buffer}>();

/** The gzip-compressed content of a file, from the cache when the file has not changed. */
function gzipped(file: string): Buffer {
  const {mtimeMs} = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, {mtimeMs, body});
  return body;
}

function isFile(p: string): boolean {
  return fs.statSync(p, {throwIfNoEntry: false})?.isFile() ?? false;
}

function isDir(p: string): boolean {
  return fs.statSync(p, {throwIfNoEntry: false})?.isDirectory() ?? false;
}

/**
 * Resolves a URL path against the build folder.
 * Returns the file to send with its status, or a redirect location, following the rules above.
 */
export function resolvePath(root: string, urlPath: string): {status: number; file?: string; location?: string} {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return {status: 400};
  }
  const target = path.join(root, path.normalize(decoded));
  const notFound = {status: 404, file: path.join(root, '404.html')};
  if (!target.startsWith(root)) return notFound;
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? {status: 200, file: index} : notFound;
  }
  if (isFile(target)) return {status: 200, file: target};
  if (isFile(`${target}.html`)) return {status: 200, file: `${target}.html`};
  if (isDir(target)) return {status: 301, location: `${urlPath}/`};
  return notFound;
}

/**
 * Maps a request path to the path inside the build for a site served under `baseUrl`.
 * Input: the URL path and the base URL (`/` or `/repo/`). Output: the path inside the build
 * (starting with `/`), a redirect to the base itself, or `outside` for a path the site does not own.
 */
export function stripBase(urlPath: string, baseUrl: string): {inside: string} | {redirect: string} | {outside: true} {
  if (baseUrl === '/') return {inside: urlPath};
  if (urlPath === baseUrl.slice(0, -1)) return {redirect: baseUrl};
  if (!urlPath.startsWith(baseUrl)) return {outside: true};
  return {inside: urlPath.slice(baseUrl.length - 1)};
}

/**
 * GitHub Pages' cache headers for a file of the build: ten minutes of freshness, its modification
 * time, and an entity tag made of the modification time and size (hex), e.g. `"18c0f3a2b1-4d2"`.
 * Input: an existing file's path. Throws what `fs.statSync` throws.
 */
function cacheHeaders(file: string): Record<string, string> {
  const {mtimeMs, size} = fs.statSync(file);
  return {
    'Cache-Control': 'max-age=600',
    'Last-Modified': new Date(mtimeMs).toUTCString(),
    ETag: `"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"`,
  };
}

/**
 * Starts the server; resolves once it listens. Input: the build folder, the TCP port, and the base
 * URL the build was made with (default `/`; must start and end with `/`).
 */
export function serve(root: string, port: number, baseUrl = '/'): Promise<http.Server> {
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/'))
    throw new Error(`base URL must start and end with "/": ${baseUrl}`);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const mapped = stripBase(url.pathname, baseUrl);
    if ('outside' in mapped) {
      res.writeHead(404, {'Content-Type': 'text/plain'}).end(`404: outside the site's base URL ${baseUrl}\n`);
      return;
    }
    if ('redirect' in mapped) {
      res.writeHead(301, {Location: mapped.redirect + url.search}).end();
      return;
    }
    const result = resolvePath(root, mapped.inside);
    if (result.location) {
      // resolvePath answers with paths inside the build; the browser needs them under the base.
      res.writeHead(result.status, {Location: baseUrl.slice(0, -1) + result.location + url.search}).end();
      return;
    }
    if (!result.file || !isFile(result.file)) {
      res.writeHead(result.status, {'Content-Type': 'text/plain'}).end(`${result.status}\n`);
      return;
    }
    const ext = path.extname(result.file);
    const type = types[ext] ?? 'application/octet-stream';
    const validators = result.status === 200 ? cacheHeaders(result.file) : {};
    // `fresh` (Express's own check): If-None-Match against the ETag, else If-Modified-Since.
    if (
      result.status === 200 &&
      fresh(req.headers, {etag: validators.ETag, 'last-modified': validators['Last-Modified']})
    ) {
      res.writeHead(304, validators).end();
      return;
    }
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipped(result.file);
      res.writeHead(result.status, {
        'Content-Type': type,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
        ...validators,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(result.status, {'Content-Type': type, Vary: 'Accept-Encoding', ...validators});
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(result.file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? 'build');
  const port = Number(process.env.PORT ?? 3100);
  const baseUrl = process.env.BASE_URL || '/';
  if (!isFile(path.join(root, 'index.html'))) {
    console.error(`No build in ${root}: run npm run build first.`);
    process.exit(1);
  }
  void serve(root, port, baseUrl).then(() =>
    console.log(`Serving ${root} like GitHub Pages at http://127.0.0.1:${port}${baseUrl}`),
  );
}
