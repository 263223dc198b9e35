// Asking a validator who declined again, from the edit page: a new invitation to the address the
// declined request went to, in the same role (POST /api/validation-requests). Every invitation
// rule holds (the day's limit, one live link per address, no placeholders left); a refusal
// toasts as the invitation dialog's do. Once sent, the decline is answered and leaves the list.
import { useState } from 'react';
import { invitations } from '../../../domain/messages/invitations';
import { declines } from '../../../domain/messages/declines';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { useToast } from '../../components/toast/toast-context';
import { invitationRefusal, useSendInvitations } from '../../lib/server-state/invitations';

export function useAskDeclinerAgain() {
  const toast = useToast();
  const mutation = useSendInvitations();
  const [busyId, setBusyId] = useState<string | null>(null);

  const send = async ({ validation, invitedEmail }: StandingDecline) => {
    const actionId = `ask-declined-again:${validation.id}`;
    setBusyId(validation.id);
    try {
      const result = await mutation.mutateAsync({ recognitionId: validation.recognitionId, validators: [{ email: invitedEmail, role: validation.role }] });
      toast({ ...declines.askedAgain(invitedEmail), actionId });
      if (result.mailFailed.length > 0) {
        toast({ title: invitations.mailFailedTitle, description: invitations.mailFailed(result.mailFailed.join(', ')), variant: 'destructive' });
      }
    } catch (error) {
      toast({ ...invitationRefusal(error), actionId });
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, send };
}
