import { remindPathSchema, type OwnerValidationRequest } from '../../domain/api/validation';
import { remindValidator } from '../../core/validation/reminders';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('RemindValidator'), { path: remindPathSchema }, ({ caller, path }): Promise<OwnerValidationRequest> => remindValidator(caller, path.id, path.requestId));
