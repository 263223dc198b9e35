// The owner's validation requests and validations, for the Validation and Invites card and the
// invitation dialog's daily counter. A failed load keeps what is on screen.
import type { OwnerValidation, OwnerValidationRequest } from '../../../domain/api/validation';
import { useValidationRequests, useValidations } from '../../lib/server-state/validation-activity';

export interface ValidationActivity {
  readonly requests: readonly OwnerValidationRequest[];
  readonly validations: readonly OwnerValidation[];
  /** Invitations counted today (the n/10 counter). */
  readonly sentToday: number;
  readonly loaded: boolean;
}

export function useValidationActivity(): ValidationActivity {
  const requests = useValidationRequests();
  const validations = useValidations();
  return {
    requests: requests.data?.items ?? [],
    validations: validations.data?.items ?? [],
    sentToday: requests.data?.sentToday ?? 0,
    loaded: !requests.isPending && !validations.isPending,
  };
}
