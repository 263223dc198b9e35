// Asks CloudFront to forget cached copies of paths (CreateInvalidation), for what may no longer be
// shown: a proof image whose version was retired (lambdas/edge/invalidate-retired-copies.ts). The
// distribution and the endpoint come from configuration: the local runtime points the real client
// at its CloudFront stand-in (local/stand-ins/cloudfront/invalidation-api.ts).
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { config, onConfigReload } from '../config';

let client: CloudFrontClient | undefined;
onConfigReload(() => {
  client?.destroy();
  client = undefined;
});

/** CloudFront's own limit of paths in progress without a wildcard, per distribution. */
export const MAX_INVALIDATION_PATHS = 3_000;

/**
 * Invalidates `paths` in one request. `callerReference` names the request: sent again (a retried
 * stream batch) it is the same invalidation, not a second one. Throws CloudFront's errors
 * (TooManyInvalidationsInProgress: the caller tries again later).
 */
export async function invalidateAtEdge(paths: readonly string[], callerReference: string): Promise<string | null> {
  if (paths.length === 0) return null;
  if (paths.length > MAX_INVALIDATION_PATHS) throw new RangeError(`At most ${MAX_INVALIDATION_PATHS} paths per invalidation`);
  const { region, cloudfront } = config();
  if (!cloudfront.distributionId) throw new Error('No CloudFront distribution is configured (CLOUDFRONT_DISTRIBUTION_ID)');
  // CloudFront's API is global: the SDK's endpoint rules send any region to it.
  client ??= new CloudFrontClient({ region, ...(cloudfront.endpoint ? { endpoint: cloudfront.endpoint } : {}) });
  const answer = await client.send(
    new CreateInvalidationCommand({
      DistributionId: cloudfront.distributionId,
      InvalidationBatch: { CallerReference: callerReference, Paths: { Quantity: paths.length, Items: [...paths] } },
    }),
  );
  return answer.Invalidation?.Id ?? null;
}
