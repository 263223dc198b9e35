// POST /api/account/appeal: the suspended person's one appeal. Its answer is the account's status,
// which takes the place of the one on screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppealBody } from '../../../../domain/api/account';
import { accountRoutes } from '../../../../domain/api/routes/account';
import { callRoute } from '../../../lib/api';
import { ACCOUNT_STATUS_KEY } from '../../../lib/server-state/query-keys';
import { useApi } from '../../../lib/session/useApi';

export function useSendAppeal() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody) => callRoute(api, accountRoutes.AppealSuspension, { body }),
    onSuccess: (status) => client.setQueryData(ACCOUNT_STATUS_KEY, status),
  });
}
