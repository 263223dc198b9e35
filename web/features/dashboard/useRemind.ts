import type { OwnerValidationRequest } from '../../../domain/api/validation';
import { reminders, validationCard } from '../../../domain/messages/invitations';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { useRemindMutation } from './api/validation-activity';

/**
 * Sends a reminder (a real mail with one more link; the earlier ones keep working until the
 * request expires), with the spec's toasts. On an expired request it sends a new link: the
 * request is renewed for 72 hours and counts as an invitation. A refusal the person can act on
 * (reminded in the last 24 hours, the request's links at their cap, the daily limit, another live
 * link for that address) toasts the server's words.
 */
export function useRemind() {
  const toast = useToast();
  const mutation = useRemindMutation();
  const busyId = mutation.isPending ? (mutation.variables?.id ?? null) : null;

  const send = async (request: OwnerValidationRequest) => {
    // One action per request: reminding one validator never clears another's failure.
    const actionId = `remind:${request.id}`;
    try {
      await mutation.mutateAsync(request);
      toast({ ...(request.status === 'expired' ? validationCard.newLinkSent : reminders.sent), actionId });
    } catch (error) {
      const explained = error instanceof ApiError && (error.status === 429 || error.status === 409);
      toast({ title: reminders.failed.title, description: explained ? error.message : reminders.failed.description, variant: 'destructive', actionId });
    }
  };
  return { busyId, send };
}
