import type { EffectiveSettings } from '../../domain/api/admin/settings';
import { effectiveSettings } from '../../core/admin/settings';
import { scheduledJobs } from '../routes';
import { endpoint, routeNamed } from '../shared/endpoint';

/** The effective configuration, read-only; never a secret. */
export const handler = endpoint(routeNamed('AdminSettings'), {}, async (): Promise<EffectiveSettings> => effectiveSettings({ schedules: scheduledJobs }));
