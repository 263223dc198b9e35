// The signed-in person's own account standing (docs/suspension.md): whether an admin suspended it,
// the reason given, and their appeal. A suspended account may call these routes and no other.
import * as z from 'zod';
import { accountClosure } from '../messages/data-rights';
import { APPEAL_TEXT_MAX, appealRefusals } from '../messages/suspension';
import { requiredText } from '../schemas/text';

export const APPEAL_STATES = ['open', 'upheld', 'restored'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** The person's appeal of their suspension, as they see it. */
export interface OwnAppeal {
  readonly id: string;
  readonly text: string;
  readonly state: AppealState;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  /** What the admin who decided wrote to them. */
  readonly decisionNote: string | null;
}

/** The statement of reasons of a suspension in force. */
export interface SuspensionStatement {
  readonly suspendedAt: string;
  /** The account's username, which closing the account asks them to type (docs/data-rights.md). */
  readonly username: string;
  /** The reason the admin gave; null for a suspension recorded before reasons were kept with it. */
  readonly reason: string | null;
  readonly appeal: OwnAppeal | null;
}

/** GET /api/account/status: null while the account is in good standing. */
export interface AccountStatus {
  readonly suspension: SuspensionStatement | null;
}

/** POST /api/account/appeal: one appeal per suspension; it answers the account's status. */
export const appealBodySchema = z.object({
  text: requiredText('multi-line', { required: appealRefusals.required, tooLong: appealRefusals.tooLong }, APPEAL_TEXT_MAX),
});
export type AppealBody = z.input<typeof appealBodySchema>;

/** POST /api/account/closure: the person's username typed out, and what to do with their LinkedIn posts. */
export const accountClosureBodySchema = z.object({
  confirmUsername: z.string({ error: accountClosure.confirmMismatch }).max(64, { error: accountClosure.confirmMismatch }),
  deleteLinkedinPosts: z.boolean().default(false),
});
export type AccountClosureBody = z.output<typeof accountClosureBodySchema>;

/** The accepted closure: erased at `closesAt` unless the person signs in before. */
export interface AccountClosure {
  readonly requestedAt: string;
  readonly closesAt: string;
  readonly deleteLinkedinPosts: boolean;
}
