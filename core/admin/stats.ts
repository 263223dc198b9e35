// GET /api/admin/stats: the overview's four cards, from the sharded counters (one Query).
import type { AdminStats } from '../../domain/api/admin/stats';
import { verificationRate } from '../../domain/rules/verification-rate';
import { readStats } from '../data/read-models/stats';

export async function adminStats(): Promise<AdminStats> {
  const stats = await readStats();
  return {
    totalUsers: stats.profiles,
    recognitions: stats.recognitions,
    validations: stats.validations,
    verificationRate: verificationRate(stats.verifiedRecognitions, stats.recognitions),
  };
}
