// The toasts of one admin action (its `actionId`, see ToastInput): how it went, or its failure in
// the server's words. A later toast of the action takes the place of the action's earlier errors.
import { useToast, type ToastInput } from '../../../components/toast/toast-context';

export function useActionToasts(actionId: string) {
  const toast = useToast();
  return {
    done: (message: Omit<ToastInput, 'actionId'>) => toast({ ...message, actionId }),
    /** `onError: failed('Run now failed')`. */
    failed: (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive', actionId }),
  };
}
