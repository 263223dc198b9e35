// Validations: recent decisions, pending and expired requests (GET /api/admin/validations), and
// the integrity signals (GET /api/admin/validation-signals).
import type { SignalKind } from '../../../../domain/api/admin/moderation';
import { adminRoutes } from '../../../../domain/api/routes/admin';
import { useAdminPages } from './admin-queries';

export type ValidationList = 'decisions' | 'pending' | 'expired';

export const useValidationList = (feed: ValidationList) => useAdminPages(['validations', feed], adminRoutes.AdminListValidations, { feed });

export const useSignals = (kind: SignalKind) => useAdminPages(['signals', kind], adminRoutes.AdminListSignals, { kind });
