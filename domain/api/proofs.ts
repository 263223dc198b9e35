import * as z from 'zod';
import type { Proof } from '../entities';
import type { PageResult } from './paging';

export type { ProjectFormInput as ProofBody } from '../project-form';

/** `{id}` in /api/proofs/{id}. */
export const proofIdPathSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * A proof as its owner sees it, draft or not: what GET /api/proofs/{id}, POST /api/proofs,
 * PUT /api/proofs/{id} and POST /api/proofs/{id}/publish answer.
 */
export type OwnProof = Proof;

/** GET /api/proofs?limit=&cursor=: the owner's proofs, newest first. */
export type MyProofsPage = PageResult<OwnProof>;

/**
 * DELETE /api/proofs/{id}: the proof is gone for everyone at once (its pages, lookup, image and
 * portfolio entry; its credential reads revoked); the rest of its removal finishes in the background.
 */
export interface ProofDeletion {
  readonly id: string;
  readonly deletedAt: string;
}
