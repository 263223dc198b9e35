// Appeals against suspensions: the queue by state (GET /api/admin/appeals) and a decision
// (POST .../decision). A decision refreshes every admin page: the user's page shows the restore too.
import type { AppealState } from '../../../../domain/api/account';
import type { AppealOutcome, SuspensionAppeal } from '../../../../domain/api/admin/appeals';
import { useAdminPages, useQueueDecision } from './admin-queries';

export const useAppeals = (state: AppealState) => useAdminPages<SuspensionAppeal>(['appeals', state], '/appeals', { state });

export const useDecideAppeal = () => useQueueDecision<{ outcome: AppealOutcome; note: string }, SuspensionAppeal>('/appeals');
