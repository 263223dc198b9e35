// The owner's validation requests (GET /api/validation-requests, with today's invitation count)
// and validations (GET /api/validations), for the Validation and Invites card and the invitation
// dialog; and the reminder (POST .../remind), which changes a request.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerValidationRequest, ValidationRequestsPage, ValidationsPage } from '../../../../domain/api/validation';
import { ownerKey } from '../../../lib/server-state/keys';
import { useApi, type ApiCall } from '../../../lib/session/useApi';

const REQUESTS_SHOWN = 100;
const VALIDATIONS_SHOWN = 50;

export const validationRequestsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: ownerKey('validation-requests', 'mine', REQUESTS_SHOWN),
    queryFn: ({ signal }) => api<ValidationRequestsPage>(`/validation-requests?limit=${REQUESTS_SHOWN}`, { signal }),
  });

export const validationsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: ownerKey('validations', 'mine', VALIDATIONS_SHOWN),
    queryFn: ({ signal }) => api<ValidationsPage>(`/validations?limit=${VALIDATIONS_SHOWN}`, { signal }),
  });

export function useValidationRequests() {
  return useQuery(validationRequestsQuery(useApi()));
}

export function useValidations() {
  return useQuery(validationsQuery(useApi()));
}

/** Sends a reminder (a real mail with one more link to the same request); the requests list refetches. */
export function useRemindMutation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OwnerValidationRequest) =>
      api<OwnerValidationRequest>(`/proofs/${encodeURIComponent(request.recognitionId)}/validation-requests/${encodeURIComponent(request.id)}/remind`, { method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ownerKey('validation-requests') }),
  });
}
