// CloudFront's "compress objects automatically" for the cached behaviours (lib/public-caching.ts:
// Compress with Gzip and Brotli in the cache policy), for the local edge
// cache: a text answer of 1,000 bytes to 10,000,000 bytes that the origin did not compress goes out
// compressed when the viewer accepts it, Brotli preferred; its strong ETag becomes a weak one, as
// CloudFront does. https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { GatewayReply } from '../../gateway/gateway';

export type EdgeEncoding = 'br' | 'gzip';

const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|ld\+json|javascript|xml)|image\/svg\+xml)/i;

/** The encoding CloudFront would answer `reply` with for a viewer's Accept-Encoding, or null. */
export function edgeEncodingFor(acceptEncoding: string | undefined, reply: GatewayReply): EdgeEncoding | null {
  if (reply.status !== 200 || reply.headers['content-encoding']) return null;
  if (reply.body.length < MIN_BYTES || reply.body.length > MAX_BYTES) return null;
  if (!COMPRESSIBLE_TYPE.test(String(reply.headers['content-type'] ?? ''))) return null;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** `reply` compressed with `encoding`, its length and ETag adjusted. */
export function compressedReply(reply: GatewayReply, encoding: EdgeEncoding): GatewayReply {
  const body = encoding === 'br'
    ? brotliCompressSync(reply.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: reply.body.length } })
    : gzipSync(reply.body, { level: 6 });
  const etag = reply.headers.etag;
  const headers: Record<string, string | string[]> = { ...reply.headers, 'content-encoding': encoding, 'content-length': String(body.length), vary: 'Accept-Encoding' };
  if (typeof etag === 'string' && !etag.startsWith('W/')) headers.etag = `W/${etag}`;
  return { ...reply, headers, body };
}
