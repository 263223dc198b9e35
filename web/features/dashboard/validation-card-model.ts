// What the Validation and Invites card lists, read from the owner's requests and validations:
// live links, expired ones (which can be renewed), approvals that count, withdrawn ones, and
// declines the owner has not answered yet (domain/rules/standing-declines.ts).
import type { OwnerValidation, OwnerValidationRequest } from '../../../domain/api/validation';
import { standingDeclines, type StandingDecline } from '../../../domain/rules/standing-declines';

export interface ValidationCardModel {
  readonly pending: readonly OwnerValidationRequest[];
  readonly expired: readonly OwnerValidationRequest[];
  /** Approvals that were not withdrawn, newest first (the Approved count). */
  readonly approvals: readonly OwnerValidation[];
  /** Approvals their co-signer took back: they count for nothing. */
  readonly withdrawn: readonly OwnerValidation[];
  /** Declines not yet answered by asking that person again, newest first. */
  readonly declined: readonly StandingDecline[];
}

export function validationCardModel(requests: readonly OwnerValidationRequest[], validations: readonly OwnerValidation[]): ValidationCardModel {
  const approved = validations.filter((validation) => validation.status === 'approved');
  return {
    pending: requests.filter((request) => request.status === 'pending'),
    expired: requests.filter((request) => request.status === 'expired'),
    approvals: approved.filter((validation) => !validation.withdrawnAt),
    withdrawn: approved.filter((validation) => Boolean(validation.withdrawnAt)),
    declined: standingDeclines(requests, validations),
  };
}
