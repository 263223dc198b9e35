// The owner's validation requests (GET /api/validation-requests, with today's invitation count)
// and the decisions on their proofs (GET /api/validations): the dashboard's Validation and Invites
// card and proof cards, the invitation dialog's daily counter, and the edit page's declines all
// read these two queries, which live updates refresh (their keys are the live collections).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { validationRoutes } from '../../../domain/api/routes/validation';
import { callRoute } from '../api';
import { useApi, type ApiCall } from '../session/useApi';
import { ownerKey } from './query-keys';

const REQUESTS_SHOWN = 100;
const VALIDATIONS_SHOWN = 50;

export const validationRequestsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: ownerKey('validation-requests', 'mine', REQUESTS_SHOWN),
    queryFn: ({ signal }) => callRoute(api, validationRoutes.ListValidationRequests, { query: { limit: String(REQUESTS_SHOWN) }, signal }),
  });

export const validationsQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: ownerKey('validations', 'mine', VALIDATIONS_SHOWN),
    queryFn: ({ signal }) => callRoute(api, validationRoutes.ListValidations, { query: { limit: String(VALIDATIONS_SHOWN) }, signal }),
  });

export function useValidationRequests() {
  return useQuery(validationRequestsQuery(useApi()));
}

export function useValidations() {
  return useQuery(validationsQuery(useApi()));
}
