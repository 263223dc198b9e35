// send-validation-emails: the owner invites validators to co-sign a proof. The requests and the
// daily count are one transaction (exactly 10 a day, however many arrive at once); the mails go
// out after it, each with its own private link.
import { randomUUID } from 'node:crypto';
import { VALIDATION_LINK_LIFETIME_MS } from '../../domain/constants';
import type { Recognition, SessionUser, ValidationRequest } from '../../domain/entities';
import { invitations } from '../../domain/messages';
import { companyDomainTrust } from '../../domain/rules/company-domain';
import type { SendValidationEmails } from '../../domain/schemas/send-validation-emails';
import { clock } from '../clock';
import { LimitReachedError, NotFoundError } from '../data/errors';
import { getProfile } from '../data/profiles';
import { updateRecognition } from '../data/recognitions';
import { countInvitesToday, createValidationRequests, listValidationRequestsByRecognition } from '../data/validation-requests';
import { conflict, rateLimited } from '../errors';
import { createLogger } from '../log';
import { sendMail } from '../mail/mailer';
import { invitationFacts, validationRequestMail } from '../mail/validation-mails';
import { getOwnProof } from '../proofs/proof-service';
import { issueToken, validationLink } from './tokens';
import type { OwnerValidationRequest } from '../../domain/api/validation';
import { ownerRequestView } from './views';

const log = createLogger({ component: 'invitations' });

export interface InvitationResult {
  readonly requests: OwnerValidationRequest[];
  readonly sentToday: number;
  /** Invitees whose mail could not be sent; the owner can send them a reminder. */
  readonly mailFailed: string[];
}

export async function inviteValidators(owner: SessionUser, input: SendValidationEmails): Promise<InvitationResult> {
  const proof = await getOwnProof(owner.id, input.recognitionId);
  const now = clock.now();
  const pendingInvitees = new Set(
    (await listValidationRequestsByRecognition(proof.id)).filter((request) => request.status === 'pending' && Date.parse(request.expiresAt) > now.getTime()).map((request) => request.inviteeEmail),
  );
  if (input.validators.some((validator) => pendingInvitees.has(validator.email))) throw conflict(invitations.duplicateEmail.description);

  const prepared = input.validators.map((validator) => prepareValidationRequest(proof, owner.id, validator, now));

  let created;
  try {
    created = await createValidationRequests({ ownerUserId: owner.id, recognitionId: proof.id, requests: prepared.map(({ request }) => request) });
  } catch (error) {
    if (error instanceof LimitReachedError) throw rateLimited(invitations.dailyLimitReached.description);
    throw error;
  }
  const ownerName = (await getProfile(owner.id))?.displayName ?? owner.name ?? owner.email ?? 'A professional';
  const mailFailed: string[] = [];
  await Promise.all(
    prepared.map(async ({ request, token }) => {
      try {
        await sendMail(
          validationRequestMail(invitationFacts(request, proof, ownerName, validationLink(token))),
        );
      } catch (error) {
        log.error('validation mail not sent', { requestId: request.id, error });
        mailFailed.push(request.inviteeEmail);
      }
    }),
  );
  if (proof.status === 'draft') await markPendingValidation(proof.id, owner.id, now);
  return { requests: created.map((request) => ownerRequestView(request, now)), sentToday: await countInvitesToday(owner.id), mailFailed };
}

export interface PreparedRequest {
  readonly request: ValidationRequest;
  /** The private token of the link; only its hash is stored. */
  readonly token: string;
}

/** A new pending request for one validator of the owner's proof, with its private token. */
export function prepareValidationRequest(
  proof: Pick<Recognition, 'id' | 'orgName'>,
  ownerUserId: string,
  validator: Pick<ValidationRequest, 'role'> & { readonly email: string },
  now: Date,
): PreparedRequest {
  const token = issueToken();
  const trust = companyDomainTrust({ email: validator.email, orgName: proof.orgName, role: validator.role });
  const request: ValidationRequest = {
    id: randomUUID(),
    tokenHash: token.tokenHash,
    status: 'pending',
    expiresAt: new Date(now.getTime() + VALIDATION_LINK_LIFETIME_MS).toISOString(),
    inviteeEmail: validator.email,
    role: validator.role,
    trustLevel: trust.trustLevel,
    trustScore: trust.trustScore,
    recognitionId: proof.id,
    ownerUserId,
    requiresLinkedinAuth: validator.role === 'manager',
    createdAt: now.toISOString(),
    lastRemindedAt: null,
  };
  return { request, token: token.token };
}

/**
 * A draft with invitations out is pending validation. The invitations are already recorded and
 * mailed, so a failure here is logged, never returned.
 */
async function markPendingValidation(recognitionId: string, ownerUserId: string, now: Date): Promise<void> {
  try {
    await updateRecognition(recognitionId, ownerUserId, (current) => (current.status === 'draft' ? { status: 'pending_validation', updatedAt: now.toISOString() } : null));
  } catch (error) {
    if (!(error instanceof NotFoundError)) log.error('proof not marked pending validation', { recognitionId, error });
  }
}
