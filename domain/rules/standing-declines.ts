// Which declines the owner still has to answer (docs/validation.md, Declines reach the owner). A
// decline stands until the owner asks that person again about that proof: a later request to the
// same mailbox for the same proof (pending, decided or expired) answers it, and that request is
// what the owner then sees. A decline by a person since erased no longer stands. Every screen that shows the owner a proof's co-signers reads this one
// rule, so a decline is never shown as pending, nor left out.
import type { OwnerValidation, OwnerValidationRequest } from '../api/validation';
import { ERASED_ADDRESS } from '../constants';
import { sameMailbox } from './mailbox';

export interface StandingDecline {
  readonly validation: OwnerValidation;
  /**
   * The address the request went to (asking again goes there); the decider's own address when
   * the request is not in the list read. It differs from `validation.validatorEmail` when someone
   * signed in as another person to decide.
   */
  readonly invitedEmail: string;
}

type RequestFacts = Pick<OwnerValidationRequest, 'id' | 'recognitionId' | 'inviteeEmail' | 'createdAt'>;

/** The declines not yet answered by a new request, in the order of `validations` (newest first). */
export function standingDeclines(requests: readonly RequestFacts[], validations: readonly OwnerValidation[]): StandingDecline[] {
  const byId = new Map(requests.map((request) => [request.id, request]));
  return validations.flatMap((validation) => {
    // A decline by someone since erased cannot be answered: there is nobody left to ask again.
    if (validation.status !== 'declined' || validation.validatorEmail === ERASED_ADDRESS) return [];
    const invitedEmail = byId.get(validation.validationRequestId)?.inviteeEmail ?? validation.validatorEmail;
    const askedAgain = requests.some(
      (request) =>
        request.id !== validation.validationRequestId &&
        request.recognitionId === validation.recognitionId &&
        sameMailbox(request.inviteeEmail, invitedEmail) &&
        Date.parse(request.createdAt) > Date.parse(validation.createdAt),
    );
    return askedAgain ? [] : [{ validation, invitedEmail }];
  });
}

/** The standing declines of each proof, by proof id. */
export function declinesByProof(declines: readonly StandingDecline[]): ReadonlyMap<string, readonly StandingDecline[]> {
  const map = new Map<string, StandingDecline[]>();
  for (const decline of declines) {
    const list = map.get(decline.validation.recognitionId) ?? [];
    list.push(decline);
    map.set(decline.validation.recognitionId, list);
  }
  return map;
}
