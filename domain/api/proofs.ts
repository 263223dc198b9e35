import { z } from 'zod';

/** `{id}` in /api/proofs/{id}. */
export const proofIdPathSchema = z.object({ id: z.string().min(1).max(64) });
