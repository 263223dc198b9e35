// What each party may see of a validation request: the owner sees their invitations (never the
// token hash); a validator sees only what they need to decide.
import type { OwnerValidationRequest, PortalRequest } from '../../domain/api/validation';
import type { Recognition, RequestStatus } from '../../domain/entities';
import { isValidationRequestExpired } from '../../domain/rules/validation-request-expiry';
import type { RequestWithTitle } from '../data/validation-requests';


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

export function portalView(request: RequestWithTitle, recognition: Recognition, ownerName: string, now: Date): PortalRequest {
  const { title, description, orgName, role, startDate, endDate, outcomes, links, projectUrl } = recognition;
  return {
    id: request.id,
    status: effectiveStatus(request, now),
    expiresAt: request.expiresAt,
    inviteeEmail: request.inviteeEmail,
    requiresLinkedinAuth: request.requiresLinkedinAuth,
    role: request.role,
    recognitionId: request.recognitionId,
    ownerName,
    recognition: { title, description, orgName, role, startDate, endDate, outcomes, links, projectUrl },
  };
}
