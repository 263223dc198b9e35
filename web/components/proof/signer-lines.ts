// Who decided, in words, for the owner's screens: the LinkedIn identity that signed, and whether
// it is someone other than the invited address. Only what the decision itself records
// (`signer`), which the owner's list carries for approvals and declines alike.
import type { OwnerValidation } from '../../../domain/api/validation';
import { validationCard as messages } from '../../../domain/messages/invitations';
import { sameMailbox } from '../../../domain/rules/mailbox';
import { relativeAge } from '../../../domain/rules/relative-age';

/**
 * The lines saying who signed: `invitedEmail` is the request's address when the list still holds
 * it; `linkOnly` is what to say of a decision made without LinkedIn (nothing, when null).
 */
export function signerLines(validation: Pick<OwnerValidation, 'signer'>, invitedEmail: string | null, linkOnly: string | null = messages.linkOnly): string[] {
  const { signer } = validation;
  if (!signer) return linkOnly ? [linkOnly] : [];
  const lines = [messages.signedInAs(signer.name ?? signer.email ?? signer.linkedinSub)];
  if (invitedEmail && !sameMailbox(signer.email, invitedEmail)) lines.push(messages.signedWithOtherAddress(signer.email, invitedEmail));
  return lines;
}

/** '3d ago', 'today': how long ago, inside a sentence. */
export function ago(iso: string, now: Date): string {
  const age = relativeAge(iso, now);
  return age === 'Today' ? 'today' : age;
}
