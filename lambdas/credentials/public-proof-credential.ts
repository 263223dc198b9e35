// GET /api/public/proofs/{number}/credential: the proof's latest credential and its live status.
import type { ProofCredentialAnswer } from '../../domain/api/credentials';
import { proofNumberPathSchema } from '../../domain/api/public';
import { publicProofCredential } from '../../core/credentials/credential-reads';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetPublicProofCredential'), { path: proofNumberPathSchema }, ({ path }): Promise<ProofCredentialAnswer> => publicProofCredential(path.number));
