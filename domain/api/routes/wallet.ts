// Adding a proof's credential to a wallet (docs/wallets.md): the owner makes an offer and follows
// it; a wallet reads the issuer's metadata and claims through OpenID4VCI 1.0's pre-authorized code
// flow, or through a VC-API exchange. OpenID4VCI's routes answer in its own shapes (OAuth errors
// included).
import { defineRoutes, shape } from '../route-contract';
import type {
  CredentialIssuerMetadata,
  WalletAuthorizationServerMetadata,
  WalletCredentialAnswer,
  WalletCredentialBody,
  WalletCredentialOffer,
  WalletExchangeAnswer,
  WalletExchangeBody,
  WalletInteractionAnswer,
  WalletNonceAnswer,
  WalletOfferAnswer,
  WalletTokenAnswer,
} from '../wallet';

export const walletRoutes = defineRoutes({
  CreateWalletOffer: { method: 'POST', path: '/api/proofs/{id}/wallet-offers', answer: shape<WalletOfferAnswer>() },
  GetWalletOffer: { method: 'GET', path: '/api/proofs/{id}/wallet-offers/{offerId}', answer: shape<WalletOfferAnswer>() },
  GetCredentialIssuerMetadata: { method: 'GET', path: '/.well-known/openid-credential-issuer', answer: shape<CredentialIssuerMetadata>() },
  GetWalletAuthorizationServerMetadata: { method: 'GET', path: '/.well-known/oauth-authorization-server', answer: shape<WalletAuthorizationServerMetadata>() },
  GetWalletCredentialOffer: { method: 'GET', path: '/api/public/wallet/offers/{code}', answer: shape<WalletCredentialOffer>() },
  // A form (RFC 6749), not JSON: its fields are walletTokenBodySchema's.
  WalletToken: { method: 'POST', path: '/api/public/wallet/token', answer: shape<WalletTokenAnswer>() },
  WalletNonce: { method: 'POST', path: '/api/public/wallet/nonce', answer: shape<WalletNonceAnswer>() },
  WalletCredential: { method: 'POST', path: '/api/public/wallet/credential', body: shape<WalletCredentialBody>(), answer: shape<WalletCredentialAnswer>() },
  // The same offer through VC-API (VCALM): its interaction URL, and the exchange.
  GetWalletInteraction: { method: 'GET', path: '/api/public/wallet/interactions/{code}', answer: shape<WalletInteractionAnswer>() },
  WalletExchange: { method: 'POST', path: '/api/public/wallet/exchanges/{code}', body: shape<WalletExchangeBody>(), answer: shape<WalletExchangeAnswer>() },
});
