// A wallet for the OpenID4VCI tests, on an independent library (@openid4vc/openid4vci): an Ed25519
// did:key holder, and the pre-authorized code flow from a credential offer to the credential, whole
// or step by step (to redeem a code twice, or prove another nonce), with the issuer's refusals
// readable (refusalOf).
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { CompactSign, type CompactJWSHeaderParameters } from 'jose';
import {
  getGlobalConfig,
  Openid4vciClient,
  Openid4vciVersion,
  setGlobalConfig,
  type CredentialOfferObject,
  type IssuerMetadataResult,
  type Openid4vciClientOptions,
} from '@openid4vc/openid4vci';

// The library takes only https:// URLs unless told otherwise, process-wide; tests serve plain http.
setGlobalConfig({ ...getGlobalConfig(), allowInsecureUrls: true });

export interface Holder {
  readonly did: string;
  /** The verification method the proofs name: `${did}#${fingerprint}`. */
  readonly kid: string;
  readonly publicJwk: { readonly kty: 'OKP'; readonly crv: 'Ed25519'; readonly x: string };
  signJwt(header: CompactJWSHeaderParameters, payload: Record<string, unknown>): Promise<string>;
}

export interface ResolvedOffer {
  readonly offer: CredentialOfferObject;
  readonly issuerMetadata: IssuerMetadataResult;
  readonly credentialConfigurationId: string;
}

