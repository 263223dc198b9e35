// Validations: recent decisions, pending and expired requests (GET /api/admin/validations), and
// the integrity signals (GET /api/admin/validation-signals).
import type { AdminSignal, AdminValidationRow, SignalKind } from '../../../../domain/api/admin/moderation';
import { useAdminPages } from './admin-queries';

export type ValidationList = 'decisions' | 'pending' | 'expired';

export const useValidationList = (feed: ValidationList) => useAdminPages<AdminValidationRow>(['validations', feed], '/validations', { feed });

export const useSignals = (kind: SignalKind) => useAdminPages<AdminSignal>(['signals', kind], '/validation-signals', { kind });
