import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../../domain/constants';
import { useToast } from './toast/toast-context';

/**
 * Copies text to the clipboard; `copied` is true for 2 s after; a failure toasts `failureMessage`
 * until copying the same text succeeds.
 */
export function useCopy(failureMessage: string) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const actionId = `copy:${text}`;
      try {
        await navigator.clipboard.writeText(text);
        toast.clearErrors(actionId);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      } catch {
        toast({ title: failureMessage, variant: 'destructive', actionId });
      }
    },
    [failureMessage, toast],
  );
  return { copied, copy };
}
