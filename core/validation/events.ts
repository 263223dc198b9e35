// Appends to the proof's hash-chained audit trail. A failure is logged, never shown: the
// decision itself is already recorded (spec: event logging failures are only logged).
import type { SessionUser, ValidationEventType } from '../../domain/entities';
import { clock } from '../clock';
import { appendValidationEvent } from '../data/validation-events/validation-events';
import { createLogger } from '../log';
import type { RequestWithTitle } from '../data/validation-requests/validation-requests';
import { linkedinMemberOf } from '../identity/linkedin-member';

const log = createLogger({ component: 'validation-events' });

export async function recordEvent(
  request: RequestWithTitle,
  eventType: ValidationEventType,
  context: { identity: SessionUser | null; userAgent: string | null; validatorEmail?: string | null; validatorProfileId?: string | null; reason?: string },
): Promise<void> {
  try {
    await appendValidationEvent({
      recognitionId: request.recognitionId,
      validationRequestId: request.id,
      eventType,
      validatorEmail: context.validatorEmail ?? context.identity?.email ?? null,
      validatorProfileId: context.validatorProfileId ?? (context.identity ? linkedinMemberOf(context.identity) : null),
      metadata: { userAgent: context.userAgent?.slice(0, 512) ?? null, timestamp: clock.nowIso(), ...(context.reason ? { reason: context.reason } : {}) },
    });
  } catch (error) {
    log.error('validation event not recorded', { requestId: request.id, eventType, error });
  }
}
