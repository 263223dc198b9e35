// The suspended person's own standing and appeal (docs/suspension.md): the only calls their account may make.
import type { AccountStatus, AppealBody } from '../account';
import { defineRoutes, shape } from '../route-contract';

export const accountRoutes = defineRoutes({
  GetAccountStatus: { method: 'GET', path: '/api/account/status', answer: shape<AccountStatus>() },
  AppealSuspension: { method: 'POST', path: '/api/account/appeal', body: shape<AppealBody>(), answer: shape<AccountStatus>() },
});
