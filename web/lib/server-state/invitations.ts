// Sending invitations (POST /api/validation-requests): the invitation dialog, and asking a
// validator who declined again from the edit page. New requests are added and a draft proof moves
// on, so the requests and the proofs refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validationRoutes } from '../../../domain/api/routes/validation';
import type { SendInvitationsBody } from '../../../domain/api/validation';
import { invitations } from '../../../domain/messages/invitations';
import { ApiError, callRoute } from '../api';
import { useApi } from '../session/useApi';
import { ownerKey } from './query-keys';
import type { Notice } from './query-client';

export function useSendInvitations() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvitationsBody) => callRoute(api, validationRoutes.SendValidationRequests, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ownerKey('validation-requests') });
      void client.invalidateQueries({ queryKey: ownerKey('proofs') });
    },
  });
}

/**
 * What to tell the owner when invitations were refused: the day's limit, an address already
 * invited or that already co-signed (the server says which), a refusal the server explains (the
 * owner's own address, placeholders left in the proof), or the spec's words for anything else.
 */
export function invitationRefusal(error: unknown): Notice {
  const refused = (notice: { title: string; description: string }): Notice => ({ ...notice, variant: 'destructive' });
  if (!(error instanceof ApiError)) return refused(invitations.sendFailed);
  if (error.status === 429) return refused(invitations.dailyLimitReached);
  if (error.status === 409) return refused({ title: invitations.duplicateEmail.title, description: error.message || invitations.duplicateEmail.description });
  if (error.status === 400 && error.message) return refused({ title: invitations.sendFailed.title, description: error.message });
  return refused(invitations.sendFailed);
}
