// The S3 stand-in through the real SDK client: objects written and read, and a presigned link that
// works until it expires, for exactly the object it names and nothing else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from './s3';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let dataDir: string;
let s3: LocalS3;
let client: S3Client;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 's3-stand-in-'));
  s3 = await startLocalS3({ dataDir, bucket: 'archives', credentials });
  client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
  await client.send(new PutObjectCommand({ Bucket: 'archives', Key: 'exports/u-1/a.zip', Body: 'PK archive bytes' }));
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const link = (key: string, options: { expiresIn?: number; signingDate?: Date } = {}) =>
  getSignedUrl(client, new GetObjectCommand({ Bucket: 'archives', Key: key, ResponseContentDisposition: 'attachment; filename="a.zip"' }), { expiresIn: 300, ...options });

describe('the S3 stand-in', () => {
  it('serves an object to a presigned link, as an attachment', async () => {
    const answer = await fetch(await link('exports/u-1/a.zip'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="a.zip"');
    expect(await answer.text()).toBe('PK archive bytes');
  });

  it('refuses a link past its expiry, a link changed to name another object, and one signed with another key', async () => {
    const expired = await fetch(await link('exports/u-1/a.zip', { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) }));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');
    const changed = await fetch((await link('exports/u-1/a.zip')).replace('/u-1/', '/u-2/'));
    expect(changed.status).toBe(403);
    expect(await changed.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const other = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'guessed' } });
    const forged = await fetch(await getSignedUrl(other, new GetObjectCommand({ Bucket: 'archives', Key: 'exports/u-1/a.zip' }), { expiresIn: 300 }));
    expect(forged.status).toBe(403);
    other.destroy();
  });

  it('refuses a link dated in the future, as S3 allows only some clock skew', async () => {
    const early = await fetch(await link('exports/u-1/a.zip', { signingDate: new Date(Date.now() + 3_600_000) }));
    expect(early.status).toBe(403);
    expect(await early.text()).toContain('Request is not valid yet');
  });

  it('answers S3\u2019s errors: no such key, no such bucket, no signature', async () => {
    await expect(client.send(new GetObjectCommand({ Bucket: 'archives', Key: 'exports/none.zip' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(client.send(new GetObjectCommand({ Bucket: 'elsewhere', Key: 'a.zip' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    expect((await fetch(`${s3.endpoint}/archives/exports/u-1/a.zip`)).status).toBe(403);
  });
});
