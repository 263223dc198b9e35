import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
  /**
   * Which action this toast reports on, one identity per action and what it acts on
   * (`save-project:p1`, `remind:r7`). A later toast of the same action takes the place of that
   * action's earlier errors: its success clears them, a new failure replaces them. Other actions'
   * toasts stay. Without it, a toast stands alone.
   */
  readonly actionId?: string;
}

export interface Toast extends ToastInput {
  readonly id: number;
}

/** Shows a toast; `clearErrors(actionId)` is an action's success when it shows no toast of its own. */
export interface Toaster {
  (toast: ToastInput): void;
  /** Dismisses the error toasts of one action (see `ToastInput.actionId`), and nothing else. */
  clearErrors(actionId: string): void;
}

export const ToastContext = createContext<Toaster | null>(null);

/** Shows a toast: `toast({ title, description, variant, actionId })`; `toast.clearErrors(actionId)`. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
