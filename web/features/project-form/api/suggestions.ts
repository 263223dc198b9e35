// POST /api/suggestions: description, outcomes or skills for the project so far. Changes nothing.
import { useMutation } from '@tanstack/react-query';
import { proofRoutes } from '../../../../domain/api/routes/proofs';
import type { SuggestionsBody } from '../../../../domain/api/suggestions';
import { callRoute } from '../../../lib/api';
import { useApi } from '../../../lib/session/useApi';

export function useGenerateSuggestions() {
  const api = useApi();
  return useMutation({ mutationFn: (body: SuggestionsBody) => callRoute(api, proofRoutes.GenerateSuggestions, { body }) });
}
