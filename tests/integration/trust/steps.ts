// The steps of the co-signature trust journeys over HTTP: an owner's proofs, a validator opening a
// link and deciding on it (signed out, or signed in as a LinkedIn member), what the owner then sees.
import type { OwnProof as Proof } from '../../../domain/api/proofs';
import type { PortalRequest as PortalView, ValidationWithTitle as OwnerValidation } from '../../../domain/api/validation';
import { apiClient, type ApiClient } from '../../support/api-client';
import { proofContent } from '../../support/factories/proof-content';
import { signInThroughStandIn, type Member } from '../../support/linkedin-sign-in';
import type { OwnerJourneys } from '../../support/owner-journeys';
import type { ErrorBody } from '../../support/validation-mail';

export function trustSteps(journeys: OwnerJourneys) {
  const linkedIn = async (member: Member) => apiClient(journeys.runtime.url, (await signInThroughStandIn(journeys.runtime.url, member)).id_token);
  const createProof = async (owner: ApiClient, overrides: Record<string, unknown> = {}) => (await owner.request<Proof>('POST', '/proofs', proofContent(overrides))).body;
  const getProof = async (owner: ApiClient, id: string) => (await owner.request<Proof>('GET', `/proofs/${id}`)).body;
  const open = (token: string, client = journeys.anonymous) =>
    client.request<PortalView & ErrorBody>('POST', client === journeys.anonymous ? '/validation/open' : '/validation/open-signed-in', { token });
  const decide = (token: string, body: Record<string, unknown>, client = journeys.anonymous) =>
    client.request<{ status: string } & ErrorBody>('POST', client === journeys.anonymous ? '/validation/decide' : '/validation/decide-signed-in', { token, decision: 'approved', ...body });
  /** Opens the link and approves what it showed, as the portal does. */
  const approve = async (token: string, client = journeys.anonymous) => decide(token, { contentHash: (await open(token, client)).body.contentHash }, client);
  const validationsOf = async (owner: ApiClient) => (await owner.request<{ items: OwnerValidation[] }>('GET', '/validations')).body.items;
  const requestsOf = async (owner: ApiClient) =>
    (await owner.request<{ items: { id: string; inviteeEmail: string; status: string }[]; sentToday: number }>('GET', '/validation-requests')).body;
  return { linkedIn, createProof, getProof, open, decide, approve, validationsOf, requestsOf };
}
