// POST /api/account/appeal: the suspended person's one appeal. Its answer is the account's status,
// which takes the place of the one on screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus, AppealBody } from '../../../../domain/api/account';
import { ACCOUNT_STATUS_KEY } from '../../../lib/server-state/keys';
import { useApi } from '../../../lib/session/useApi';

export function useSendAppeal() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody) => api<AccountStatus>('/account/appeal', { method: 'POST', body }),
    onSuccess: (status) => client.setQueryData(ACCOUNT_STATUS_KEY, status),
  });
}
