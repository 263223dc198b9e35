// The health check and the signed-in person's profile.
import type { MeResponse } from '../me';
import { defineRoutes, shape } from '../route-contract';

export const platformRoutes = defineRoutes({
  Health: { method: 'GET', path: '/api/health' },
  GetMe: { method: 'GET', path: '/api/me', answer: shape<MeResponse>() },
});
