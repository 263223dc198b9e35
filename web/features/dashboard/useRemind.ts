import { useState } from 'react';
import { reminders } from '../../../domain/messages';
import { useApi } from '../../lib/session/useApi';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import type { OwnerValidationRequest } from '../../../domain/api/validation';

/** Sends a reminder (a real mail with a fresh link), with the spec's toasts. */
export function useRemind(onReminded: () => void) {
  const api = useApi();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const send = async (request: OwnerValidationRequest) => {
    setBusyId(request.id);
    try {
      await api(`/proofs/${encodeURIComponent(request.recognitionId)}/validation-requests/${encodeURIComponent(request.id)}/remind`, { method: 'POST' });
      toast(reminders.sent);
      onReminded();
    } catch (error) {
      const tooSoon = error instanceof ApiError && error.status === 429;
      toast({ title: reminders.failed.title, description: tooSoon ? error.message : reminders.failed.description, variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, send };
}
