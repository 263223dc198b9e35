// Inviting validators: how far an address vouches at the proof's organisation
// (POST /api/validators/verify-domain, changes nothing) and sending the invitations
// (POST /api/validation-requests), which adds requests and moves a draft proof on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomainTrustAnswer, InvitationResult, SendInvitationsBody, VerifyDomainBody } from '../../../../domain/api/validation';
import { ownerKey } from '../../../lib/server-state/keys';
import { useApi } from '../../../lib/session/useApi';

/** `verifyDomain(body, signal)`: one address's trust, asked as the signed-in owner. */
export function useVerifyDomain() {
  const api = useApi();
  return (body: VerifyDomainBody, signal: AbortSignal) => api<DomainTrustAnswer>('/validators/verify-domain', { method: 'POST', body, signal });
}

export function useSendInvitations() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvitationsBody) => api<InvitationResult>('/validation-requests', { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ownerKey('validation-requests') });
      void client.invalidateQueries({ queryKey: ownerKey('proofs') });
    },
  });
}
