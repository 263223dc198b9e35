// GET /api/me: the signed-in person's profile and whether they are an admin. Fetched once per
// signed-in stretch and shared: the dashboard shows it, the admin gate checks it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformRoutes } from '../../../domain/api/routes/platform';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import { callRoute } from '../api';
import { useApi, type ApiCall } from '../session/useApi';
import { ME_KEY } from './query-keys';

export const meQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => callRoute(api, platformRoutes.GetMe, { signal }),
    // Only the person changes their profile, and live updates never concern it.
    staleTime: Infinity,
    meta: { errorToast: { ...messages.profileError, variant: 'destructive' } },
  });

export function useMe() {
  return useQuery(meQuery(useApi()));
}
