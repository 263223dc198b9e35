// Proofs as their owner creates and reads them; edits and publishing, which touch the proof's
// credential, are in proof-changes.ts. Only the owner may read a draft or change a proof; for
// anyone else the proof does not exist (no existence leak).
import { randomUUID } from 'node:crypto';
import type { Proof } from '../../domain/entities';
import { publicPages } from '../../domain/messages/public-pages';
import type { ProjectContent, ProjectFormValues } from '../../domain/project-form';
import { proofScore } from '../../domain/rules/proof-score';
import { clock } from '../clock';
import { insertProof, getProofForOwner } from '../data/proofs/proofs';
import { notFound } from '../errors';
import { contentHash } from './content-hash';

export const contentOf = (values: ProjectFormValues): ProjectContent => ({
  title: values.title,
  role: values.role,
  orgName: values.orgName,
  description: values.description,
  startDate: values.startDate,
  endDate: values.endDate,
  skills: values.skills,
  outcomes: values.outcomes,
  links: values.links,
});

export async function createProof(ownerUserId: string, values: ProjectFormValues): Promise<Proof> {
  const content = contentOf(values);
  const now = clock.nowIso();
  return insertProof({
    ...content,
    id: randomUUID(),
    ownerUserId,
    status: 'draft',
    verified: false,
    visibility: 'public',
    proofNumber: null,
    proofScore: proofScore(content, []),
    sealVariant: null,
    projectUrl: content.links[0]?.url ?? null,
    contentHash: contentHash(content),
    createdAt: now,
    updatedAt: now,
    verifiedAt: null,
    approvals: [],
  });
}

export async function getOwnProof(ownerUserId: string, id: string): Promise<Proof> {
  const proof = await getProofForOwner(id, ownerUserId);
  if (!proof) throw notFound(publicPages.projectNotFound);
  return proof;
}
