// The owner's side of validation, for the dashboard's Validation and Invites card, the proof cards
// and the edit page: their requests, and the decisions on their proofs as the owner may see them.
import type { PageQuery } from '../../domain/api/paging';
import type { OwnerValidation, OwnerValidationRequest, ValidationRequestsPage, ValidationsPage } from '../../domain/api/validation';
import { clock } from '../clock';
import { countInvitesToday, listValidationRequestsByOwner } from '../data/validation-requests/validation-requests';
import { listValidationsByOwner, type ValidationWithTitle } from '../data/validations/validations';
import { ownerRequestView } from './views';

export async function listMyValidationRequests(ownerUserId: string, page: PageQuery): Promise<ValidationRequestsPage> {
  const [result, sentToday] = await Promise.all([listValidationRequestsByOwner(ownerUserId, page), countInvitesToday(ownerUserId)]);
  const now = clock.now();
  return { items: result.items.map((request): OwnerValidationRequest => ownerRequestView(request, now)), cursor: result.cursor, sentToday };
}

export async function listMyValidations(ownerUserId: string, page: PageQuery): Promise<ValidationsPage> {
  const result = await listValidationsByOwner(ownerUserId, page);
  return { items: result.items.map(ownerValidationView), cursor: result.cursor };
}

/** What the owner sees of a decision: everything but the integrity signals, which are the admins'. */
export function ownerValidationView({ signals: _signals, ...validation }: ValidationWithTitle): OwnerValidation {
  return validation;
}
