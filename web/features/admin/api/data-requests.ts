// The people's data requests not finished yet (GET /api/admin/data-requests).
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminQuery } from './admin-queries';

export const useDataRequests = () => useAdminQuery(['data-requests'], adminRoutes.AdminListDataRequests);
