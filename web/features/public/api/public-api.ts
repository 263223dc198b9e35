// The anonymous API behind the redirect pages (the other public pages load through their
// routes: loaders.ts). No token is sent: these pages must work for anyone, signed in or not.
import { bundleRoutes } from '../../../../domain/api/routes/bundles';
import { publicRoutes } from '../../../../domain/api/routes/public';
import { apiFetch, callRoute } from '../../../lib/api';

/** GET /api/public/verify/{productId}: whose portfolio a Provenly ID opens. */
export const fetchVerifyId = (productId: string, signal?: AbortSignal) => callRoute(apiFetch, publicRoutes.VerifyProvenlyId, { params: { productId }, signal });
/** GET /api/public/proof-codes/{code}: which project page a proof code opens. */
export const fetchProofCode = (code: string, signal?: AbortSignal) => callRoute(apiFetch, publicRoutes.ResolveProofCode, { params: { code }, signal });
/** GET /api/public/bundles/{id}: the proofs a bundle link holds, each checked live. */
export const fetchBundle = (id: string, signal?: AbortSignal) => callRoute(apiFetch, bundleRoutes.GetPublicBundle, { params: { id }, signal });
