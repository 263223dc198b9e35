// A wallet for the VC-API tests, as the Learner Credential Wallet works (its app/lib/exchanges.ts
// and lib/composeVp.ts) but on Digital Bazaar's libraries, sharing nothing with the product: a
// did:key holder opens the interaction URL, posts `{}` to the exchange, answers the
// DIDAuthentication request with a presentation signed with Ed25519Signature2020 (VC 1.1 contexts, as that
// wallet signs) or eddsa-rdfc-2022 (VC 2.0), and receives the credential.
import { randomBytes } from 'node:crypto';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { generate as generateMultikey } from '@digitalbazaar/ed25519-multikey';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import { Ed25519VerificationKey2020 } from '@digitalbazaar/ed25519-verification-key-2020';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { createPresentation, signPresentation, type DocumentLoader } from '@digitalbazaar/vc';
import { CONTEXT as ED25519_2020_CONTEXT, CONTEXT_URL as ED25519_2020_CONTEXT_URL } from 'ed25519-signature-2020-context';

export type HolderSuite = 'Ed25519Signature2020' | 'eddsa-rdfc-2022';

export interface VcApiHolder {
  readonly did: string;
  readonly suite: HolderSuite;
  /** The signature suite signing as this holder. */
  sign(): unknown;
}

const contexts = new Map<string, unknown>([...credentialsContexts, ...dataIntegrityContexts, [ED25519_2020_CONTEXT_URL, ED25519_2020_CONTEXT]]);
const documentLoader: DocumentLoader = async (url) => {
  const document = contexts.get(url);
  if (document === undefined) throw new Error(`The test wallet does not load ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

export async function newVcApiHolder(suite: HolderSuite): Promise<VcApiHolder> {
  if (suite === 'Ed25519Signature2020') {
    const key = await Ed25519VerificationKey2020.generate();
    const did = `did:key:${key.fingerprint()}`;
    key.controller = did;
    key.id = `${did}#${key.fingerprint()}`;
    return { did, suite, sign: () => new Ed25519Signature2020({ key }) };
  }
  // The same seed twice: the first key names the DID, the second is that key controlled by it.
  const seed = randomBytes(32);
  const { publicKeyMultibase } = await generateMultikey({ seed });
  const did = `did:key:${publicKeyMultibase}`;
  const key = await generateMultikey({ seed, id: `${did}#${publicKeyMultibase}`, controller: did });
  return { did, suite, sign: () => new DataIntegrityProof({ signer: key.signer(), cryptosuite: eddsaRdfc2022 }) };
}

export interface ExchangeAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

async function post(url: string, body: unknown): Promise<ExchangeAnswer> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The exchange URL an interaction URL offers (GET with Accept: application/json, `protocols.vcapi`). */
export async function exchangeOf(interactionUrl: string): Promise<string> {
  const response = await fetch(interactionUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The interaction URL answered ${response.status}`);
  return ((await response.json()) as { protocols: { vcapi: string } }).protocols.vcapi;
}

/** Posts `{}`: the DIDAuthentication request's challenge and domain. */
export async function startExchange(exchangeUrl: string): Promise<{ challenge: string; domain: string }> {
  const started = await post(exchangeUrl, {});
  const request = started.body.verifiablePresentationRequest as { query: { type: string }[]; challenge: string; domain: string } | undefined;
  if (started.status !== 200 || !request || request.query[0]?.type !== 'DIDAuthentication') throw new Error(`The exchange asked for no DIDAuthentication: ${JSON.stringify(started.body)}`);
  return { challenge: request.challenge, domain: request.domain };
}

/** The holder's DIDAuthentication presentation for a challenge and domain. */
export async function didAuthentication(holder: VcApiHolder, request: { challenge: string; domain: string }): Promise<Record<string, unknown>> {
  const presentation = createPresentation({ holder: holder.did, version: holder.suite === 'Ed25519Signature2020' ? 1.0 : 2.0 });
  return signPresentation({ presentation, suite: holder.sign(), challenge: request.challenge, domain: request.domain, documentLoader });
}

export const answerExchange = (exchangeUrl: string, verifiablePresentation: unknown): Promise<ExchangeAnswer> => post(exchangeUrl, { verifiablePresentation });

/** The whole exchange: the credential the wallet receives. */
export async function claimWithVcApi(interactionUrl: string, holder: VcApiHolder): Promise<Record<string, unknown>> {
  const exchange = await exchangeOf(interactionUrl);
  const answer = await answerExchange(exchange, await didAuthentication(holder, await startExchange(exchange)));
  const credential = (answer.body.verifiablePresentation as { verifiableCredential?: Record<string, unknown>[] } | undefined)?.verifiableCredential?.[0];
  if (answer.status !== 200 || !credential) throw new Error(`The exchange issued nothing: ${answer.status} ${JSON.stringify(answer.body)}`);
  return credential;
}
