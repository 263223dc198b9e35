// "Ask the same co-signers again": after the owner changed attested content, the approvals of the
// old version no longer count. One action invites again everyone who approved an earlier version
// (at the address and in the role they were invited with), all or nothing, under every rule of an
// invitation: never the owner, nobody with a live link or who already approved the current
// version, within the daily limit.
import type { InvitationResult } from '../../domain/api/validation';
import type { SessionUser } from '../../domain/entities';
import { revalidation } from '../../domain/messages/portal';
import { mailboxKey } from '../../domain/rules/mailbox';
import { clock } from '../clock';
import { listValidationRequestsByProof } from '../data/validation-requests/validation-requests';
import { listValidationsByProof } from '../data/validations/validations';
import { badRequest } from '../errors';
import { getOwnProof } from '../proofs/proof-service';
import { approvalsOf } from '../../domain/rules/approvals';
import { sendInvitations, type Invitee } from './invitations';
import { isOwnersAddress, ownerIdentity } from './owner-identity';
import { effectiveStatus } from './views';

export async function askCosignersAgain(owner: SessionUser, proofId: string): Promise<InvitationResult> {
  const proof = await getOwnProof(owner.id, proofId);
  const [validations, requests, ownerIs] = await Promise.all([
    listValidationsByProof(proof.id, { consistent: true }),
    listValidationRequestsByProof(proof.id),
    ownerIdentity(owner.id, { session: owner }),
  ]);
  const now = clock.now();
  const requestOf = new Map(requests.map((request) => [request.id, request]));
  const liveLinks = new Set(requests.filter((request) => effectiveStatus(request, now) === 'pending').map((request) => mailboxKey(request.inviteeEmail)));
  const approvedNow = new Set(approvalsOf(validations, proof.contentHash).map((validation) => mailboxKey(validation.validatorEmail)));

  const invitees = new Map<string, Invitee>();
  for (const validation of validations) {
    if (validation.status !== 'approved' || validation.withdrawnAt || validation.contentHash === proof.contentHash) continue;
    const request = requestOf.get(validation.validationRequestId);
    if (!request) continue;
    const mailbox = mailboxKey(request.inviteeEmail);
    if (liveLinks.has(mailbox) || approvedNow.has(mailbox) || approvedNow.has(mailboxKey(validation.validatorEmail)) || isOwnersAddress(ownerIs, request.inviteeEmail)) continue;
    const earlier = invitees.get(mailbox);
    invitees.set(mailbox, { email: earlier?.email ?? request.inviteeEmail, role: earlier?.role === 'manager' || request.role === 'manager' ? 'manager' : 'peer' });
  }
  if (invitees.size === 0) throw badRequest(revalidation.nobodyToAsk);
  return sendInvitations(owner, proof, [...invitees.values()]);
}
