// GET /api/proofs/{id}/wallet-offers/{offerId}: the state of the owner's offer (offered, redeemed, claimed, expired).
import { walletOfferPathSchema, type WalletOfferAnswer } from '../../domain/api/wallet';
import { walletOfferState } from '../../core/wallet/offers';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('GetWalletOffer'), { path: walletOfferPathSchema }, ({ caller, path }): Promise<WalletOfferAnswer> => walletOfferState(caller.id, path.id, path.offerId));
