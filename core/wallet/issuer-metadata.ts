// What a wallet reads before it claims (OpenID4VCI 1.0, sections 4 and 12): the credential offer,
// the credential issuer's metadata and the authorization server's (the issuer is its own). The
// credential is offered as `ldp_vc`: a VC Data Model 2.0 document secured with Data Integrity
// (eddsa-rdfc-2022), the proof's Open Badges 3.0 credential as verifiers already check it.
import { PRE_AUTHORIZED_CODE_GRANT, PROOF_CREDENTIAL_CONFIGURATION, type CredentialIssuerMetadata, type WalletAuthorizationServerMetadata, type WalletCredentialOffer } from '../../domain/api/wallet';
import { PRODUCT_NAME } from '../../domain/product';
import { config } from '../config';
import { CREDENTIAL_CONTEXT } from '../credentials/open-badge';

export const walletEndpoints = (origin: string) => ({
  token: `${origin}/api/public/wallet/token`,
  nonce: `${origin}/api/public/wallet/nonce`,
  credential: `${origin}/api/public/wallet/credential`,
});

export const credentialOfferUri = (origin: string, code: string): string => `${origin}/api/public/wallet/offers/${code}`;
/** The OpenID4VCI offer by reference, as a wallet app on the device opens it. */
export const credentialOfferUrl = (origin: string, code: string): string => `openid-credential-offer://?${new URLSearchParams({ credential_offer_uri: credentialOfferUri(origin, code) })}`;
/** The VCALM interaction URL (both protocols), and its VC-API exchange. */
export const interactionUrl = (origin: string, code: string): string => `${origin}/api/public/wallet/interactions/${code}?iuv=1`;
export const exchangeUrl = (origin: string, code: string): string => `${origin}/api/public/wallet/exchanges/${code}`;

export function credentialOffer(code: string): WalletCredentialOffer {
  return {
    credential_issuer: config().publicOrigin,
    credential_configuration_ids: [PROOF_CREDENTIAL_CONFIGURATION],
    grants: { [PRE_AUTHORIZED_CODE_GRANT]: { 'pre-authorized_code': code } },
  };
}

export function credentialIssuerMetadata(): CredentialIssuerMetadata {
  const origin = config().publicOrigin;
  const endpoints = walletEndpoints(origin);
  const display = [{ name: PRODUCT_NAME, locale: 'en-US', logo: { uri: `${origin}/apple-touch-icon.png`, alt_text: `${PRODUCT_NAME} logo` } }];
  return {
    credential_issuer: origin,
    credential_endpoint: endpoints.credential,
    nonce_endpoint: endpoints.nonce,
    display,
    credential_configurations_supported: {
      [PROOF_CREDENTIAL_CONFIGURATION]: {
        format: 'ldp_vc',
        cryptographic_binding_methods_supported: ['did:key'],
        credential_signing_alg_values_supported: ['eddsa-rdfc-2022'],
        proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['EdDSA'] } },
        credential_definition: { '@context': [...CREDENTIAL_CONTEXT], type: ['VerifiableCredential', 'OpenBadgeCredential'] },
        credential_metadata: { display: [{ name: `${PRODUCT_NAME} verified proof`, locale: 'en-US', description: 'A work project co-signed by the people who were there.' }] },
      },
    },
  };
}

export function authorizationServerMetadata(): WalletAuthorizationServerMetadata {
  const origin = config().publicOrigin;
  return {
    issuer: origin,
    token_endpoint: walletEndpoints(origin).token,
    grant_types_supported: [PRE_AUTHORIZED_CODE_GRANT],
    'pre-authorized_grant_anonymous_access_supported': true,
    response_types_supported: [],
  };
}
