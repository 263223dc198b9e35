// Changes an owner makes to a proof that its portable credential follows: new content (which
// revokes a credential that vouched for the old content) and publishing (which issues one).
// Apart from proof-service.ts so that the routes that only create or read a proof do not carry
// the credential code (jsonld and its HTTP client, about 600 KB of each bundle).
import type { Proof } from '../../domain/entities';
import { publicPages } from '../../domain/messages/public-pages';
import { sharing } from '../../domain/messages/sharing';
import type { ProjectFormValues } from '../../domain/project-form';
import { approvalsOf, verifyingApprovalIn } from '../../domain/rules/approvals';
import { proofScore } from '../../domain/rules/proof-score';
import { clock } from '../clock';
import { syncProofCredential, syncProofCredentialQuietly } from '../credentials/credential-service';
import { NotFoundError } from '../data/plumbing/errors';
import { applyProofChange } from '../data/proofs/proofs';
import { listValidationsByProof } from '../data/validations/validations';
import { badRequest, notFound } from '../errors';
import { contentHash } from './content-hash';
import { contentOf, getOwnProof } from './proof-service';

/**
 * Saves new content. Approvals are bound to the content they saw: when attested content changes,
 * the proof stops being verified (and leaves the portfolio) until someone validates it again.
 */
export async function updateProof(ownerUserId: string, id: string, values: ProjectFormValues): Promise<Proof> {
  await getOwnProof(ownerUserId, id);
  const content = contentOf(values);
  const hash = contentHash(content);
  // Worked out from the proof as it is at each attempt: an approval landing meanwhile is kept.
  const updated = await withNotFound(() =>
    applyProofChange(id, ownerUserId, async (current) => {
      const approvals = approvalsOf(await listValidationsByProof(id, { consistent: true }), hash);
      const stillVerified = current.verified && verifyingApprovalIn(approvals);
      const stillApproved = new Set(approvals.map((validation) => validation.id));
      return {
        ...content,
        contentHash: hash,
        proofScore: proofScore(content, approvals),
        projectUrl: content.links[0]?.url ?? null,
        verified: stillVerified,
        approvals: (current.approvals ?? []).filter((approval) => stillApproved.has(approval.validationId)),
        status: current.verified && !stillVerified ? 'pending_validation' : current.status,
        updatedAt: clock.nowIso(),
      };
    }),
  );
  // Edited attested content revokes the credential that vouched for the old content.
  await syncProofCredential(id);
  return updated;
}

/** Verified to published; an unverified proof cannot be published. */
export async function publishProof(ownerUserId: string, id: string): Promise<Proof> {
  const current = await getOwnProof(ownerUserId, id);
  if (!current.verified) throw badRequest(sharing.unverifiedProject);
  if (current.status === 'published') return current;
  const published = await withNotFound(() =>
    applyProofChange(id, ownerUserId, (latest) => {
      if (!latest.verified) throw badRequest(sharing.unverifiedProject);
      if (latest.status === 'published') return null;
      const now = clock.nowIso();
      return { status: 'published', publishedAt: latest.publishedAt ?? now, updatedAt: now };
    }),
  );
  // A published, verified proof becomes a portable credential (docs/credentials.md).
  await syncProofCredentialQuietly(id);
  return published;
}

async function withNotFound<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(publicPages.projectNotFound);
    throw error;
  }
}
