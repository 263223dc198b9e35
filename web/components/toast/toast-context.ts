import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  readonly id: number;
}

export const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Shows a toast: `toast({ title, description, variant })`. */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
