// LinkedIn's Images API: initializeUpload hands out an upload URL and an image URN; the bytes are
// PUT there (JPEG or PNG); the image is then PROCESSING for a short while (wall clock,
// configurable) and becomes AVAILABLE, or PROCESSING_FAILED when a fault asks for it.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { clock } from '../../../../core/clock';
import { readBody, sendJson } from '../../../http/respond';
import { ensureDir, isRecord } from '../members/files';
import { personUrn } from './bearer';
import { readJsonBody, type ApiContext } from './context';
import { restErrorForStatus, restErrors, sendRestError, validationError } from './errors';
import { guardRest } from './guard';
import type { ImageRecord, ImageStatus } from './state';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const UPLOAD_URL_TTL_MS = 24 * 60 * 60 * 1000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

export function imageStatus(image: ImageRecord, processingMs: number): ImageStatus {
  if (image.uploadedAt === null || image.outcome === null) return 'WAITING_UPLOAD';
  if (Date.now() - image.uploadedAt < processingMs) return 'PROCESSING';
  return image.outcome;
}

export function createImageHandlers(ctx: ApiContext) {
  ensureDir(ctx.mediaDir);
  const byId = (id: string) => [...ctx.state.images.values()].find((image) => image.id === id);
  const mediaFile = (image: ImageRecord) => join(ctx.mediaDir, `${image.id}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`);
  const downloadUrl = (image: ImageRecord) => `${ctx.base}/media/images/${image.id}`;

  async function initializeUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const call = guardRest(req, res, ctx, 'images.ACTION.initializeUpload', ['w_member_social']);
    if (!call) return;
    const fault = ctx.faults.takeStatus('images');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, `images.ACTION.initializeUpload.${call.version}`, fault.code, fault.message));
    const body = await readJsonBody(req);
    const request = isRecord(body) && isRecord(body.initializeUploadRequest) ? body.initializeUploadRequest : null;
    const owner = request && typeof request.owner === 'string' ? request.owner : null;
    if (!owner) {
      return sendJson(res, 422, validationError('initializeUploadRequest.owner is required', [{ code: 'MISSING_FIELD', description: 'Field /initializeUploadRequest/owner is required', fieldPath: '/initializeUploadRequest/owner' }]));
    }
    if (owner !== personUrn(call.token.memberSub)) return sendRestError(res, restErrors.accessDenied(`images.ACTION.initializeUpload.${call.version}`));
    const id = `D4E10AQ${randomBytes(12).toString('base64url')}`;
    const image: ImageRecord = {
      urn: `urn:li:image:${id}`,
      id,
      owner,
      uploadKey: randomBytes(24).toString('base64url'),
      uploadUrlExpiresAt: clock.now().getTime() + UPLOAD_URL_TTL_MS,
      uploadedAt: null,
      outcome: null,
      contentType: null,
    };
    ctx.state.images.set(image.urn, image);
    ctx.state.save();
    sendJson(res, 200, {
      value: {
        uploadUrlExpiresAt: image.uploadUrlExpiresAt,
        uploadUrl: `${ctx.base}/media/upload/${id}?key=${image.uploadKey}`,
        image: image.urn,
      },
    });
  }

  async function upload(req: IncomingMessage, res: ServerResponse, id: string, url: URL): Promise<void> {
    const fault = ctx.faults.takeStatus('upload');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, 'upload', fault.code, fault.message));
    const image = byId(id);
    if (!image || url.searchParams.get('key') !== image.uploadKey) return sendRestError(res, restErrors.notFound('Upload URL'));
    if (image.uploadUrlExpiresAt <= clock.now().getTime()) return sendRestError(res, { status: 403, code: 'UPLOAD_URL_EXPIRED', message: 'The upload URL has expired' });
    if (image.uploadedAt !== null) return sendRestError(res, restErrors.badRequest('This image has already been uploaded'));
    const bytes = await readBody(req, MAX_IMAGE_BYTES);
    const contentType = sniffImage(bytes);
    if (!contentType) return sendRestError(res, restErrors.badRequest('The uploaded bytes are not a JPEG or PNG image'));
    image.contentType = contentType;
    writeFileSync(mediaFile(image), bytes, { mode: 0o600 });
    image.uploadedAt = Date.now();
    image.outcome = ctx.faults.takeImageFailure() ? 'PROCESSING_FAILED' : 'AVAILABLE';
    ctx.state.save();
    res.writeHead(201, { 'content-length': 0 });
    res.end();
  }

  function get(req: IncomingMessage, res: ServerResponse, urn: string): void {
    const call = guardRest(req, res, ctx, 'images.GET', ['w_member_social']);
    if (!call) return;
    const fault = ctx.faults.takeStatus('images');
    if (fault) return sendJson(res, fault.status, restErrorForStatus(fault.status, `images.GET.${call.version}`, fault.code, fault.message));
    const image = ctx.state.images.get(urn);
    if (!image) return sendRestError(res, restErrors.notFound(`Image ${urn}`));
    if (image.owner !== personUrn(call.token.memberSub)) return sendRestError(res, restErrors.accessDenied(`images.GET.${call.version}`));
    const status = imageStatus(image, ctx.settings.processingMs);
    sendJson(res, 200, {
      owner: image.owner,
      status,
      id: image.urn,
      ...(status === 'AVAILABLE' ? { downloadUrl: downloadUrl(image), downloadUrlExpiresAt: clock.now().getTime() + UPLOAD_URL_TTL_MS } : {}),
    });
  }

  /** The bytes behind a downloadUrl (local only; no token needed, as LinkedIn's media URLs). */
  function download(res: ServerResponse, id: string): void {
    const image = byId(id);
    if (!image || image.uploadedAt === null || !image.contentType) return sendRestError(res, restErrors.notFound('Image'));
    const bytes = readFileSync(mediaFile(image));
    res.writeHead(200, { 'content-type': image.contentType, 'content-length': bytes.length, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.end(bytes);
  }

  return { initializeUpload, upload, get, download, downloadUrl, byUrn: (urn: string) => ctx.state.images.get(urn) };
}
