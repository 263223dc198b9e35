// The two request headers that tell the API who the client is when CloudFront stands in front of
// it (docs/admin-moderation.md, "Who a client is"). One list for the CDK (lib/viewer-address.ts
// sets them at the edge) and for the functions (lambdas/shared/client-address.ts reads them).

/**
 * The viewer's IP address, written by the CloudFront Function on the /api/* behaviour from
 * `event.viewer.ip` (whatever a client sent under this name is overwritten).
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * The origin-verification header CloudFront adds to every request it sends to the HTTP API, with
 * the deploy-time secret as its value. Only a request that carries it came through CloudFront.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