export interface IssuerRefusal {
  readonly status: number;
  /** The OAuth error code (`error`), from the JSON body or the WWW-Authenticate header. */
  readonly error: string | undefined;
  readonly body: unknown;
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ED25519_PUB_MULTICODEC = [0xed, 0x01];
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function base58btc(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let encoded = '';
  while (value > 0n) {
    encoded = BASE58_ALPHABET.charAt(Number(value % 58n)) + encoded;
    value /= 58n;
  }
  const leadingZeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(leadingZeros === -1 ? bytes.length : leadingZeros) + encoded;
}

function holderOf(privateKey: KeyObject): Holder {
  const publicJwk = privateKey.export({ format: 'jwk' });
  const publicKey = { kty: 'OKP', crv: 'Ed25519', x: publicJwk.x! } as const;
  const fingerprint = `z${base58btc(Uint8Array.from([...ED25519_PUB_MULTICODEC, ...Buffer.from(publicKey.x, 'base64url')]))}`;
  const did = `did:key:${fingerprint}`;
  return {
    did,
    kid: `${did}#${fingerprint}`,
    publicJwk: publicKey,
    signJwt: (header, payload) => new CompactSign(new TextEncoder().encode(JSON.stringify(payload))).setProtectedHeader(header).sign(privateKey),
  };
}

export async function newHolder(): Promise<Holder> {
  return holderOf(generateKeyPairSync('ed25519').privateKey);
}

/** The same holder for the same 32-byte seed. */
export function holderFromSeed(seed: Uint8Array): Holder {
  return holderOf(createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' }));
}

function walletClient(holder?: Holder): Openid4vciClient {
  const callbacks: Openid4vciClientOptions['callbacks'] = {
    hash: (data, alg) => createHash(alg.replace('-', '')).update(data).digest(),
    generateRandom: (byteLength) => randomBytes(byteLength),
    clientAuthentication: () => undefined,
    signJwt: async (signer, { header, payload }) => {
      if (!holder || signer.method !== 'did' || signer.didUrl !== holder.kid) throw new Error(`This wallet signs only as its holder, not as ${JSON.stringify(signer)}`);
      return { jwt: await holder.signJwt(JSON.parse(JSON.stringify(header)) as CompactJWSHeaderParameters, payload), signerJwk: holder.publicJwk };
    },
  };
  return new Openid4vciClient({ callbacks });
}

export async function resolveOffer(offerUrl: string): Promise<ResolvedOffer> {
  const client = walletClient();
  const offer = await client.resolveCredentialOffer(offerUrl);
  const issuerMetadata = await client.resolveIssuerMetadata(offer.credential_issuer);
  if (issuerMetadata.originalDraftVersion !== Openid4vciVersion.V1) {
    throw new Error(
      `The library reads the issuer's metadata as ${issuerMetadata.originalDraftVersion}, not OpenID4VCI 1.0 (it takes a metadata for 1.0 only when a credential configuration has 'credential_metadata'), and would ask for the credential by format`,
    );
  }
  const credentialConfigurationId = offer.credential_configuration_ids[0];
  if (!credentialConfigurationId) throw new Error('The offer names no credential configuration');
  return { offer, issuerMetadata, credentialConfigurationId };
}

export async function tokenFor(resolved: ResolvedOffer): Promise<string> {
  const { accessTokenResponse } = await walletClient().retrievePreAuthorizedCodeAccessTokenFromOffer({
    credentialOffer: resolved.offer,
    issuerMetadata: resolved.issuerMetadata,
  });
  return accessTokenResponse.access_token;
}

export async function nonceFor(resolved: ResolvedOffer): Promise<string> {
  return (await walletClient().requestNonce({ issuerMetadata: resolved.issuerMetadata })).c_nonce;
}

/** The proof JWT: header { typ: 'openid4vci-proof+jwt', alg: 'EdDSA', kid }, payload { aud, iat, nonce }. */
export async function proofFor(resolved: ResolvedOffer, holder: Holder, nonce: string): Promise<string> {
  const { jwt } = await walletClient(holder).createCredentialRequestJwtProof({
    issuerMetadata: resolved.issuerMetadata,
    credentialConfigurationId: resolved.credentialConfigurationId,
    signer: { method: 'did', didUrl: holder.kid, alg: 'EdDSA' },
    nonce,
  });
  return jwt;
}

/** Asks for the credential ({ credential_configuration_id, proofs: { jwt: [proof] } }); the first one issued. */
export async function credentialWith(resolved: ResolvedOffer, accessToken: string, holder: Holder, nonce: string): Promise<unknown> {
  const { credentialResponse } = await walletClient(holder).retrieveCredentials({
    issuerMetadata: resolved.issuerMetadata,
    credentialConfigurationId: resolved.credentialConfigurationId,
    accessToken,
    proofs: { jwt: [await proofFor(resolved, holder, nonce)] },
  });
  const first = credentialResponse.credentials?.[0] ?? credentialResponse.credential;
  if (first === undefined) throw new Error(`No credential issued: ${JSON.stringify(credentialResponse)}`);
  return typeof first === 'object' && 'credential' in first ? first.credential : first;
}

export async function claimWithOpenId4Vci(offerUrl: string, holder: Holder, options: { nonce?: string } = {}): Promise<unknown> {
  const resolved = await resolveOffer(offerUrl);
  const accessToken = await tokenFor(resolved);
  const nonce = await nonceFor(resolved);
  return credentialWith(resolved, accessToken, holder, options.nonce ?? nonce);
}

function issuerResponseIn(error: unknown): Response | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error;
  if (response instanceof Response) return response;
  return typeof response === 'object' && response !== null && 'response' in response && response.response instanceof Response ? response.response : undefined;
}

/**
 * What the issuer answered to a step that it refused (the library's errors carry the HTTP response:
 * Oauth2ClientErrorResponseError from the token endpoint, Openid4vciRetrieveCredentialsError from the
 * credential endpoint, InvalidFetchResponseError otherwise). Throws if the step succeeded, or failed
 * without an answer from the issuer (e.g. metadata the library rejects).
 */
export async function refusalOf(step: Promise<unknown>): Promise<IssuerRefusal> {
  const error = await step.then(
    (result) => {
      throw new Error(`Expected the issuer to refuse, but it answered ${JSON.stringify(result)}`);
    },
    (reason: unknown) => reason,
  );
  const response = issuerResponseIn(error);
  if (!response) throw error;
  const text = await response.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  const bodyError = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
  const challengeError = /\berror="([^"]*)"/.exec(response.headers.get('www-authenticate') ?? '')?.[1];
  return { status: response.status, error: bodyError ?? challengeError, body };
}
