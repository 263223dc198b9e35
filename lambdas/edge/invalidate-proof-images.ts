// Fed by the table stream (`proofImageInvalidator`, lambdas/routes.ts): for every public proof view whose image
// version changed or went, CloudFront forgets the old versioned image URL. One invalidation per
// batch, named by the batch's records, so a retried batch is the same invalidation.
import { createHash } from 'node:crypto';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { publicViewItemTypes, publicViewKeys } from '../../core/data/read-models/keys';
import { invalidateAtEdge } from '../../core/edge/invalidation';
import { createLogger } from '../../core/log';
import { proofImagePath } from '../../domain/rules/proof-image';

const log = createLogger({ component: 'edge-invalidation' });

/** The image URLs these records retire: a view's old version, when the new view has another or none. */
export function retiredImagePaths(records: readonly DynamoDBRecord[]): string[] {
  const paths = new Set<string>();
  for (const record of records) {
    const old = record.dynamodb?.OldImage;
    // The view's `imageVersion` is its card's hash; the URL carries the start of it.
    const version = old?.imageVersion?.S;
    const proofNumber = publicViewKeys.proofNumberOfView(old?.pk?.S);
    if (old?.type?.S !== publicViewItemTypes.publicProofView || !version || !proofNumber) continue;
    if (record.dynamodb?.NewImage?.imageVersion?.S === version) continue;
    paths.add(proofImagePath(proofNumber, version));
  }
  return [...paths].sort();
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const paths = retiredImagePaths(event.Records);
  if (paths.length === 0) return;
  const reference = createHash('sha256')
    .update(event.Records.map((record) => record.eventID ?? '').join('\n'))
    .digest('hex');
  const id = await invalidateAtEdge(paths, `proof-images-${reference}`);
  log.info('proof images invalidated', { paths: paths.length, invalidationId: id });
}
