// get-validation-request: what the validator sees when they open their private link. While the
// link can be used, opening it records what it showed (the decision is bound to that content)
// and, signed in, binds the link to that LinkedIn identity: another identity is then refused. A
// used or expired link shows only its decision. Opening records a `view`; signed in, also
// `authenticate`. The owner never opens their own proof's link as a validator.
import type { PortalRequest } from '../../domain/api/validation';
import type { SessionUser } from '../../domain/entities';
import type { SessionOrigin } from '../data/profiles/owner-sessions';
import { portal } from '../../domain/messages/portal';
import { clock } from '../clock';
import { AlreadyUsedError, BoundToAnotherError, ExpiredError } from '../data/plumbing/errors';
import { getProfile } from '../data/profiles/profiles';
import { recordOpened } from '../data/validation-requests/request-links';
import { findValidationOfRequest } from '../data/validations/validations';
import { forbidden } from '../errors';
import { recordEvent } from './events';
import { findByToken } from './lookup';
import { isOwnersIdentity, ownerIdentity } from './owner-identity';
import { recordSelfValidationRefused } from './signals';
import { closedPortalView, effectiveStatus, openPortalView } from './views';
import { ownerLinksPaused } from '../../domain/rules/public-visibility';
import { linkedinMemberOf } from '../identity/linkedin-member';

export interface PortalContext {
  readonly identity: SessionUser | null;
  readonly userAgent: string | null;
  /** Where the request came from, for the decision's integrity signals; none for the demo's seed. */
  readonly origin?: SessionOrigin;
}

export async function openValidationRequest(token: string, context: PortalContext): Promise<PortalRequest> {
  const { request, proof } = await findByToken(token);
  const owner = await getProfile(proof.ownerUserId);
  // A suspended or closing owner's links are paused, not closed: restoring the account, or the owner signing in again, brings them back.
  if (ownerLinksPaused(owner)) throw forbidden(portal.linkPaused, 'link_paused');
  const ownerName = owner?.displayName ?? 'A professional';
  const closed = async (): Promise<PortalRequest> => {
    const current = (await findByToken(token)).request;
    const status = effectiveStatus(current, clock.now());
    const validation = status === 'approved' || status === 'declined' ? await findValidationOfRequest(current.recognitionId, current.id) : null;
    return closedPortalView(current, status, ownerName, validation);
  };
  if (effectiveStatus(request, clock.now()) !== 'pending') return closed();
  if (context.identity && isOwnersIdentity(await ownerIdentity(proof.ownerUserId, { profile: owner }), context.identity)) {
    await recordSelfValidationRefused({ proof, stage: 'open', email: context.identity.email, identitySub: linkedinMemberOf(context.identity) });
    throw forbidden(portal.ownProof, 'self_validation');
  }

  try {
    await recordOpened(request.recognitionId, request.id, { contentHash: proof.contentHash, signerSub: context.identity?.sub ?? null });
  } catch (error) {
    if (error instanceof BoundToAnotherError) throw forbidden(portal.signedByAnother, 'signed_by_another');
    if (error instanceof AlreadyUsedError || error instanceof ExpiredError) return closed(); // decided or expired a moment ago
    throw error;
  }
  await recordEvent(request, 'view', context);
  if (context.identity) await recordEvent(request, 'authenticate', context);
  return openPortalView(request, proof, ownerName);
}
