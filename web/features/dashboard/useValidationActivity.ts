// The owner's validation requests and validations, for the Validation and Invites card and the
// invitation dialog's daily counter.
import { useCallback, useEffect, useState } from 'react';
import type { OwnerValidationRequest, ValidationRequestsPage, ValidationsPage, ValidationWithTitle } from '../../../domain/api/validation';
import { useApi } from '../../lib/session/useApi';

export interface ValidationActivity {
  readonly requests: OwnerValidationRequest[];
  readonly validations: ValidationWithTitle[];
  /** Invitations counted today (the n/10 counter). */
  readonly sentToday: number;
  readonly loaded: boolean;
  reload(): void;
}

const REQUESTS_SHOWN = 100;
const VALIDATIONS_SHOWN = 50;

export function useValidationActivity(): ValidationActivity {
  const api = useApi();
  const [state, setState] = useState({ requests: [] as OwnerValidationRequest[], validations: [] as ValidationWithTitle[], sentToday: 0, loaded: false });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    void Promise.allSettled([
      api<ValidationRequestsPage>(`/validation-requests?limit=${REQUESTS_SHOWN}`, { signal }),
      api<ValidationsPage>(`/validations?limit=${VALIDATIONS_SHOWN}`, { signal }),
    ]).then(([requests, validations]) => {
      if (signal.aborted) return;
      setState((current) => ({
        requests: requests.status === 'fulfilled' ? requests.value.items : current.requests,
        sentToday: requests.status === 'fulfilled' ? requests.value.sentToday : current.sentToday,
        validations: validations.status === 'fulfilled' ? validations.value.items : current.validations,
        loaded: true,
      }));
    });
    return () => controller.abort();
  }, [api, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { ...state, reload };
}
