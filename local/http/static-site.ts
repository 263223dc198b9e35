// Serves the built SPA the way CloudFront serves it from S3: files as they are, hashed assets
// cached for a year, and every other page path answered with index.html (the SPA fallback).
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
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

  const sendFile = (res: ServerResponse, file: string, cache: string, method: string) => {
    const { size } = statSync(file);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': cache,
    });
    if (method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  return function serve(res: ServerResponse, url: URL, method: string): void {
    if (method !== 'GET' && method !== 'HEAD') return sendJson(res, 405, { message: 'Method Not Allowed' });
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const immutable = url.pathname.startsWith('/assets/');
      return sendFile(res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', method);
    }
    if (extname(url.pathname) && extname(url.pathname) !== '.html') return sendJson(res, 404, { message: 'Not Found' });
    sendFile(res, indexFile, 'no-cache', method);
  };
}
