// A validator's decision in the validation portal: approve or decline, with an optional comment.
import * as z from 'zod';
import { VALIDATION_COMMENT_MAX_LENGTH } from '../constants';
import { DECISIONS } from '../entities';
import { portal } from '../messages/portal';
import { optionalText } from './text';

export const validationDecisionSchema = z.object({
  decision: z.enum(DECISIONS, { error: portal.decisionRequired }),
  /** Blank or missing becomes null. */
  comment: optionalText('multi-line', VALIDATION_COMMENT_MAX_LENGTH, portal.commentTooLong),
  /** Whether the co-signer may be named in the proof's portable credential; off unless they say so. */
  nameInCredential: z.boolean().optional().default(false),
});
export type ValidationDecision = z.output<typeof validationDecisionSchema>;
