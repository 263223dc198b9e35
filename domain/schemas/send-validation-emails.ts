// Body of send-validation-emails: the proof and the validators to invite (1 to 10).
// Trust level and domain match are not accepted from the browser: the server works them out.
import * as z from 'zod';
import { DAILY_INVITE_LIMIT } from '../constants';
import { id } from '../entities';
import { invitations } from '../messages/invitations';
import { mailboxKey } from '../rules/mailbox';
import { validatorInvitationSchema } from './validator-invitation';

export const sendValidationEmailsSchema = z.object({
  recognitionId: id,
  validators: z
    .array(validatorInvitationSchema, { error: invitations.noValidators.title })
    .min(1, { error: invitations.noValidators.title })
    .max(DAILY_INVITE_LIMIT, { error: invitations.dailyLimitReached.description })
    .superRefine((validators, ctx) => {
      const seen = new Set<string>();
      validators.forEach((validator, index) => {
        // Two spellings of one mailbox (case, +tag, Gmail dots) are one validator.
        const mailbox = mailboxKey(validator.email);
        if (seen.has(mailbox)) {
          ctx.addIssue({ code: 'custom', message: invitations.duplicateEmail.description, path: [index, 'email'] });
        }
        seen.add(mailbox);
      });
    }),
});
export type SendValidationEmails = z.output<typeof sendValidationEmailsSchema>;
