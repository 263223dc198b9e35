// The anonymous API behind the public pages: portfolios, projects, proofs and the verify redirects.
// No token is sent: these pages must work for anyone, signed in or not.
import type { ProofCodeAnswer, PublicPortfolio, PublicProject, PublicProofLookup, VerifyIdAnswer } from '../../../domain/api/public';
import { ApiError, apiFetch } from '../../lib/api';
import { portfolioPath, projectPath, proofPath, takePrefetched } from './prefetch';

/** A prefetched answer read like apiFetch reads one: the body, or an ApiError with the server's message. */
async function readPrefetched<T>(pending: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await pending;
  } catch {
    throw new ApiError(0, 'Connection issue. Please check your internet and try again.');
  }
  const text = await response.text();
  const body = (text ? JSON.parse(text) : null) as (T & { error?: { message?: string }; message?: string }) | null;
  if (!response.ok) throw new ApiError(response.status, body?.error?.message ?? body?.message ?? response.statusText);
  return body as T;
}

/** The answer the route's loader already asked for, else a fresh call. */
function get<T>(path: string, signal: AbortSignal): Promise<T> {
  const early = takePrefetched(path);
  return early ? readPrefetched<T>(early) : apiFetch<T>(path, { signal });
}

export const publicApi = {
  portfolio: (handle: string, signal: AbortSignal) => get<PublicPortfolio>(portfolioPath(handle), signal),
  project: (id: string, signal: AbortSignal) => get<PublicProject>(projectPath(id), signal),
  proof: (proofNumber: string, signal: AbortSignal) => get<PublicProofLookup>(proofPath(proofNumber), signal),
  verify: (productId: string, signal: AbortSignal) => apiFetch<VerifyIdAnswer>(`/public/verify/${encodeURIComponent(productId)}`, { signal }),
  proofCode: (code: string, signal: AbortSignal) => apiFetch<ProofCodeAnswer>(`/public/proof-codes/${encodeURIComponent(code)}`, { signal }),
};
