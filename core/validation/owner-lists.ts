// The owner's side of validation, for the dashboard's Validation and Invites card.
import type { PageQuery } from '../../domain/api/paging';
import type { OwnerValidationRequest, ValidationRequestsPage, ValidationsPage } from '../../domain/api/validation';
import { clock } from '../clock';
import { countInvitesToday, listValidationRequestsByOwner } from '../data/validation-requests';
import { listValidationsByOwner } from '../data/validations';
import { ownerRequestView } from './views';

export async function listMyValidationRequests(ownerUserId: string, page: PageQuery): Promise<ValidationRequestsPage> {
  const [result, sentToday] = await Promise.all([listValidationRequestsByOwner(ownerUserId, page), countInvitesToday(ownerUserId)]);
  const now = clock.now();
  return { items: result.items.map((request): OwnerValidationRequest => ownerRequestView(request, now)), cursor: result.cursor, sentToday };
}

export async function listMyValidations(ownerUserId: string, page: PageQuery): Promise<ValidationsPage> {
  return listValidationsByOwner(ownerUserId, page);
}
