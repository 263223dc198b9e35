// The owner's validation requests (GET /api/validation-requests, with today's invitation count)
// and the decisions on their proofs (GET /api/validations): the dashboard's Validation and Invites
// card and proof cards, the invitation dialog's daily counter, and the edit page's declines all
// read these two queries, which live updates refresh (their keys are the live collections).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidationRequestsPage, ValidationsPage } from '../../../domain/api/validation';
import { useApi, type ApiCall } from '../session/useApi';
import { ownerKey } from './keys';

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
