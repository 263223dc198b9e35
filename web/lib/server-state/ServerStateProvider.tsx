// The signed-in pages' server state: one QueryClient for as long as the provider is mounted
// (a sign-out unmounts it, so the next person starts empty), kept fresh by live updates. A
// message invalidates the queries of each collection it names, and only those: the queries on
// screen refetch once each, the others are fetched when next shown; a proof the refetched list
// shows otherwise than the message says is read by its id (proof-catch-up.ts). A dropped or restored
// connection asks again whether the account is suspended (a suspension closes it).
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLiveUpdates } from '../live-updates';
import { useApi } from '../session/useApi';
import { watchProofCatchUp, type ProofCatchUp } from './proof-catch-up';
import { ACCOUNT_STATUS_KEY, ownerKey } from './query-keys';
import { createQueryClient, type Notify } from './query-client';

function LiveInvalidation() {
  const client = useQueryClient();
  const api = useApi();
  const proofs = useRef<ProofCatchUp | null>(null);
  useEffect(() => {
    const watcher = watchProofCatchUp(client);
    proofs.current = watcher;
    return () => watcher.stop();
  }, [client]);
  useLiveUpdates(
    (message) => {
      for (const collection of message.changed) {
        const refetched = client.invalidateQueries({ queryKey: ownerKey(collection) });
        const announced = message.proofs;
        if (collection === 'proofs' && announced) void refetched.then(() => proofs.current?.catchUp(api, announced));
      }
    },
    () => void client.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY }),
  );
  return null;
}

export function ServerStateProvider({ notify, children }: { notify: Notify; children: ReactNode }) {
  const [client] = useState(() => createQueryClient(notify));
  return (
    <QueryClientProvider client={client}>
      <LiveInvalidation />
      {children}
    </QueryClientProvider>
  );
}
