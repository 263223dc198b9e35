// The signed-in pages' server state: one QueryClient for as long as the provider is mounted
// (a sign-out unmounts it, so the next person starts empty), kept fresh by live updates
// (live-invalidation.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LiveInvalidation } from './live-invalidation';
import { createQueryClient, type Notify } from './query-client';

export function ServerStateProvider({ notify, onSessionEnded, children }: { notify: Notify; onSessionEnded?: () => void; children: ReactNode }) {
  const [client] = useState(() => createQueryClient(notify, onSessionEnded));
  return (
    <QueryClientProvider client={client}>
      <LiveInvalidation />
      {children}
    </QueryClientProvider>
  );
}
