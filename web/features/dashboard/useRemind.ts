import type { OwnerValidationRequest } from '../../../domain/api/validation';
import { reminders } from '../../../domain/messages';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useRemindMutation } from './api/validation-activity';

/** Sends a reminder (a real mail with a fresh link), with the spec's toasts. */
export function useRemind() {
  const toast = useToast();
  const mutation = useRemindMutation();
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null;

  const send = async (request: OwnerValidationRequest) => {
    try {
      await mutation.mutateAsync(request);
      toast(reminders.sent);
    } catch (error) {
      const tooSoon = error instanceof ApiError && error.status === 429;
      toast({ title: reminders.failed.title, description: tooSoon ? error.message : reminders.failed.description, variant: 'destructive' });
    }
  };
  return { busyId, send };
}
