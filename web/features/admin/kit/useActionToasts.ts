// The toasts of one admin action (its `actionId`, see ToastInput): how it went, or its failure in
// the server's words. A later toast of the action takes the place of the action's earlier errors.
import { useToast, type ToastInput } from '../../../components/toast/toast-context';

type Message = Omit<ToastInput, 'actionId'>;

export function useActionToasts(actionId: string) {
  const toast = useToast();
  const done = (message: Message) => toast({ ...message, actionId });
  /** `onError: failed('Run now failed')`. */
  const failed = (title: string) => (error: Error) => toast({ title, description: error.message, variant: 'destructive', actionId });
  return {
    done,
    failed,
    /** `mutate` options that toast the answer (`said(answer)`) or the failure (under `failedTitle`). */
    outcome: <T>(said: (answer: T) => Message, failedTitle: string) => ({ onSuccess: (answer: T) => done(said(answer)), onError: failed(failedTitle) }),
  };
}
