// The anonymous API behind the public pages: portfolios, projects, proofs and the verify redirects.
// No token is sent: these pages must work for anyone, signed in or not.
import type {
  ProofCodeAnswer,
  PublicOwner,
  PublicPortfolio,
  PublicPortfolioProfile,
  PublicProject,
  PublicProof,
  PublicProofLookup,
  PublicValidation,
  VerifyIdAnswer,
} from '../../../domain/api/public';
import { apiFetch } from '../../lib/api';

export type { PublicOwner, PublicProject, PublicProof, PublicValidation };
export type Portfolio = PublicPortfolio;
export type PortfolioProfile = PublicPortfolioProfile;
export type PublicProofResult = PublicProofLookup;

const segment = encodeURIComponent;

export const publicApi = {
  portfolio: (handle: string, signal: AbortSignal) => apiFetch<Portfolio>(`/public/portfolios/${segment(handle)}`, { signal }),
  project: (id: string, signal: AbortSignal) => apiFetch<PublicProject>(`/public/projects/${segment(id)}`, { signal }),
  proof: (proofNumber: string, signal: AbortSignal) => apiFetch<PublicProofResult>(`/public/proofs/${segment(proofNumber)}`, { signal }),
  verify: (productId: string, signal: AbortSignal) => apiFetch<VerifyIdAnswer>(`/public/verify/${segment(productId)}`, { signal }),
  proofCode: (code: string, signal: AbortSignal) => apiFetch<ProofCodeAnswer>(`/public/proof-codes/${segment(code)}`, { signal }),
};
