// The owner's side of validation, for the dashboard's Validation and Invites card.
import type { PageQuery } from '../../domain/api/paging';
import { clock } from '../clock';
import { countInvitesToday, listValidationRequestsByOwner } from '../data/validation-requests';
import { listValidationsByOwner, type ValidationWithTitle } from '../data/validations';
import type { OwnerValidationRequest } from '../../domain/api/validation';
import { ownerRequestView } from './views';

export async function listMyValidationRequests(ownerUserId: string, page: PageQuery) {
  const [result, sentToday] = await Promise.all([listValidationRequestsByOwner(ownerUserId, page), countInvitesToday(ownerUserId)]);
  const now = clock.now();
  return { items: result.items.map((request): OwnerValidationRequest => ownerRequestView(request, now)), cursor: result.cursor, sentToday };
}

export async function listMyValidations(ownerUserId: string, page: PageQuery): Promise<{ items: ValidationWithTitle[]; cursor: string | null }> {
  return listValidationsByOwner(ownerUserId, page);
}
