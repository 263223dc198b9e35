// send-validation-emails: the owner invites validators to co-sign a proof. The requests and the
// daily count are one transaction (exactly 10 a day, however many arrive at once); the mails go
// out after it, each with its own private link. Nobody is invited to co-sign their own proof.
import { randomUUID } from 'node:crypto';
import { VALIDATION_LINK_LIFETIME_MS } from '../../domain/constants';
import type { Proof, SessionUser, ValidationRequest, ValidatorRole } from '../../domain/entities';
import { invitations } from '../../domain/messages/invitations';
import { projectForm } from '../../domain/messages/project-form';
import { companyDomainTrust } from '../../domain/rules/company-domain';
import type { RegisteredOrganisation } from '../../domain/rules/domain-registry';
import { mailboxKey } from '../../domain/rules/mailbox';
import { contentPlaceholders } from '../../domain/rules/placeholders';
import type { SendValidationEmails } from '../../domain/schemas/send-validation-emails';
import type { InvitationResult, OwnerValidationRequest } from '../../domain/api/validation';
import { clock } from '../clock';
import { AlreadyExistsError, LimitReachedError, NotFoundError } from '../data/plumbing/errors';
import { applyProofChange } from '../data/proofs/proofs';
import { countInvitesToday, createValidationRequests, listValidationRequestsByProof } from '../data/validation-requests/validation-requests';
import { listValidationsByProof } from '../data/validations/validations';
import { badRequest, conflict, rateLimited } from '../errors';
import { createLogger } from '../log';
import { sendMail } from '../mail/mailer';
import { registeredOrganisationFor } from './company-domain-check';
import { invitationFacts, validationRequestMail } from '../mail/validation-mails';
import { getOwnProof } from '../proofs/proof-service';
import { countsForContent } from '../../domain/rules/approvals';
import { isOwnersAddress, ownerIdentity } from './owner-identity';
import { issueToken, validationLink } from './tokens';
import { recordSelfValidationRefused } from './signals';
import { effectiveStatus, ownerRequestView } from './views';
import { linkedinMemberOf } from '../identity/linkedin-member';

const log = createLogger({ component: 'invitations' });

export async function inviteValidators(owner: SessionUser, input: SendValidationEmails): Promise<InvitationResult> {
  const proof = await getOwnProof(owner.id, input.recognitionId);
  return sendInvitations(owner, proof, input.validators);
}

/** An address to invite and the role asked of it. */
export interface Invitee {
  readonly email: string;
  readonly role: ValidatorRole;
}

/**
 * Invites `validators` to co-sign the owner's `proof`, all or nothing: refused when the proof
 * still holds a suggestion's placeholder, saved before the form refused them (400, naming each
 * field), when one is the owner (400), already has a live link for this proof or already co-signed its current content
 * (409), or when the batch passes the daily limit (429). Shared by the invitation dialog and
 * "ask the same co-signers again".
 */
export async function sendInvitations(owner: SessionUser, proof: Proof, validators: readonly Invitee[]): Promise<InvitationResult> {
  const left = contentPlaceholders(proof);
  if (left.length > 0) {
    const placeholders = [...new Set(left.flatMap((field) => field.placeholders))];
    throw badRequest(invitations.placeholdersLeft(placeholders), Object.fromEntries(left.map((field) => [field.field, [projectForm.placeholderLeft(field.placeholders)]])));
  }
  const now = clock.now();
  const ownerIs = await ownerIdentity(owner.id, { session: owner });
  const refuse = (indexes: number[], message: string) =>
    Object.fromEntries(indexes.map((index) => [`validators.${index}.email`, [message]]));
  const selfInvites = validators.flatMap((validator, index) => (isOwnersAddress(ownerIs, validator.email) ? [index] : []));
  if (selfInvites.length > 0) {
    await recordSelfValidationRefused({ proof, stage: 'invitation', email: validators[selfInvites[0]!]?.email ?? null, identitySub: linkedinMemberOf(owner) });
    throw badRequest(invitations.selfInvite, refuse(selfInvites, invitations.selfInvite), 'self_validation');
  }

  const [requests, validations] = await Promise.all([listValidationRequestsByProof(proof.id), listValidationsByProof(proof.id, { consistent: true })]);
  const pending = new Set(requests.filter((request) => effectiveStatus(request, now) === 'pending').map((request) => mailboxKey(request.inviteeEmail)));
  if (validators.some((validator) => pending.has(mailboxKey(validator.email)))) throw conflict(invitations.duplicateEmail.description);
  const cosigned = new Set(validations.filter((validation) => countsForContent(validation, proof.contentHash)).map((validation) => mailboxKey(validation.validatorEmail)));
  if (validators.some((validator) => cosigned.has(mailboxKey(validator.email)))) throw conflict(invitations.alreadyCosigned, 'already_cosigned');

  const registered = await registeredOrganisationFor(proof.orgName);
  const prepared = validators.map((validator) => prepareValidationRequest(proof, owner.id, validator, now, registered));
  let created;
  try {
    created = await createValidationRequests({ ownerUserId: owner.id, recognitionId: proof.id, requests: prepared.map(({ request }) => request) });
  } catch (error) {
    if (error instanceof LimitReachedError) throw rateLimited(invitations.dailyLimitReached.description);
    // Another invitation of the same address to this proof won the race.
    if (error instanceof AlreadyExistsError && error.what === 'pendingInvitation') throw conflict(invitations.duplicateEmail.description);
    throw error;
  }
  const ownerName = ownerIs.profile?.displayName ?? owner.name ?? owner.email ?? 'A professional';
  const mailFailed: string[] = [];
  await Promise.all(
    prepared.map(async ({ request, token }) => {
      try {
        await sendMail(validationRequestMail(invitationFacts(request, proof, ownerName, validationLink(token))));
      } catch (error) {
        log.error('validation mail not sent', { requestId: request.id, error });
        mailFailed.push(request.inviteeEmail);
      }
    }),
  );
  if (proof.status === 'draft') await markPendingValidation(proof.id, owner.id, now);
  return {
    requests: created.map((request): OwnerValidationRequest => ownerRequestView(request, now)),
    sentToday: await countInvitesToday(owner.id),
    mailFailed,
  };
}

export interface PreparedRequest {
  readonly request: ValidationRequest;
  /** The private token of the link; only its hash is stored. */
  readonly token: string;
}

/** A new pending request for one validator of the owner's proof, with its private token. */
export function prepareValidationRequest(
  proof: Pick<Proof, 'id' | 'orgName'>,
  ownerUserId: string,
  validator: Invitee,
  now: Date,
  registered: RegisteredOrganisation | null = null,
): PreparedRequest {
  const token = issueToken();
  const trust = companyDomainTrust({ email: validator.email, orgName: proof.orgName, role: validator.role }, registered);
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
async function markPendingValidation(proofId: string, ownerUserId: string, now: Date): Promise<void> {
  try {
    await applyProofChange(proofId, ownerUserId, (current) => (current.status === 'draft' ? { status: 'pending_validation', updatedAt: now.toISOString() } : null));
  } catch (error) {
    if (!(error instanceof NotFoundError)) log.error('proof not marked pending validation', { recognitionId: proofId, error });
  }
}
