// Fed by the table stream (`edgeInvalidator`, lambdas/routes.ts): CloudFront forgets the copies it
// may still hold of what nobody may see any more. A public proof view whose card changed or went
// retires its old versioned image URL; a credential whose stored document was erased (its proof
// was deleted) retires its document, its badge and its endorsements. One invalidation per batch,
// named by the batch's records, so a retried batch is the same invalidation.
import { createHash } from 'node:crypto';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { credentialItemTypes } from '../../core/data/credentials/keys';
import { publicViewItemTypes, publicViewKeys } from '../../core/data/read-models/keys';
import { bakedCredentialUrl, credentialUrl, endorsedValidationIdsIn, endorsementUrl } from '../../core/credentials/urls';
import { isSealed } from '../../core/data/personal-data/sealing';
import { invalidateAtEdge } from '../../core/edge/invalidation';
import { createLogger } from '../../core/log';
import { proofImagePath } from '../../domain/rules/proof-image';

const log = createLogger({ component: 'edge-invalidation' });

type Image = Record<string, AttributeValue>;

/** A view's old card: its `imageVersion` is the card's hash, the URL carries the start of it. */
function retiredImage(old: Image, current: Image | undefined): string[] {
  const version = old.imageVersion?.S;
  const proofNumber = publicViewKeys.proofNumberOfView(old.pk?.S);
  if (!version || !proofNumber || current?.imageVersion?.S === version) return [];
  return [proofImagePath(proofNumber, version)];
}

/**
 * A credential's endorsements' URLs: by the validations it lists, or, for one issued before it
 * listed them, as named in its document (only such a document is not sealed).
 */
function endorsementPaths(old: Image, credentialId: string): string[] {
  const listed = old.endorsedValidationIds?.L?.flatMap((id) => (id.S ? [id.S] : []));
  const document = old.document?.S;
  const ids = listed ?? (document && !isSealed(document) ? endorsedValidationIdsIn(document, credentialId) : []);
  return ids.map((id) => endorsementUrl('', credentialId, id));
}

/** A credential's document erased: its URL, its badge's and each endorsement's. */
function retiredCredential(old: Image, current: Image | undefined): string[] {
  const credentialId = old.credentialId?.S;
  if (!old.document?.S || !credentialId || current?.document?.S) return [];
  // The credential's own URLs, made as everywhere else, relative to the distribution (no origin).
  return [credentialUrl('', credentialId), bakedCredentialUrl('', credentialId), ...endorsementPaths(old, credentialId)];
}

/** The URLs these records retire, each once, sorted. */
export function retiredPaths(records: readonly DynamoDBRecord[]): string[] {
  const paths = new Set<string>();
  for (const record of records) {
    const old = record.dynamodb?.OldImage as Image | undefined;
    const current = record.dynamodb?.NewImage as Image | undefined;
    if (old?.type?.S === publicViewItemTypes.publicProofView) for (const path of retiredImage(old, current)) paths.add(path);
    if (old?.type?.S === credentialItemTypes.credential) for (const path of retiredCredential(old, current)) paths.add(path);
  }
  return [...paths].sort();
}

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  const paths = retiredPaths(event.Records);
  if (paths.length === 0) return;
  const reference = createHash('sha256')
    .update(event.Records.map((record) => record.eventID ?? '').join('\n'))
    .digest('hex');
  const id = await invalidateAtEdge(paths, `retired-${reference}`);
  log.info('retired copies invalidated', { paths: paths.length, invalidationId: id });
}
