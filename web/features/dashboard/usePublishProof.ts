import type { OwnProof } from '../../../domain/api/proofs';
import { dashboard as messages } from '../../../domain/messages/dashboard';
import { useToast } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api';
import { usePublishMutation } from './api/my-proofs';

/** Publishes a verified proof (one at a time), with the spec's toasts; the list shows it published. `publish` tells whether it was. */
export function usePublishProof() {
  const toast = useToast();
  const mutation = usePublishMutation();
  const publishing = mutation.isPending ? (mutation.variables?.id ?? null) : null;

  const publish = async (proof: OwnProof): Promise<boolean> => {
    if (mutation.isPending) return false;
    try {
      await mutation.mutateAsync(proof);
      toast({ ...messages.proofPublished, actionId: `publish:${proof.id}` });
      return true;
    } catch (error) {
      // A 400 says why in the spec's words ('Cannot share unverified project').
      const reason = error instanceof ApiError && error.status === 400 ? error.message : undefined;
      toast({ title: messages.publishFailed, description: reason, variant: 'destructive', actionId: `publish:${proof.id}` });
      return false;
    }
  };

  return { publishing, publish };
}
