// The private bucket the accounts' archives go to (docs/data-rights.md): written by the export, read
// only through a presigned URL that lives a few minutes, made for the archive's owner on their own
// signed-in request. The bucket and the endpoint come from configuration: the local runtime points
// the real client at its S3 stand-in (local/stand-ins/s3/s3.ts).
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config, onConfigReload } from '../config';

let client: S3Client | undefined;
onConfigReload(() => {
  client?.destroy();
  client = undefined;
});

/** How long a download link works: long enough to start the download, too short to pass around. */
export const ARCHIVE_LINK_SECONDS = 300;

function s3(): { client: S3Client; bucket: string } {
  const { region, archives } = config();
  if (!archives.bucket) throw new Error('No archives bucket is configured (ARCHIVES_BUCKET)');
  client ??= new S3Client({ region, ...(archives.s3Endpoint ? { endpoint: archives.s3Endpoint, forcePathStyle: true } : {}) });
  return { client, bucket: archives.bucket };
}

export async function putArchive(key: string, body: Uint8Array): Promise<void> {
  const { client, bucket } = s3();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/zip' }));
}

/** A link that downloads the archive as `fileName` for ARCHIVE_LINK_SECONDS. */
export function archiveLink(key: string, fileName: string): Promise<string> {
  const { client, bucket } = s3();
  return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"` }), { expiresIn: ARCHIVE_LINK_SECONDS });
}

export async function deleteArchive(key: string): Promise<void> {
  const { client, bucket } = s3();
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}
