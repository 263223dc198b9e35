// Closing the account (docs/data-rights.md): POST /api/account/closure.
import { useMutation } from '@tanstack/react-query';
import type { AccountClosureBody } from '../../../domain/api/account';
import { accountRoutes } from '../../../domain/api/routes/account';
import { callRoute } from '../api';
import { useApi } from '../session/useApi';

export function useCloseAccount() {
  const api = useApi();
  return useMutation({ mutationFn: (body: AccountClosureBody) => callRoute(api, accountRoutes.RequestAccountClosure, { body }) });
}
