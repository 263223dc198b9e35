// Portable credentials (docs/credentials.md): the issuer's DID document, credentials, baked badges,
// status lists and the verify check are public; the owner reads, revokes and reissues their own.
import type { ProofCredentialAnswer, VerificationReport, VerifyCredentialBody } from '../credentials';
import { defineRoutes, shape } from '../route-contract';

export const credentialRoutes = defineRoutes({
  GetIssuerDidDocument: { method: 'GET', path: '/.well-known/did.json' },
  GetCredential: { method: 'GET', path: '/api/public/credentials/{id}' },
  GetEndorsement: { method: 'GET', path: '/api/public/credentials/{id}/endorsements/{validationId}' },
  GetBakedBadge: { method: 'GET', path: '/api/public/credentials/{id}/badge.png' },
  GetStatusList: { method: 'GET', path: '/api/public/status-lists/{id}' },
  GetPublicProofCredential: { method: 'GET', path: '/api/public/proofs/{number}/credential' },
  VerifyCredential: { method: 'POST', path: '/api/public/credentials/verify', body: shape<VerifyCredentialBody>(), answer: shape<VerificationReport>() },
  GetOwnProofCredential: { method: 'GET', path: '/api/proofs/{id}/credential', answer: shape<ProofCredentialAnswer>() },
  RevokeOwnProofCredential: { method: 'POST', path: '/api/proofs/{id}/credential/revoke', answer: shape<ProofCredentialAnswer>() },
  ReissueOwnProofCredential: { method: 'POST', path: '/api/proofs/{id}/credential', answer: shape<ProofCredentialAnswer>() },
});
