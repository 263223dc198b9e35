// process-validation: a validator approves or declines. Single use: one decision per link, however
// many submissions race. Never the owner; one co-signature per person and content; bound to the
// LinkedIn identity that first opened the link, and to the content the validator saw. The first
// approval verifies the proof, gives it its proof number and recomputes its score; a decline is
// recorded and changes nothing else. After an approval the co-signer gets a confirmation with a
// private link to withdraw; when someone signed in for another address, that address is told.
import type { DecisionOutcome } from '../../domain/api/validation';
import type { ValidationDecision } from '../../domain/schemas/validation-decision';
import type { ApprovalSummary, Proof, SessionUser, Validation } from '../../domain/entities';
import { DEFAULT_VALIDATOR_DISPLAY_NAME } from '../../domain/constants';
import { portal } from '../../domain/messages/portal';
import { approvalsOf, verifyingApprovalIn } from '../../domain/rules/approvals';
import { generateProofNumber } from '../../domain/rules/proof-number';
import { proofScore } from '../../domain/rules/proof-score';
import { clock } from '../clock';
import { syncProofCredentialQuietly } from '../credentials/credential-service';
import { AlreadyExistsError, AlreadyUsedError, BoundToAnotherError, ContentChangedError, ExpiredError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import type { ProofPatch } from '../data/proofs/proofs';
import { requestUnavailable, type RequestWithTitle } from '../data/validation-requests/validation-requests';
import { recordDecision } from '../data/validations/validations';
import { upsertValidatorProfile } from '../data/validator-profiles/validator-profiles';
import { conflict, forbidden } from '../errors';
import { createLogger } from '../log';
import { cosignedMail, linkUsedMail } from '../mail/cosign-mails';
import { sendMail, type Mail } from '../mail/mailer';
import { secureRandomBytes } from '../random';
import { recordEvent } from './events';
import { findByToken, unusable } from './lookup';
import { isOwnersAddress, isOwnersIdentity, ownerIdentity } from './owner-identity';
import type { PortalContext } from './portal';
import { registeredOrganisationFor } from './company-domain-check';
import { assessValidation, provenEmailOf, signedForSomeoneElse } from './signers';
import { decisionSignals } from './decision-signals';
import { recordCosigning, recordDecisionSignals, recordSelfValidationRefused, recordSignedByOther } from './signals';
import { issueToken, withdrawalLink, type IssuedToken } from './tokens';
import { ownerLinksPaused } from '../../domain/rules/public-visibility';
import { linkedinMemberOf } from '../identity/linkedin-member';

const log = createLogger({ component: 'decisions' });

export interface DecisionInput extends Omit<ValidationDecision, 'nameInCredential'> {
  /** Whether the co-signer may be named in the portable credential (default: not named). */
  readonly nameInCredential?: boolean;
  /** The hash of the content the portal showed (the open answer's `contentHash`). */
  readonly contentHash?: string | null;
}

export interface DecisionContext extends PortalContext {
  /** false: record the decision without its mails (the demo portfolio's seed, whose validators do not exist). */
  readonly mails?: boolean;
}

export async function decide(token: string, input: DecisionInput, context: DecisionContext): Promise<DecisionOutcome> {
  const { request, proof } = await findByToken(token);
  const unavailable = requestUnavailable(request, clock.now());
  if (unavailable) throw unusable(unavailable);
  const ownerProfile = await getProfile(proof.ownerUserId);
  if (ownerLinksPaused(ownerProfile)) throw forbidden(portal.linkPaused, 'link_paused');
  const owner = await ownerIdentity(proof.ownerUserId, { profile: ownerProfile });
  if (isOwnersIdentity(owner, context.identity) || isOwnersAddress(owner, request.inviteeEmail)) {
    await recordSelfValidationRefused({ proof, stage: 'decision', email: context.identity?.email ?? request.inviteeEmail, identitySub: context.identity ? linkedinMemberOf(context.identity) : null });
    throw forbidden(portal.ownProof, 'self_validation');
  }
  if (request.requiresLinkedinAuth && !context.identity) throw forbidden(portal.linkedinRequired, 'linkedin_required');
  if (request.signerSub && request.signerSub !== context.identity?.sub) throw forbidden(portal.signedByAnother, 'signed_by_another');
  // Bound to what the validator saw: the hash the portal sends, else what the link last showed.
  const seen = input.contentHash ?? request.reviewedContentHash ?? null;
  if (!seen) throw conflict(portal.reviewFirst, 'content_changed');
  if (seen !== proof.contentHash) throw conflict(portal.contentChanged, 'content_changed');

  const [registered, signals] = await Promise.all([
    registeredOrganisationFor(proof.orgName),
    context.origin
      ? decisionSignals({ ownerUserId: proof.ownerUserId, orgName: proof.orgName, provenEmail: provenEmailOf(request, context.identity), origin: context.origin })
      : [],
  ]);
  const validation = assessValidation(request, proof, input, context.identity, seen, registered, signals);
  const approved = validation.status === 'approved';
  const mails = context.mails !== false;
  const links = approved && mails ? withdrawalLinks(request, context.identity) : { signer: null, invitee: null };
  try {
    await recordDecision({
      recognitionId: proof.id,
      requestId: request.id,
      validation,
      signerSub: context.identity?.sub ?? null,
      withdrawTokenHashes: [links.signer, links.invitee].flatMap((link) => (link ? [link.tokenHash] : [])),
      planProof: approved ? (current, validations) => approvalPatch(current, validations, validation, context.identity) : undefined,
    });
  } catch (error) {
    if (error instanceof AlreadyUsedError || error instanceof ExpiredError) throw unusable(error);
    if (error instanceof BoundToAnotherError) throw forbidden(portal.signedByAnother, 'signed_by_another');
    if (error instanceof ContentChangedError) throw conflict(portal.contentChanged, 'content_changed');
    if (error instanceof AlreadyExistsError && error.what === 'cosignature') throw conflict(portal.alreadyCosigned, 'already_cosigned');
    throw error;
  }

  await Promise.all([
    recordEvent(request, approved ? 'approve' : 'decline', { ...context, validatorEmail: validation.validatorEmail }),
    // A validator profile belongs to an address its person proved: never pin a LinkedIn identity
    // without an e-mail onto the invited address.
    context.identity && !context.identity.email
      ? undefined
      : upsertValidatorProfile({
          email: validation.validatorEmail,
          linkedinProfileId: context.identity ? linkedinMemberOf(context.identity) : null,
          displayName: context.identity?.name ?? DEFAULT_VALIDATOR_DISPLAY_NAME,
          avatarUrl: context.identity?.picture ?? null,
          domainVerified: validation.domainVerificationMethod !== 'unknown',
        }).catch((error: unknown) => log.error('validator profile not saved', { error })),
    mails ? sendDecisionMails(request, proof, ownerProfile?.displayName ?? 'A professional', validation, context.identity, links) : undefined,
    // The proof's portable credential says the new co-signature (docs/credentials.md).
    approved ? syncProofCredentialQuietly(proof.id) : undefined,
    // Integrity signals for the admin's validations page.
    context.identity && signedForSomeoneElse(request, context.identity)
      ? recordSignedByOther({ validation, proofTitle: proof.title, ownerUserId: proof.ownerUserId, inviteeEmail: request.inviteeEmail, identity: context.identity })
      : undefined,
    approved ? recordCosigning({ validation, proof, identity: context.identity }) : undefined,
    recordDecisionSignals({ validation, proof, inviteeEmail: request.inviteeEmail }),
  ]);
  return { status: validation.status };
}

interface WithdrawalLinks {
  /** Mailed to whoever decided (their LinkedIn address, else the invited one). */
  readonly signer: IssuedToken | null;
  /** Mailed to the invited address when someone else signed in to decide. */
  readonly invitee: IssuedToken | null;
}

function withdrawalLinks(request: RequestWithTitle, identity: SessionUser | null): WithdrawalLinks {
  const signerAddress = identity ? identity.email : request.inviteeEmail;
  return { signer: signerAddress ? issueToken() : null, invitee: signedForSomeoneElse(request, identity) ? issueToken() : null };
}

/** The mails after a decision. The decision is recorded already: a mail that fails is logged. */
async function sendDecisionMails(request: RequestWithTitle, proof: Proof, ownerName: string, validation: Validation, identity: SessionUser | null, links: WithdrawalLinks): Promise<void> {
  const proofTitle = validation.attestedTitle ?? proof.title;
  const mails: Mail[] = [];
  const signerAddress = identity ? identity.email : request.inviteeEmail;
  if (links.signer && signerAddress) {
    mails.push(cosignedMail({ to: signerAddress, ownerName, proofTitle, approvedAt: validation.createdAt, withdrawLink: withdrawalLink(links.signer.token) }));
  }
  if (signedForSomeoneElse(request, identity)) {
    mails.push(
      linkUsedMail({
        to: request.inviteeEmail,
        ownerName,
        proofTitle,
        signerName: identity?.name ?? null,
        signerEmail: identity?.email ?? null,
        decision: validation.status,
        decidedAt: validation.createdAt,
        withdrawLink: links.invitee ? withdrawalLink(links.invitee.token) : null,
      }),
    );
  }
  await Promise.all(
    mails.map((mail) => sendMail(mail).catch((error: unknown) => log.error('decision mail not sent', { requestId: request.id, subject: mail.subject, error }))),
  );
}

/**
 * The proof after this approval, worked out from the proof as it is now and its validations:
 * re-scored with its approvals listed and, once one of them establishes who signed it, verified,
 * numbered (the first number stays) and sealed. A proof that was published before (and lost its
 * verification to an edit or a withdrawal) is published again. Approvals proven only by the link
 * leave it awaiting validation (DESIGN.md section 3, Verified).
 */
function approvalPatch(proof: Proof, validations: readonly Validation[], validation: Validation, identity: SessionUser | null): ProofPatch {
  const current = approvalsOf(validations, proof.contentHash);
  const approvals = [validation, ...current];
  const summary: ApprovalSummary = {
    validationId: validation.id,
    role: validation.role,
    displayName: identity?.name ?? validation.validatorEmail,
    avatarUrl: identity?.picture ?? null,
    approvedAt: validation.createdAt,
    validatorEmail: validation.validatorEmail,
  };
  const counted = {
    proofScore: proofScore(proof, approvals),
    approvals: [summary, ...(proof.approvals ?? []).filter((approval) => current.some((v) => v.id === approval.validationId))],
    updatedAt: validation.createdAt,
  };
  if (!verifyingApprovalIn(approvals)) return counted;
  return {
    ...counted,
    verified: true,
    proofNumber: proof.proofNumber ?? generateProofNumber(secureRandomBytes),
    verifiedAt: proof.verifiedAt ?? validation.createdAt,
    status: proof.status === 'published' || proof.publishedAt ? 'published' : 'pending',
    sealVariant: approvals.some((approval) => approval.role === 'manager') ? 'manager' : 'project-member',
  };
}
