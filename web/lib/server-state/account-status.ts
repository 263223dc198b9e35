// GET /api/account/status: whether an admin suspended the signed-in person's account, the reason
// given and their appeal (docs/suspension.md). The signed-in pages wait for it (the suspension
// gate), and ask again whenever the API refuses a call because the account is suspended, or the
// live-update connection closes (a suspension closes it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRoutes } from '../../../domain/api/routes/account';
import { callRoute } from '../api';
import { useApi, type ApiCall } from '../session/useApi';
import { ACCOUNT_STATUS_KEY } from './query-keys';

export const accountStatusQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: ACCOUNT_STATUS_KEY,
    queryFn: ({ signal }) => callRoute(api, accountRoutes.GetAccountStatus, { signal }),
  });

export function useAccountStatus(options: { readonly enabled?: boolean } = {}) {
  return useQuery({ ...accountStatusQuery(useApi()), enabled: options.enabled ?? true });
}
