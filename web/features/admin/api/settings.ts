// The configuration this deployment runs with, read-only: GET /api/admin/settings.
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminQuery } from './admin-queries';

export const useSettings = () => useAdminQuery(['settings'], adminRoutes.AdminSettings);
