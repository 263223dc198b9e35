// Mails sent, newest first (GET /api/admin/emails, all or failed only), and sending a failed one
// again (POST .../retry).
import type { MailRecord } from '../../../../domain/api/admin/emails';
import { useAdminChange, useAdminPages } from './admin-queries';

export type MailFilter = 'all' | 'failed';

export const useMails = (status: MailFilter) => useAdminPages<MailRecord>(['emails', status], '/emails', { status });

export const useRetryMail = (id: string) => useAdminChange<void, MailRecord>(() => ({ path: `/emails/${encodeURIComponent(id)}/retry`, method: 'POST' }));
