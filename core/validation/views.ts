// What each party may see of a validation request: the owner sees their invitations (never the
// token hash); a validator sees only what they need to decide.
import type { OwnerValidationRequest, PortalRequest } from '../../domain/api/validation';
import type { Proof, RequestStatus, Validation } from '../../domain/entities';
import { isValidationRequestExpired } from '../../domain/rules/validation-request-expiry';
import type { RequestWithTitle } from '../data/validation-requests/validation-requests';

/** Pending but past its expiry reads as expired, whatever the sweeper has done. */
export function effectiveStatus(request: Pick<RequestWithTitle, 'status' | 'expiresAt'>, now: Date): RequestStatus {
  return request.status === 'pending' && isValidationRequestExpired(request, now) ? 'expired' : request.status;
}

export function ownerRequestView(request: RequestWithTitle, now: Date): OwnerValidationRequest {
  return {
    id: request.id,
    recognitionId: request.recognitionId,
    recognitionTitle: request.recognitionTitle,
    inviteeEmail: request.inviteeEmail,
    role: request.role,
    status: effectiveStatus(request, now),
    trustLevel: request.trustLevel,
    trustScore: request.trustScore,
    requiresLinkedinAuth: request.requiresLinkedinAuth,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    lastRemindedAt: request.lastRemindedAt,
  };
}

/** The portal's answer for a link that can still be used: the proof as it is now, and its hash. */
export function openPortalView(request: RequestWithTitle, proof: Proof, ownerName: string): PortalRequest {
  const { title, description, orgName, role, startDate, endDate, outcomes, skills, links, projectUrl } = proof;
  return {
    ...portalBase(request, ownerName),
    status: 'pending',
    recognition: { title, description, orgName, role, startDate, endDate, outcomes, skills, links, projectUrl },
    contentHash: proof.contentHash,
    decision: null,
  };
}

/**
 * The portal's answer for a used or expired link: the decision it recorded (as it was then) or
 * nothing, never the proof's current content.
 */
export function closedPortalView(request: RequestWithTitle, status: RequestStatus, ownerName: string, validation: Validation | null): PortalRequest {
  return {
    ...portalBase(request, ownerName),
    status,
    recognition: null,
    contentHash: null,
    decision: validation
      ? {
          status: validation.status,
          decidedAt: validation.createdAt,
          proofTitle: validation.attestedTitle ?? null,
          signerName: validation.signer?.name ?? null,
          withdrawnAt: validation.withdrawnAt ?? null,
        }
      : null,
  };
}

function portalBase(request: RequestWithTitle, ownerName: string) {
  return {
    id: request.id,
    expiresAt: request.expiresAt,
    inviteeEmail: request.inviteeEmail,
    requiresLinkedinAuth: request.requiresLinkedinAuth,
    role: request.role,
    recognitionId: request.recognitionId,
    ownerName,
  };
}
