// Mails sent, newest first (GET /api/admin/emails, all or failed only), and sending a failed one
// again (POST .../retry).
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { adminCall, useAdminChange, useAdminPages } from './admin-queries';

export type MailFilter = 'all' | 'failed';

export const useMails = (status: MailFilter) => useAdminPages(['emails', status], adminRoutes.AdminListEmails, { status });

export const useRetryMail = (id: string) => useAdminChange(() => adminCall(adminRoutes.AdminRetryEmail, { params: { id } }));
