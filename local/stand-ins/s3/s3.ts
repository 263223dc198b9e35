// The local stand-in for the S3 bucket that holds the accounts' archives (docs/data-rights.md), which
// the real SDK client talks to (core/storage/archives.ts), path-style: PutObject, GetObject and
// DeleteObject signed in the Authorization header, and GetObject by a presigned URL (with its
// response-content-disposition), whose SigV4
// signature and expiry are checked as S3 checks them (a URL changed, signed with another key, or
// past its X-Amz-Expires is refused with S3's error). Objects live as files in the data directory,
// so a restart keeps them. Errors are S3's XML: NoSuchKey, NoSuchBucket, AccessDenied,
// SignatureDoesNotMatch.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escapeHtml } from '../../../domain/html';
import { readBody } from '../../http/respond';
import { freePort } from '../../ports';

/** An archive of a large account is tens of MB; S3's single PUT takes up to 5 GB. */
const MAX_OBJECT_BYTES = 512 * 1024 * 1024;

export interface LocalS3 {
  readonly endpoint: string;
  readonly bucket: string;
  stop(): Promise<void>;
}

interface Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 3986 encoding, as SigV4 canonicalises query keys and values. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** Checks a presigned GET: the signature over the request as received, and the expiry (real time, as S3's). */
export function checkPresigned(method: string, rawPath: string, query: URLSearchParams, host: string, credentials: Credentials, now: Date): void {
  const credential = query.get('X-Amz-Credential')?.split('/') ?? [];
  const amzDate = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const signature = query.get('X-Amz-Signature') ?? '';
  const signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || credential.length !== 5 || !/^\d{8}T\d{6}Z$/.test(amzDate) || !Number.isInteger(expires)) {
    throw new S3Error(403, 'AccessDenied', 'Query-string authentication requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders and X-Amz-Expires parameters.');
  }
  const [accessKeyId, day, region, service] = credential as [string, string, string, string, string];
  if (accessKeyId !== credentials.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const signedAt = Date.UTC(+amzDate.slice(0, 4), +amzDate.slice(4, 6) - 1, +amzDate.slice(6, 8), +amzDate.slice(9, 11), +amzDate.slice(11, 13), +amzDate.slice(13, 15));
  if (expires < 1 || expires > 604_800) throw new S3Error(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds.');
  if (now.getTime() > signedAt + expires * 1000) throw new S3Error(403, 'AccessDenied', 'Request has expired');
  // S3 allows 15 minutes of clock skew, no more, for a date in the future.
  if (signedAt > now.getTime() + 15 * 60_000) throw new S3Error(403, 'AccessDenied', 'Request is not valid yet');
  if (day !== amzDate.slice(0, 8) || service !== 's3') throw new S3Error(403, 'SignatureDoesNotMatch', 'The credential scope does not match the request.');
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders === 'host' ? `host:${host}\n` : null;
  if (headers === null) throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  const canonicalRequest = [method, rawPath, canonicalQuery, headers, signedHeaders, 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  if (expected !== signature) throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}

function replyError(res: ServerResponse, error: S3Error, resource: string) {
  res.writeHead(error.status, { 'content-type': 'application/xml', 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase() });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeHtml(error.message)}</Message><Resource>${escapeHtml(resource)}</Resource></Error>`);
}

export async function startLocalS3(options: { readonly dataDir: string; readonly bucket: string; readonly credentials: Credentials }): Promise<LocalS3> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const dir = join(options.dataDir, 's3', options.bucket);
  mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => join(dir, encodeURIComponent(key));

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', endpoint);
    const rawPath = (req.url ?? '/').split('?')[0]!;
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map((part) => decodeURIComponent(part)).join('/');
    if (bucket !== options.bucket) throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const method = req.method ?? 'GET';
    if (url.searchParams.has('X-Amz-Signature')) {
      checkPresigned(method, rawPath, url.searchParams, req.headers.host ?? '', options.credentials, new Date());
    } else if (!String(req.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${options.credentials.accessKeyId}/`)) {
      // Header-signed calls come from the functions' own SDK client on this machine: the key is
      // checked, not the signature (the presigned links, which leave the server, are checked whole).
      throw new S3Error(403, 'AccessDenied', 'Access Denied');
    }
    if (method === 'PUT' && key) {
      writeFileSync(fileOf(key), await readBody(req, MAX_OBJECT_BYTES));
      writeFileSync(`${fileOf(key)}.type`, String(req.headers['content-type'] ?? 'binary/octet-stream'));
      res.writeHead(200, { etag: `"${createHash('md5').update(readFileSync(fileOf(key))).digest('hex')}"` });
      return res.end();
    }
    if ((method === 'GET' || method === 'HEAD') && key) {
      if (!existsSync(fileOf(key))) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      const body = readFileSync(fileOf(key));
      const disposition = url.searchParams.get('response-content-disposition');
      const stored = existsSync(`${fileOf(key)}.type`) ? readFileSync(`${fileOf(key)}.type`, 'utf8') : 'binary/octet-stream';
      res.writeHead(200, { 'content-type': url.searchParams.get('response-content-type') ?? stored, 'content-length': body.length, ...(disposition ? { 'content-disposition': disposition } : {}) });
      return res.end(method === 'HEAD' ? undefined : body);
    }
    if (method === 'DELETE' && key) {
      rmSync(fileOf(key), { force: true });
      rmSync(`${fileOf(key)}.type`, { force: true });
      res.writeHead(204);
      return res.end();
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      replyError(res, error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error)), req.url ?? '/');
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    endpoint,
    bucket: options.bucket,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
