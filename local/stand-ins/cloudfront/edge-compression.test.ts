import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { GatewayReply } from '../../gateway/gateway';
import { compressedReply, edgeEncodingFor } from './edge-compression';

const page = (body: string, headers: Record<string, string> = {}): GatewayReply => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"', ...headers },
  body: Buffer.from(body),
});
const big = '<p>proof</p>'.repeat(200);

describe('the local edge compresses as CloudFront does', () => {
  it('prefers Brotli, else gzip, and only for viewers that accept it', () => {
    expect(edgeEncodingFor('gzip, deflate, br', page(big))).toBe('br');
    expect(edgeEncodingFor('gzip, deflate', page(big))).toBe('gzip');
    expect(edgeEncodingFor(undefined, page(big))).toBeNull();
    expect(edgeEncodingFor('identity', page(big))).toBeNull();
  });

  it('leaves small, binary, already encoded and non-200 answers as they are', () => {
    expect(edgeEncodingFor('gzip', page('<p>tiny</p>'))).toBeNull();
    expect(edgeEncodingFor('gzip', page(big, { 'content-type': 'image/png' }))).toBeNull();
    expect(edgeEncodingFor('gzip', page(big, { 'content-encoding': 'gzip' }))).toBeNull();
    expect(edgeEncodingFor('gzip', { ...page(big), status: 404 })).toBeNull();
    expect(edgeEncodingFor('gzip', page(big, { 'content-type': 'application/json' }))).toBe('gzip');
  });

  it('sends the same bytes, a length that matches and a weak ETag', () => {
    const gzip = compressedReply(page(big), 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(big);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.headers.etag).toBe('W/"abc"');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.body.length).toBeLessThan(big.length / 4);
    const br = compressedReply(page(big, { etag: 'W/"weak"' }), 'br');
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(br.headers.etag).toBe('W/"weak"');
  });
});
