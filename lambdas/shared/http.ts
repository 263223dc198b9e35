// API Gateway (HTTP API, payload 2.0) shapes used by every endpoint.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiErrorBody, RefusalReason } from '../../domain/api/errors';
import { DEVICE_HEADER, DEVICE_ID_PATTERN } from '../../domain/rules/client-address';
import { config } from '../../core/config';
import type { SessionOrigin } from '../../core/data/profiles/owner-sessions';
import { clientAddress } from './client-address';

/** The event as the HTTP API delivers it, with the JWT authorizer's claims when present. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes?: string[] | null } };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** Binary content (an image): base64 in the body, as the HTTP API expects. */
export function binary(statusCode: number, body: Buffer, contentType: string, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': contentType, 'x-content-type-options': 'nosniff', ...headers },
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
}

/** An HTML document (the link-preview pages). */
export function html(statusCode: number, body: string, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', ...headers },
    body,
  };
}

export function errorBody(code: string, message: string, fields?: Readonly<Record<string, readonly string[]>>, reason?: RefusalReason): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) } };
}

/**
 * The client's IP address: behind CloudFront, the viewer's address CloudFront wrote, believed only
 * with the origin-verification secret (lambdas/shared/client-address.ts); otherwise the source
 * address of the connection as the HTTP API saw it (`requestContext.http.sourceIp`; the local
 * gateway fills it from the socket). Never a header such as X-Forwarded-For, which any client can send.
 */
export const clientIpOf = (event: Pick<HttpEvent, 'requestContext' | 'headers'>): string =>
  clientAddress(event.headers, event.requestContext.http.sourceIp, config().originVerifySecret);

/** Where the request came from: the client's address and, when the web app sent a well-formed one, its browser's id. */
export const sessionOriginOf = (event: Pick<HttpEvent, 'requestContext' | 'headers'>): SessionOrigin => {
  const device = event.headers?.[DEVICE_HEADER]?.trim() ?? '';
  return { clientIp: clientIpOf(event), device: DEVICE_ID_PATTERN.test(device) ? device : null };
};
