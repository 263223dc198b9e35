import { z } from 'zod';
import { email, VALIDATOR_ROLES, type RequestStatus, type ValidatorRole } from '../entities';
import { ORG_NAME_MAX_LENGTH } from '../constants';
import { invitations, projectForm } from '../messages';
import { optionalText } from '../schemas/text';
import { validationDecisionSchema } from '../schemas/validation-decision';
import { validationTokenSchema } from '../schemas/validation-token';

/** verify-company-domain */
export const verifyCompanyDomainSchema = z.object({
  validatorEmail: email,
  orgName: optionalText('single-line', ORG_NAME_MAX_LENGTH, projectForm.orgNameTooLong),
  validatorRole: z.enum(VALIDATOR_ROLES, { error: invitations.roleRequired }),
});

/** process-validation: the token and the decision. */
export const decideSchema = validationDecisionSchema.extend({ token: validationTokenSchema });

export const remindPathSchema = z.object({ id: z.string().min(1).max(64), requestId: z.string().min(1).max(64) });

/** A validation request as its owner sees it (never the token hash). */
export interface OwnerValidationRequest {
  readonly id: string;
  readonly recognitionId: string;
  readonly recognitionTitle: string;
  readonly inviteeEmail: string;
  readonly role: ValidatorRole;
  /** Pending but past its expiry reads as expired. */
  readonly status: RequestStatus;
  readonly trustLevel: number;
  readonly trustScore: number;
  readonly requiresLinkedinAuth: boolean;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly lastRemindedAt: string | null;
}
