// The owner's proofs: writing, publishing, deleting, suggestions for the form and the card's preview image.
import type { MyProofsPage, OwnProof, ProofBody, ProofDeletion } from '../proofs';
import { defineRoutes, shape } from '../route-contract';
import type { ContentSuggestionsResponse, SuggestionsBody } from '../suggestions';

export const proofRoutes = defineRoutes({
  ListMyProofs: { method: 'GET', path: '/api/proofs', answer: shape<MyProofsPage>() },
  CreateProof: { method: 'POST', path: '/api/proofs', body: shape<ProofBody>(), answer: shape<OwnProof>() },
  GetProof: { method: 'GET', path: '/api/proofs/{id}', answer: shape<OwnProof>() },
  UpdateProof: { method: 'PUT', path: '/api/proofs/{id}', body: shape<ProofBody>(), answer: shape<OwnProof>() },
  DeleteProof: { method: 'DELETE', path: '/api/proofs/{id}', answer: shape<ProofDeletion>() },
  PublishProof: { method: 'POST', path: '/api/proofs/{id}/publish', answer: shape<OwnProof>() },
  GenerateSuggestions: { method: 'POST', path: '/api/suggestions', body: shape<SuggestionsBody>(), answer: shape<ContentSuggestionsResponse>() },
  GetProofImagePreview: { method: 'GET', path: '/api/proofs/{id}/image.png' },
});
