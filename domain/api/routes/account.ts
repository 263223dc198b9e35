// The person's own account: a suspended person's standing and appeal (docs/suspension.md: the only
// calls their account may make), and the archive of their data.
import type * as z from 'zod';
import type { AccountClosure, accountClosureBodySchema, AccountStatus, AppealBody } from '../account';
import type { ArchiveDownload, ArchiveStatus } from '../account-archive';
import { defineRoutes, shape } from '../route-contract';

export const accountRoutes = defineRoutes({
  GetAccountStatus: { method: 'GET', path: '/api/account/status', answer: shape<AccountStatus>() },
  AppealSuspension: { method: 'POST', path: '/api/account/appeal', body: shape<AppealBody>(), answer: shape<AccountStatus>() },
  // Your data is yours (docs/data-rights.md): the archive of everything held about you.
  GetArchive: { method: 'GET', path: '/api/account/archive', answer: shape<ArchiveStatus>() },
  RequestArchive: { method: 'POST', path: '/api/account/archive', answer: shape<ArchiveStatus>() },
  DownloadArchive: { method: 'POST', path: '/api/account/archive/download', answer: shape<ArchiveDownload>() },
  // Closing the account: erased after the grace period unless the person signs in again.
  RequestAccountClosure: { method: 'POST', path: '/api/account/closure', body: shape<z.input<typeof accountClosureBodySchema>>(), answer: shape<AccountClosure>() },
});
