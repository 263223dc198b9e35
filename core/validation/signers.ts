// Who decides on a link, and what their decision proves. Trust comes only from what was proven:
// - without sign-in, the decider holds the private link mailed to the invited address, so they
//   vouch as that address (its company domain counts, verified by the e-mail link);
// - signed in with LinkedIn, they vouch as that identity: its verified e-mail's domain counts
//   (verified by LinkedIn); the invited address earns nothing when someone else signed for it.
import { randomUUID } from 'node:crypto';
import type { DecisionSignal, Proof, SessionUser, Signer, Validation } from '../../domain/entities';
import { companyDomainTrust } from '../../domain/rules/company-domain';
import type { RegisteredOrganisation } from '../../domain/rules/domain-registry';
import { sameMailbox } from '../../domain/rules/mailbox';
import type { ValidationDecision } from '../../domain/schemas/validation-decision';
import { clock } from '../clock';
import type { RequestWithTitle } from '../data/validation-requests/validation-requests';
import { linkedinMemberOf } from '../identity/linkedin-member';

export const signerOf = (identity: SessionUser): Signer => ({
  linkedinSub: linkedinMemberOf(identity),
  name: identity.name,
  email: identity.email,
  emailVerified: identity.emailVerified,
});

/** Whether the person who signed in is someone other than the invited address (or cannot be told apart from someone else). */
export const signedForSomeoneElse = (request: Pick<RequestWithTitle, 'inviteeEmail'>, identity: SessionUser | null): boolean =>
  identity !== null && !sameMailbox(identity.email, request.inviteeEmail);

/** The address a decision proves: the signed-in identity's verified e-mail (none without one), else the invitee's, whose mailbox the link reached. */
export const provenEmailOf = (request: Pick<RequestWithTitle, 'inviteeEmail'>, identity: SessionUser | null): string | null =>
  identity ? (identity.emailVerified ? identity.email : null) : request.inviteeEmail;

/**
 * The validation a decision records: who vouched (the signed-in identity's address, else the
 * invitee's), how strongly (the company-domain check on the address that was proven), bound to
 * the content the validator saw (`contentHash`, the proof's `title` then).
 */
export function assessValidation(
  request: RequestWithTitle,
  proof: Pick<Proof, 'id' | 'orgName' | 'title'>,
  input: Omit<ValidationDecision, 'nameInCredential'> & { readonly nameInCredential?: boolean },
  identity: SessionUser | null,
  contentHash: string,
  registered: RegisteredOrganisation | null = null,
  signals: readonly DecisionSignal[] = [],
): Validation {
  const provenEmail = provenEmailOf(request, identity);
  const trust = companyDomainTrust({ email: provenEmail ?? '', orgName: proof.orgName, role: request.role }, registered);
  const companyMatch = trust.matchType === 'exact' || trust.matchType === 'subsidiary';
  return {
    id: randomUUID(),
    recognitionId: proof.id,
    validationRequestId: request.id,
    validatorEmail: identity?.email ?? request.inviteeEmail,
    role: request.role,
    status: input.decision,
    trustScore: trust.trustScore,
    verificationConfidence: companyMatch ? (identity ? 'high' : 'medium') : identity ? 'medium' : 'low',
    domainVerificationMethod: companyMatch ? (identity ? 'linkedin' : 'email_domain') : 'unknown',
    comment: input.comment,
    contentHash,
    createdAt: clock.nowIso(),
    signer: identity ? signerOf(identity) : null,
    attestedTitle: proof.title,
    nameInCredential: input.decision === 'approved' && input.nameInCredential === true,
    signals: [...signals],
  };
}
