// Who the client of a request is, for the per-client limits (docs/admin-moderation.md, "Who a
// client is"). Behind CloudFront the HTTP API's source address is CloudFront's edge server, so the
// viewer's address comes from the header CloudFront writes; it is believed only when the request
// also carries the origin-verification secret, which only CloudFront sends. Anything else (no
// secret configured, as in the local runtime; a wrong or missing secret, as on a direct call to the
// execute-api URL; a missing or malformed address) falls back to the connection's source address.
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../domain/rules/client-address';

type Headers = Readonly<Record<string, string | undefined>>;

/**
 * The client's IP address. `verifySecret` is the configured origin-verification secret (undefined
 * where nothing stands in front of the API); `sourceIp` is the connection's source address.
 */
export function clientAddress(headers: Headers | undefined, sourceIp: string, verifySecret: string | undefined): string {
  if (!verifySecret || !headers || !sameSecret(headers[ORIGIN_VERIFY_HEADER], verifySecret)) return sourceIp;
  return viewerIp(headers[VIEWER_ADDRESS_HEADER]) ?? sourceIp;
}

/** The IP address in the viewer-address header (IPv4 or IPv6, nothing else), or null. */
export function viewerIp(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return isIP(text) ? text.toLowerCase() : null;
}

/** Compares in constant time, so the answer's timing tells nothing about the secret. */
function sameSecret(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
