// POST /api/suggestions: description, outcomes or skills for the project so far. Changes nothing.
import { useMutation } from '@tanstack/react-query';
import type { ContentSuggestionsResponse, SuggestionsBody } from '../../../../domain/api/suggestions';
import { useApi } from '../../../lib/session/useApi';

export function useGenerateSuggestions() {
  const api = useApi();
  return useMutation({ mutationFn: (body: SuggestionsBody) => api<ContentSuggestionsResponse>('/suggestions', { method: 'POST', body }) });
}
