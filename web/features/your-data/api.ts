// The co-signers' own page's calls (public, no sign-in): ask for the private link, open it, remove.
import { publicRoutes } from '../../../domain/api/routes/public';
import type { YourDataAnswer, YourDataRemoval } from '../../../domain/api/your-data';
import { apiFetch, callRoute } from '../../lib/api';

export const askYourDataLink = (email: string) => callRoute(apiFetch, publicRoutes.RequestYourDataLink, { body: { email } });
export const openYourData = (token: string, signal?: AbortSignal): Promise<YourDataAnswer> => callRoute(apiFetch, publicRoutes.OpenYourData, { body: { token }, signal });
export const removeYourData = (token: string): Promise<YourDataRemoval> => callRoute(apiFetch, publicRoutes.RemoveYourData, { body: { token } });
