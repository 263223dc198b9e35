// What the Validation and Invites card lists, read from the owner's requests and validations:
// live links, expired ones (which can be renewed), approvals that count, withdrawn ones, and who
// signed each approval.
import type { OwnerValidationRequest, ValidationWithTitle } from '../../../domain/api/validation';
import { validationCard as messages } from '../../../domain/messages';
import { sameMailbox } from '../../../domain/rules/mailbox';
import { relativeAge } from '../../../domain/rules/relative-age';

export interface ValidationCardModel {
  readonly pending: readonly OwnerValidationRequest[];
  readonly expired: readonly OwnerValidationRequest[];
  /** Approvals that were not withdrawn, newest first (the Approved count). */
  readonly approvals: readonly ValidationWithTitle[];
  /** Approvals their co-signer took back: they count for nothing. */
  readonly withdrawn: readonly ValidationWithTitle[];
}

export function validationCardModel(requests: readonly OwnerValidationRequest[], validations: readonly ValidationWithTitle[]): ValidationCardModel {
  const approved = validations.filter((validation) => validation.status === 'approved');
  return {
    pending: requests.filter((request) => request.status === 'pending'),
    expired: requests.filter((request) => request.status === 'expired'),
    approvals: approved.filter((validation) => !validation.withdrawnAt),
    withdrawn: approved.filter((validation) => Boolean(validation.withdrawnAt)),
  };
}

/**
 * Who signed an approval, in words: the LinkedIn identity, and whether it is someone other than
 * the invited address (`invitedEmail`, from the request, when the list still holds it).
 */
export function signerLines(validation: Pick<ValidationWithTitle, 'signer'>, invitedEmail: string | null): string[] {
  const { signer } = validation;
  if (!signer) return [messages.linkOnly];
  const lines = [messages.signedInAs(signer.name ?? signer.email ?? signer.linkedinSub)];
  if (invitedEmail && !sameMailbox(signer.email, invitedEmail)) lines.push(messages.signedWithOtherAddress(signer.email, invitedEmail));
  return lines;
}

/** '3d ago', 'today': how long ago, inside a sentence. */
export function ago(iso: string, now: Date): string {
  const age = relativeAge(iso, now);
  return age === 'Today' ? 'today' : age;
}
