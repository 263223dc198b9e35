// Appeals against suspensions: the queue by state (GET /api/admin/appeals) and a decision
// (POST .../decision). A decision refreshes every admin page: the user's page shows the restore too.
import type { AppealState } from '../../../../domain/api/account';
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminPages, useQueueDecision } from './admin-queries';

export const useAppeals = (state: AppealState) => useAdminPages(['appeals', state], adminRoutes.AdminListAppeals, { state });

export const useDecideAppeal = () => useQueueDecision(adminRoutes.AdminDecideAppeal);
