// The owner's offer of a proof's credential to a wallet (docs/wallets.md): making one, then its
// state, read again every 2 s until a wallet claimed it or it expired.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WalletOfferAnswer } from '../../../../domain/api/wallet';
import { walletRoutes } from '../../../../domain/api/routes/wallet';
import { callRoute } from '../../../lib/api';
import { ownerKey } from '../../../lib/server-state/query-keys';
import { useApi } from '../../../lib/session/useApi';

const WHILE_WAITING_MS = 2_000;
const waiting = (state: WalletOfferAnswer['state'] | undefined) => state === 'offered' || state === 'redeemed';

export function useMakeWalletOffer(proofId: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => callRoute(api, walletRoutes.CreateWalletOffer, { params: { id: proofId } }) });
}

export function useWalletOfferState(proofId: string, offer: WalletOfferAnswer | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ownerKey('proofs', 'wallet-offer', proofId, offer?.offerId ?? ''),
    queryFn: ({ signal }) => callRoute(api, walletRoutes.GetWalletOffer, { params: { id: proofId, offerId: offer!.offerId }, signal }),
    enabled: offer !== undefined,
    initialData: offer,
    refetchInterval: (query) => (waiting(query.state.data?.state) ? WHILE_WAITING_MS : false),
  });
}
