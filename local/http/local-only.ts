// The local runtime's own helpers (/__local/*) hold live validation links and move the clock, so
// they answer this machine only. A page on another site can still reach 127.0.0.1: by DNS
// rebinding (its own host name, resolved to this machine, arrives as the Host header) or by a
// plain cross-site form post. So a Host that is not a loopback name (or the runtime's own) is
// refused, and so is a write that the browser marks as sent from another site (Sec-Fetch-Site)
// or, from a client that does not say, whose Origin is another site's. Tools such as curl send
// neither and are let through.
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of a Host header or an origin's authority, without its port. */
function hostName(authority: string): string {
  const host = authority.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

const isLoopback = (name: string, own: string) => LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === own;

/** Why this request may not reach a local helper, or null when it may. */
export function localOnlyRefusal(method: string, headers: IncomingHttpHeaders, ownOrigin: string): string | null {
  const own = new URL(ownOrigin).hostname.toLowerCase();
  if (!isLoopback(hostName(headers.host ?? ''), own)) return 'The local helpers answer only to this machine (localhost).';
  if (READS.has(method.toUpperCase())) return null;
  // A browser that says where a request comes from is believed: it sends `Origin: null` on a form
  // post from a page with `Referrer-Policy: no-referrer` (the sign-in stand-in's own pages).
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? null : 'The local helpers take no writes from other sites.';
  const origin = headers.origin;
  if (origin === undefined) return null;
  let name: string;
  try {
    name = new URL(origin).hostname.toLowerCase();
  } catch {
    return 'The local helpers take no writes from other sites.';
  }
  return isLoopback(name, own) ? null : 'The local helpers take no writes from other sites.';
}
