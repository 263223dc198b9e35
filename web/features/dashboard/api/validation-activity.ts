// The reminder (POST .../remind), which changes a request: the requests list refetches. The
// owner's requests and decisions themselves are read in lib/server-state/validation-activity.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validationRoutes } from '../../../../domain/api/routes/validation';
import type { OwnerValidationRequest } from '../../../../domain/api/validation';
import { callRoute } from '../../../lib/api';
import { ownerKey } from '../../../lib/server-state/query-keys';
import { useApi } from '../../../lib/session/useApi';

/** Sends a reminder (a real mail with one more link to the same request); the requests list refetches. */
export function useRemindMutation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OwnerValidationRequest) =>
      callRoute(api, validationRoutes.RemindValidator, { params: { id: request.recognitionId, requestId: request.id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ownerKey('validation-requests') }),
  });
}
