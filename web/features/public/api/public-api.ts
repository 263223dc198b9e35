// The anonymous API behind the redirect pages (the other public pages load through their
// routes: loaders.ts). No token is sent: these pages must work for anyone, signed in or not.
import type { ProofCodeAnswer, VerifyIdAnswer } from '../../../../domain/api/public';
import { apiFetch } from '../../../lib/api';

/** GET /api/public/verify/{productId}: whose portfolio a Provenly ID opens. */
export const fetchVerifyId = (productId: string, signal?: AbortSignal) => apiFetch<VerifyIdAnswer>(`/public/verify/${encodeURIComponent(productId)}`, { signal });
/** GET /api/public/proof-codes/{code}: which project page a proof code opens. */
export const fetchProofCode = (code: string, signal?: AbortSignal) => apiFetch<ProofCodeAnswer>(`/public/proof-codes/${encodeURIComponent(code)}`, { signal });
