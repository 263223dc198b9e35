// The local wallet: what a phone's wallet app does with an offer, in the embedded runtime, so the
// whole of `Add to wallet` can be tried on one machine. Paste the offer's link (the interaction URL
// the QR code carries) at /__local/wallet: it follows the VC-API exchange as the Learner Credential
// Wallet does (a did:key holder of its own, a DIDAuthentication presentation signed with
// Ed25519Signature2020 over VC 1.1 contexts) and keeps what it received under the data directory.
// Its page shows each credential with the proof it vouches for and whether it still stands (the
// product's public check). It is a client of the product over HTTP, like any wallet.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import { Ed25519VerificationKey2020 } from '@digitalbazaar/ed25519-verification-key-2020';
import { createPresentation, signPresentation, type DocumentLoader } from '@digitalbazaar/vc';
import { CONTEXT as ED25519_2020_CONTEXT, CONTEXT_URL as ED25519_2020_CONTEXT_URL } from 'ed25519-signature-2020-context';
import { ensureDir, isRecord, readJson, writeJsonAtomic } from '../linkedin/members/files';

export interface HeldCredential {
  readonly receivedAt: string;
  readonly credential: Record<string, unknown>;
}

const contexts = new Map<string, unknown>([...credentialsContexts, [ED25519_2020_CONTEXT_URL, ED25519_2020_CONTEXT]]);
const documentLoader: DocumentLoader = async (url) => {
  const document = contexts.get(url);
  if (document === undefined) throw new Error(`The local wallet does not load ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

export class WalletClaimError extends Error {}

/** What a wallet sees of an offer before claiming it: its state and the protocols it offers. */
export interface InspectedOffer {
  readonly link: string;
  readonly state: 'open' | 'used or expired' | 'unknown';
  readonly protocols: Readonly<Record<string, string>>;
  /** The OpenID4VCI offer by reference, while it is open: the issuer and what it offers. */
  readonly credentialOffer: { readonly credential_issuer?: string; readonly credential_configuration_ids?: readonly string[] } | null;
}

export class LocalWallet {
  readonly #file: string;
  readonly #seedFile: string;
  #key: Promise<Ed25519VerificationKey2020> | undefined;

  readonly #origin: string;

  /** `origin`: the product it claims from; a link elsewhere is not followed (the page is no fetcher for other sites). */
  constructor(dataDir: string, origin: string) {
    this.#origin = new URL(origin).origin;
    const dir = join(dataDir, 'wallet');
    ensureDir(dir);
    this.#file = join(dir, 'credentials.json');
    this.#seedFile = join(dir, 'holder.json');
  }

  /** The holder's key, made once per data directory. */
  #holder(): Promise<Ed25519VerificationKey2020> {
    this.#key ??= (async () => {
      const stored = readJson(this.#seedFile);
      const seed = isRecord(stored) && typeof stored.seed === 'string' ? Buffer.from(stored.seed, 'base64url') : randomBytes(32);
      if (!isRecord(stored)) writeJsonAtomic(this.#seedFile, { seed: seed.toString('base64url') });
      const key = await Ed25519VerificationKey2020.generate({ seed });
      key.controller = `did:key:${key.fingerprint()}`;
      key.id = `${key.controller}#${key.fingerprint()}`;
      return key;
    })();
    return this.#key;
  }

  async holderDid(): Promise<string> {
    return (await this.#holder()).controller;
  }

  held(): HeldCredential[] {
    const stored = readJson(this.#file);
    return isRecord(stored) && Array.isArray(stored.credentials) ? (stored.credentials as HeldCredential[]) : [];
  }

  /** Looks at an offer without claiming it, as a wallet shows it before the person accepts. */
  inspect(link: string): Promise<InspectedOffer> {
    return followed(() => this.#inspect(parsedLink(link, this.#origin)));
  }

  async #inspect(url: URL): Promise<InspectedOffer> {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return { link: url.href, state: response.status === 410 ? 'used or expired' : 'unknown', protocols: {}, credentialOffer: null };
    const protocols = ((await response.json()) as { protocols?: Record<string, string> }).protocols ?? {};
    if (Object.keys(protocols).length === 0) return { link: url.href, state: 'unknown', protocols: {}, credentialOffer: null };
    const byReference = protocols['oid4vci-1.0'] ? new URL(protocols['oid4vci-1.0']).searchParams.get('credential_offer_uri') : null;
    const offer = byReference ? await fetch(byReference).then((answer) => (answer.ok ? (answer.json() as Promise<InspectedOffer['credentialOffer']>) : null)) : null;
    return { link: url.href, state: 'open', protocols, credentialOffer: offer };
  }

  /** Claims the credential an interaction URL offers, through its VC-API exchange. */
  claim(link: string): Promise<HeldCredential> {
    return followed(() => this.#claim(parsedLink(link, this.#origin)));
  }

  async #claim(url: URL): Promise<HeldCredential> {
    const protocols = await this.#json(await fetch(url, { headers: { accept: 'application/json' } }));
    const exchange = (protocols.protocols as { vcapi?: unknown } | undefined)?.vcapi;
    if (typeof exchange !== 'string') throw new WalletClaimError('This link offers no VC-API exchange.');
    const started = await this.#json(await post(exchange, {}));
    const request = started.verifiablePresentationRequest as { challenge?: string; domain?: string } | undefined;
    if (!request?.challenge) throw new WalletClaimError('The exchange asked for nothing this wallet can answer.');
    const key = await this.#holder();
    const presentation = createPresentation({ holder: key.controller, version: 1.0 });
    const signed = await signPresentation({ presentation, suite: new Ed25519Signature2020({ key }), challenge: request.challenge, domain: request.domain, documentLoader });
    const answered = await this.#json(await post(exchange, { verifiablePresentation: signed }));
    const credential = (answered.verifiablePresentation as { verifiableCredential?: Record<string, unknown>[] } | undefined)?.verifiableCredential?.[0];
    if (!credential) throw new WalletClaimError('The exchange issued nothing.');
    const received = { receivedAt: new Date().toISOString(), credential };
    writeJsonAtomic(this.#file, { credentials: [received, ...this.held()] });
    return received;
  }

  async #json(response: Response): Promise<Record<string, unknown>> {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new WalletClaimError(String((body.error as { message?: unknown } | undefined)?.message ?? `The issuer answered ${response.status}.`));
    return body;
  }
}

/** Whatever goes wrong following a link (unreachable, not JSON, a malformed answer) is told on the page. */
async function followed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WalletClaimError) throw error;
    throw new WalletClaimError(`The link could not be followed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** An offer's wallet link is short; one longer than this is not one. */
const MAX_LINK_LENGTH = 512;

function parsedLink(link: string, origin: string): URL {
  try {
    const url = new URL(link.trim());
    if (link.length <= MAX_LINK_LENGTH && url.origin === origin) return url;
  } catch {
    // refused below
  }
  throw new WalletClaimError(`Paste the wallet link of an offer: the address the QR code carries (${origin}/…?iuv=1).`);
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
