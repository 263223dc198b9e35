// The admin's appeal queue (docs/suspension.md): appeals against suspensions, and the decision on
// each (uphold the suspension, or restore the account).
import * as z from 'zod';
import { APPEAL_STATES, type AppealState } from '../account';
import { APPEAL_NOTE_MAX, appealQueue } from '../../messages/suspension';
import { requiredText } from '../../schemas/text';
import { pageQuerySchema, type PageResult } from '../paging';

export interface SuspensionAppeal {
  readonly id: string;
  readonly userId: string;
  readonly displayName: string;
  readonly username: string;
  readonly suspendedAt: string;
  /** The reason given for the suspension (null when none was recorded). */
  readonly suspensionReason: string | null;
  readonly text: string;
  readonly state: AppealState;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly decidedBy: string | null;
  readonly decisionNote: string | null;
}

export type SuspensionAppealPage = PageResult<SuspensionAppeal>;

/** GET /api/admin/appeals?state=open|upheld|restored: open ones oldest first, decided ones newest first. */
export const appealListQuerySchema = pageQuerySchema.extend({
  state: z.enum(APPEAL_STATES, { error: appealQueue.stateInvalid }).default('open'),
});

export const appealIdPathSchema = z.object({
  id: z.string().trim().min(1, { error: appealQueue.notFound }).max(64, { error: appealQueue.notFound }),
});

export const APPEAL_OUTCOMES = ['uphold', 'restore'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** POST /api/admin/appeals/{id}/decision */
export const appealDecisionBodySchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: appealQueue.outcomeInvalid }),
  note: requiredText('multi-line', { required: appealQueue.noteRequired, tooLong: appealQueue.noteTooLong }, APPEAL_NOTE_MAX),
});
export type AppealDecisionBody = z.infer<typeof appealDecisionBodySchema>;
