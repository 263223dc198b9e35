// process-validation: a validator approves or declines. Single use: one decision per link, however
// many submissions race. The first approval verifies the proof, gives it its proof number and
// recomputes its score; a decline is recorded and changes nothing else.
import { randomUUID } from 'node:crypto';
import type { ApprovalSummary, Recognition, SessionUser, Validation } from '../../domain/entities';
import { portal } from '../../domain/messages';
import { companyDomainTrust } from '../../domain/rules/company-domain';
import { proofScore } from '../../domain/rules/proof-score';
import { generateProofNumber } from '../../domain/rules/proof-number';
import type { ValidationDecision } from '../../domain/schemas/validation-decision';
import { DEFAULT_VALIDATOR_DISPLAY_NAME } from '../../domain/constants';
import { clock } from '../clock';
import { secureRandomBytes } from '../random';
import { AlreadyUsedError, ExpiredError } from '../data/errors';
import type { RecognitionPatch } from '../data/recognitions';
import { recordDecision } from '../data/validations';
import { requestUnavailable, type RequestWithTitle } from '../data/validation-requests';
import { upsertValidatorProfile } from '../data/validator-profiles';
import { forbidden } from '../errors';
import { createLogger } from '../log';
import { recordEvent } from './events';
import { findByToken, unusable } from './lookup';
import type { PortalContext } from './portal';

const log = createLogger({ component: 'decisions' });

export interface DecisionOutcome {
  readonly status: Validation['status'];
}

export async function decide(token: string, input: ValidationDecision, context: PortalContext): Promise<DecisionOutcome> {
  const { request, recognition } = await findByToken(token);
  const unavailable = requestUnavailable(request, clock.now());
  if (unavailable) throw unusable(unavailable);
  if (request.requiresLinkedinAuth && !context.identity) throw forbidden(portal.linkedinRequired);

  const validation = assessValidation(request, recognition, input, context.identity);
  try {
    await recordDecision({
      recognitionId: recognition.id,
      requestId: request.id,
      validation,
      planRecognition: validation.status === 'approved' ? (current, validations) => approvalPatch(current, validations, validation, context.identity) : undefined,
    });
  } catch (error) {
    if (error instanceof AlreadyUsedError || error instanceof ExpiredError) throw unusable(error);
    throw error;
  }

  await Promise.all([
    recordEvent(request, validation.status === 'approved' ? 'approve' : 'decline', { ...context, validatorEmail: validation.validatorEmail }),
    upsertValidatorProfile({
      email: validation.validatorEmail,
      linkedinProfileId: context.identity?.sub ?? null,
      displayName: context.identity?.name ?? DEFAULT_VALIDATOR_DISPLAY_NAME,
      avatarUrl: context.identity?.picture ?? null,
      domainVerified: validation.domainVerificationMethod !== 'unknown',
    }).catch((error: unknown) => log.error('validator profile not saved', { error })),
  ]);
  return { status: validation.status };
}

/**
 * Who vouches, and how strongly. Signed in, the address is LinkedIn's verified one; otherwise it
 * is the invitee's, whose mailbox received the private link. A company-domain match then counts
 * as verified by LinkedIn or by the e-mail link; a free or foreign domain is not verified.
 */
function assessValidation(request: RequestWithTitle, recognition: Recognition, input: ValidationDecision, identity: SessionUser | null): Validation {
  const validatorEmail = identity?.email ?? request.inviteeEmail;
  const trust = companyDomainTrust({ email: validatorEmail, orgName: recognition.orgName, role: request.role });
  const companyMatch = trust.matchType === 'exact' || trust.matchType === 'subsidiary';
  return {
    id: randomUUID(),
    recognitionId: recognition.id,
    validationRequestId: request.id,
    validatorEmail,
    role: request.role,
    status: input.decision,
    trustScore: trust.trustScore,
    verificationConfidence: companyMatch ? (identity ? 'high' : 'medium') : identity ? 'medium' : 'low',
    domainVerificationMethod: companyMatch ? (identity?.emailVerified ? 'linkedin' : 'email_domain') : 'unknown',
    comment: input.comment,
    contentHash: recognition.contentHash,
    createdAt: clock.nowIso(),
  };
}

/**
 * The proof after this approval, worked out from the proof as it is now and its validations:
 * verified, numbered (the first number stays), re-scored, sealed.
 */
function approvalPatch(recognition: Recognition, validations: readonly Validation[], validation: Validation, identity: SessionUser | null): RecognitionPatch {
  const current = validations.filter((v) => v.status === 'approved' && v.contentHash === recognition.contentHash);
  const approvals = [validation, ...current];
  const summary: ApprovalSummary = {
    validationId: validation.id,
    role: validation.role,
    displayName: identity?.name ?? validation.validatorEmail,
    avatarUrl: identity?.picture ?? null,
    approvedAt: validation.createdAt,
  };
  return {
    verified: true,
    proofNumber: recognition.proofNumber ?? generateProofNumber(secureRandomBytes),
    verifiedAt: recognition.verifiedAt ?? validation.createdAt,
    status: recognition.status === 'published' ? 'published' : 'pending',
    proofScore: proofScore(recognition, approvals),
    sealVariant: approvals.some((approval) => approval.role === 'manager') ? 'manager' : 'project-member',
    approvals: [summary, ...(recognition.approvals ?? []).filter((approval) => current.some((v) => v.id === approval.validationId))],
    updatedAt: validation.createdAt,
  };
}
