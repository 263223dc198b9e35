// One validator added in the invitation dialog, before sending.
import * as z from 'zod';
import { VALIDATOR_ROLES } from '../entities';
import { invitations } from '../messages/invitations';
import { emailField } from './email-field';

export const validatorInvitationSchema = z.object({
  email: emailField({ required: invitations.emailRequired, invalid: invitations.emailInvalid }),
  role: z.enum(VALIDATOR_ROLES, { error: invitations.roleRequired }),
});
export type ValidatorInvitation = z.output<typeof validatorInvitationSchema>;
