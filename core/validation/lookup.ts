// Finding a request from the token in a validation link, and telling why it cannot be used.
import { ERASED_ADDRESS } from '../../domain/constants';
import { portal } from '../../domain/messages/portal';
import type { Proof } from '../../domain/entities';
import type { ExpiredError } from '../data/plumbing/errors';
import { AlreadyUsedError } from '../data/plumbing/errors';
import { getProof } from '../data/proofs/proofs';
import { getValidationRequestByTokenHash, type RequestWithTitle } from '../data/validation-requests/validation-requests';
import { conflict, gone, notFound } from '../errors';
import { hashToken } from './tokens';

export interface LinkedRequest {
  readonly request: RequestWithTitle;
  readonly proof: Proof;
}

/** The request and its proof; an unknown token is a 404 with the spec's invalid-link message. */
export async function findByToken(token: string): Promise<LinkedRequest> {
  const request = await getValidationRequestByTokenHash(hashToken(token));
  // A link to a person since erased leads nowhere: there is nobody left to decide, nor to record.
  const proof = request && request.inviteeEmail !== ERASED_ADDRESS ? await getProof(request.recognitionId) : null;
  if (!request || !proof) throw notFound(portal.invalidOrExpiredLink);
  return { request, proof };
}

/** A used link is a 409, an expired one a 410, each with a message a validator understands. */
export function unusable(error: AlreadyUsedError | ExpiredError) {
  return error instanceof AlreadyUsedError ? conflict(portal.linkAlreadyUsed, 'link_used') : gone(portal.invalidOrExpiredLink);
}
