// Whether this page's code is running: false while React hydrates the server's HTML (and in that
// HTML), true from then on. A button that only works with its code stays disabled until then, so
// a click on the server's copy is never silently lost.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
