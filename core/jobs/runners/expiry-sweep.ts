// The ExpirySweeper job: marks requests whose link lifetime passed as expired.
import { sweepExpiredRequests } from '../../data/validation-requests/expiry';
import type { JobOutcome } from '../catalogue';

export async function runExpirySweep(): Promise<JobOutcome> {
  const { expired, examined, watermark } = await sweepExpiredRequests();
  return { items: expired.length, errors: [], details: { expired: expired.length, examined, watermark } };
}
