// POST /api/proofs/{id}/wallet-offers: the owner offers their proof's credential to a wallet.
import type { WalletOfferAnswer } from '../../domain/api/wallet';
import { proofIdPathSchema } from '../../domain/api/proofs';
import { createWalletOffer } from '../../core/wallet/offers';
import { endpoint, routeNamed } from '../shared/endpoint';

export const handler = endpoint(routeNamed('CreateWalletOffer'), { path: proofIdPathSchema }, ({ caller, path }): Promise<WalletOfferAnswer> => createWalletOffer(caller.id, path.id));
