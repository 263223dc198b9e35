// The configuration this deployment runs with, read-only: GET /api/admin/settings.
import type { EffectiveSettings } from '../../../../domain/api/admin/settings';
import { useAdminQuery } from './admin-queries';

export const useSettings = () => useAdminQuery<EffectiveSettings>(['settings'], '/settings');
