// Serves the built SPA the way CloudFront serves it from S3: files as they are, hashed assets
// cached for a year, and every other page path answered with index.html (the SPA fallback).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { sendJson } from './respond';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

type Encoding = 'br' | 'gzip';

/** Picks the encoding CloudFront would: Brotli when the browser takes it, else gzip. */
function encodingFor(req: IncomingMessage, file: string): Encoding | null {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Compressed copies of the build's files, made once per file version. */
function createCompressedCache() {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return (file: string, mtimeMs: number, encoding: Encoding): Buffer => {
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs) return hit.body;
    const raw = readFileSync(file);
    const body =
      encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
    cache.set(key, { mtimeMs, body });
    return body;
  };
}

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function createStaticSite(rootDir: string) {
  const root = resolve(rootDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run \`npm run build:web\` or use \`npm start\`.`);
  }

  const compressed = createCompressedCache();
  const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, cache: string) => {
    const { size, mtimeMs } = statSync(file);
    const encoding = encodingFor(req, file);
    const body = encoding ? compressed(file, mtimeMs, encoding) : null;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body ? body.length : size,
      'cache-control': cache,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (body) res.end(body);
    else createReadStream(file).pipe(res);
  };

  return function serve(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { message: 'Method Not Allowed' });
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const immutable = url.pathname.startsWith('/assets/');
      return sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (extname(url.pathname) && extname(url.pathname) !== '.html') return sendJson(res, 404, { message: 'Not Found' });
    sendFile(req, res, indexFile, 'no-cache');
  };
}
