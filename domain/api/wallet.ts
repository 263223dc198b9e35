// Wire shapes of adding a proof's credential to a wallet (docs/wallets.md): the owner's offer, and
// the OpenID4VCI 1.0 requests a wallet makes (pre-authorized code flow).
import * as z from 'zod';

/** An offer lives this long, then nothing can be claimed with it. */
export const WALLET_OFFER_LIFETIME_MS = 10 * 60_000;
/** A wallet's access token, and a nonce for its proof of possession, live this long. */
export const WALLET_TOKEN_LIFETIME_S = 300;
export const WALLET_NONCE_LIFETIME_S = 300;
/** The one credential configuration the issuer offers: a proof's Open Badges 3.0 credential. */
export const PROOF_CREDENTIAL_CONFIGURATION = 'ProvenlyProofCredential';
export const PRE_AUTHORIZED_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
export const OPENID4VCI_PROOF_TYPE = 'openid4vci-proof+jwt';

/** POST /api/proofs/{id}/wallet-offers: what the owner's screen shows. */
export interface WalletOfferAnswer {
  /** The interaction URL (`…?iuv=1`, both protocols): the QR code. Empty once made (shown once). */
  readonly interactionUrl: string;
  /** `openid-credential-offer://?credential_offer_uri=…`: the same-device link. Empty once made. */
  readonly offerUrl: string;
  /** The offer's own reference, for its state (GET …/wallet-offers/{offerId}). */
  readonly offerId: string;
  readonly state: 'offered' | 'redeemed' | 'claimed' | 'expired';
  readonly expiresAt: string;
}

export const walletOfferPathSchema = z.object({ id: z.string().min(1).max(64), offerId: z.string().regex(/^[0-9a-f]{64}$/) });

/** A pre-authorized code, as the offer carries it (43 base64url characters). */
export const preAuthorizedCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const walletTokenBodySchema = z.object({
  grant_type: z.literal(PRE_AUTHORIZED_CODE_GRANT),
  'pre-authorized_code': preAuthorizedCodeSchema,
});

const jwt = z.string().min(1).max(8 * 1024);

/** The credential request: OpenID4VCI 1.0 sends `proofs`, earlier drafts one `proof`. */
export const walletCredentialBodySchema = z.object({
  credential_configuration_id: z.string().max(128).optional(),
  format: z.string().max(64).optional(),
  proofs: z.object({ jwt: z.array(jwt).min(1).max(1) }).optional(),
  proof: z.object({ proof_type: z.literal('jwt'), jwt }).optional(),
});
export type WalletCredentialBody = z.infer<typeof walletCredentialBodySchema>;

/** POST /api/public/wallet/exchanges/{code}: `{}` to start, then the DIDAuthentication presentation. */
export const exchangeBodySchema = z.object({ verifiablePresentation: z.record(z.string(), z.unknown()).optional() });

// What the wallet's routes answer, in OpenID4VCI's and VCALM's own shapes.

/** GET /api/public/wallet/offers/{code}: the credential offer by reference (OpenID4VCI 1.0, 4.1.1). */
export interface WalletCredentialOffer {
  readonly credential_issuer: string;
  readonly credential_configuration_ids: readonly string[];
  readonly grants: { readonly [PRE_AUTHORIZED_CODE_GRANT]: { readonly 'pre-authorized_code': string } };
}

/** GET /.well-known/openid-credential-issuer (OpenID4VCI 1.0, 12.2). */
export interface CredentialIssuerMetadata {
  readonly credential_issuer: string;
  readonly credential_endpoint: string;
  readonly nonce_endpoint: string;
  readonly display: readonly { readonly name: string; readonly locale: string; readonly logo: { readonly uri: string; readonly alt_text: string } }[];
  readonly credential_configurations_supported: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** GET /.well-known/oauth-authorization-server (RFC 8414). */
export interface WalletAuthorizationServerMetadata {
  readonly issuer: string;
  readonly token_endpoint: string;
  readonly grant_types_supported: readonly string[];
  readonly 'pre-authorized_grant_anonymous_access_supported': boolean;
  readonly response_types_supported: readonly string[];
}

/** POST /api/public/wallet/token (OpenID4VCI 1.0, 6.2). */
export interface WalletTokenAnswer {
  readonly access_token: string;
  readonly token_type: 'Bearer';
  readonly expires_in: number;
}

/** POST /api/public/wallet/nonce (OpenID4VCI 1.0, 7.2). */
export interface WalletNonceAnswer {
  readonly c_nonce: string;
}

/** POST /api/public/wallet/credential (OpenID4VCI 1.0, 8.3): the holder-bound credential. */
export interface WalletCredentialAnswer {
  readonly credentials: readonly { readonly credential: Readonly<Record<string, unknown>> }[];
}

/** Any OpenID4VCI route's refusal (RFC 6749, 5.2). */
export interface WalletProtocolErrorBody {
  readonly error: string;
  readonly error_description: string;
}

/** GET /api/public/wallet/interactions/{code} with `Accept: application/json` (VCALM interaction URL). */
export interface WalletInteractionAnswer {
  readonly protocols: { readonly vcapi: string; readonly 'oid4vci-1.0': string };
}

/** POST /api/public/wallet/exchanges/{code}: `{}` is asked to prove a DID; the presentation gets the credential. */
export type WalletExchangeAnswer =
  | {
      readonly verifiablePresentationRequest: {
        readonly query: readonly { readonly type: 'DIDAuthentication'; readonly acceptedMethods: readonly { readonly method: string }[]; readonly acceptedCryptosuites: readonly { readonly cryptosuite: string }[] }[];
        readonly challenge: string;
        readonly domain: string;
      };
    }
  | { readonly verifiablePresentation: { readonly '@context': readonly string[]; readonly type: readonly string[]; readonly verifiableCredential: readonly Readonly<Record<string, unknown>>[] } };
export type WalletExchangeBody = z.input<typeof exchangeBodySchema>;
