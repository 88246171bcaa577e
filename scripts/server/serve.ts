/**
 * Serves the export the way a CDN does, with the headers of its `_headers` file (serve-handler reads its own JSON
 * rules instead). `tsx scripts/server/serve.ts [dir]`, PORT (default 3000), dir defaults to EXPORT_DIR.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, posix, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { headersFileName, markdownType, revalidate } from '../postbuild/headers';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../postbuild/headers-file';
import { basePath as settingsBasePath, exportDir } from '../settings';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': markdownType,
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** A decoded request path's file in `root`, as a CDN finds it; never outside `root`, never `_headers`. */
export function resolveFile(root: string, decodedPath: string): string | undefined {
  const clean = posix.normalize(`/${decodedPath.replaceAll('\\', '/')}`);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  const blocked = join(root, headersFileName);
  for (const candidate of candidates) {
    const file = resolve(root, `.${candidate}`);
    if (!file.startsWith(`${root}${sep}`) || file === blocked) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * A redirect target on this host for `path` without its trailing slashes: leading slashes collapse to one, so
 * no request (`/.//evil.example/`, `//evil.example/`) can make it a protocol-relative address to another host.
 */
export function sameHostLocation(basePath: string, path: string, search: string): string {
  return `${basePath}/${path.replace(/^[/\\]+|\/+$/g, '')}${search}`;
}

function send(res: ServerResponse, file: string, status: number, acceptsGzip: boolean, extra: Record<string, string>) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, ...extra };
  headers['Cache-Control'] ??= revalidate;
  const gzip = acceptsGzip && compressible.test(type);
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers.Vary = 'Accept-Encoding';
  res.writeHead(status, headers);
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/** Response headers by request path, from `<root>/_headers` when present (re-read after each rebuild). */
function headersFileFor(root: string): (path: string) => Record<string, string> {
  const file = join(root, headersFileName);
  let cached: { mtimeMs: number; rules: HeaderRule[] } | undefined;
  return (path) => {
    if (!existsSync(file)) return {};
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return headersForPath(cached.rules, path);
  };
}

export function startServer(options: { dir?: string; port: number; basePath?: string; headers?: (path: string) => Record<string, string> }) {
  const root = resolve(options.dir ?? exportDir);
  const basePath = options.basePath ?? '';
  const headersFor = options.headers ?? headersFileFor(root);
  const server = createServer((req, res) => {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const search = queryAt < 0 ? '' : raw.slice(queryAt);
    // Parsed against a fixed origin, so a path such as `//evil.example/` stays a path (dot segments resolved).
    const pathname = new URL(`http://localhost/${(queryAt < 0 ? raw : raw.slice(0, queryAt)).replace(/^\/+/, '')}`).pathname;
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // A malformed escape such as `/%` or `/100%-off`: the client's mistake, and the server keeps running.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request: malformed URL\n');
    }
    const notFound = () => send(res, join(root, '404.html'), 404, acceptsGzip, headersFor(pathname));
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return notFound();
    const path = pathname.slice(basePath.length) || '/';
    if (path.length > 1 && path.endsWith('/')) {
      res.writeHead(301, { Location: sameHostLocation(basePath, path, search) });
      return res.end();
    }
    const file = resolveFile(root, decoded.slice(basePath.length) || '/');
    if (!file) return notFound();
    send(res, file, 200, acceptsGzip, headersFor(pathname));
  });
  server.listen(options.port, '127.0.0.1');
  return server;
}

/** Serves `dir` on a free port (for test tools); resolves once it listens, with its origin. */
export async function serveOnFreePort(options: { dir: string; basePath?: string }): Promise<{ origin: string; close: () => void }> {
  const server = startServer({ ...options, port: 0 });
  await new Promise((listening) => server.once('listening', listening));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 3000);
  const basePath = settingsBasePath;
  const dir = process.argv[2] ?? exportDir;
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No export found in ${dir}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  startServer({ dir, port, basePath }).on('listening', () => {
    console.log(`Serving ${dir}/ at http://localhost:${port}${basePath}/`);
  });
}
