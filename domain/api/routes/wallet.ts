// Adding a proof's credential to a wallet (docs/wallets.md): the owner makes an offer and follows
// it; a wallet reads the issuer's metadata and claims through OpenID4VCI 1.0's pre-authorized code
// flow, or through a VC-API exchange. OpenID4VCI's routes answer in its own shapes (OAuth errors
// included).
import { defineRoutes, shape } from '../route-contract';
import type { WalletOfferAnswer } from '../wallet';

export const walletRoutes = defineRoutes({
  CreateWalletOffer: { method: 'POST', path: '/api/proofs/{id}/wallet-offers', answer: shape<WalletOfferAnswer>() },
  GetWalletOffer: { method: 'GET', path: '/api/proofs/{id}/wallet-offers/{offerId}', answer: shape<WalletOfferAnswer>() },
  GetCredentialIssuerMetadata: { method: 'GET', path: '/.well-known/openid-credential-issuer' },
  GetWalletAuthorizationServerMetadata: { method: 'GET', path: '/.well-known/oauth-authorization-server' },
  GetWalletCredentialOffer: { method: 'GET', path: '/api/public/wallet/offers/{code}' },
  WalletToken: { method: 'POST', path: '/api/public/wallet/token' },
  WalletNonce: { method: 'POST', path: '/api/public/wallet/nonce' },
  WalletCredential: { method: 'POST', path: '/api/public/wallet/credential' },
  // The same offer through VC-API (VCALM): its interaction URL, and the exchange.
  GetWalletInteraction: { method: 'GET', path: '/api/public/wallet/interactions/{code}' },
  WalletExchange: { method: 'POST', path: '/api/public/wallet/exchanges/{code}' },
});
