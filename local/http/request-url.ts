// The URL of an incoming request, or null when it cannot be one: a request target that is not a
// path, or a path whose percent-encoding does not decode (`/%`, `/%E0%A4%A`). Such requests get
// 400 before any route sees them, so nothing downstream has to cope with them.
import type { IncomingMessage } from 'node:http';

export function requestUrl(req: IncomingMessage, origin: string): URL | null {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return null;
  let url: URL;
  try {
    // Concatenated rather than resolved: `//host/path` stays a path on this origin.
    url = new URL(origin + target);
  } catch {
    return null;
  }
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return url;
}

export const BAD_REQUEST = { message: 'Bad Request' } as const;
