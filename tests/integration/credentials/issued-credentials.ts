// Credentials issued through the product's real flow, for the credential tests: an owner publishes
// a proof that a named manager and an unnamed peer co-signed, and the credential is downloaded from
// its public URL.
import { expect } from 'vitest';
import type { CredentialView, ProofCredentialAnswer } from '../../../domain/api/credentials';
import type { PublicProofLookupAnswer } from '../../../domain/api/public';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { invite, validationMail } from '../../support/validation-mail';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function credentialIssuing(runtimeUrl: string) {
  const anonymous = apiClient(runtimeUrl);
  const mail = validationMail(runtimeUrl);
  const flow = proofFlow(runtimeUrl, anonymous);
  let people = 0;

  const newOwner = () => {
    people += 1;
    return signedInClient(runtimeUrl, { name: `Cred Owner${people}`, email: `cred.owner${people}@acme.com` });
  };

  /** Invites `email` with `role`; they approve (naming consent as given) and the withdrawal token is returned. */
  async function cosign(owner: ApiClient, proof: OwnProof, email: string, role: 'manager' | 'peer', nameInCredential: boolean, comment = 'I led this team.') {
    const invited = await invite(owner, proof.id, [{ email, role }]);
    expect(invited.status).toBe(201);
    const token = await mail.linkTokenFor(email);
    // Managers sign in with LinkedIn to decide; peers may use the link alone.
    const client = role === 'manager' ? await signedInClient(runtimeUrl, { name: `Mona Manager${people}`, email }) : anonymous;
    const suffix = role === 'manager' ? '-signed-in' : '';
    const opened = await client.request<{ contentHash: string }>('POST', `/validation/open${suffix}`, { token });
    const decided = await client.request('POST', `/validation/decide${suffix}`, { token, decision: 'approved', comment, nameInCredential, contentHash: opened.body.contentHash });
    expect(decided.status).toBe(200);
    return mail.withdrawTokenFor(email);
  }

  /** The proof's credential with its live status; the public proof page, while verified, shows the same. */
  async function credentialOf(proofNumber: string): Promise<CredentialView | null> {
    const answer = await anonymous.request<ProofCredentialAnswer>('GET', `/public/proofs/${proofNumber}/credential`);
    expect(answer.status).toBe(200);
    const page = await anonymous.request<PublicProofLookupAnswer>('GET', `/public/proofs/${proofNumber}`);
    if (page.body.state === 'verified') expect(page.body.credential).toEqual(answer.body.credential);
    return answer.body.credential;
  }

  /** What the public proof page shows of the proof's credential (null when it shows none). */
  async function shownOnPage(proofNumber: string): Promise<CredentialView | null> {
    const page = await anonymous.request<PublicProofLookupAnswer>('GET', `/public/proofs/${proofNumber}`);
    expect(page.status).toBe(200);
    return page.body.state === 'verified' ? page.body.credential : null;
  }

  async function download(url: string): Promise<Json> {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    return (await response.json()) as Json;
  }

  /** A published proof with a named manager and an unnamed peer; its credential as downloaded. */
  async function publishedWithCredential() {
    const owner = await newOwner();
    const created = await flow.create(owner, { title: `Data platform ${people}`, orgName: 'Acme' });
    const managerEmail = `manager${people}@acme.com`;
    const managerWithdraw = await cosign(owner, created, managerEmail, 'manager', true, 'I managed this work.');
    const peerWithdraw = await cosign(owner, created, `peer${people}@acme.com`, 'peer', false);
    const proof = await flow.publish(owner, (await owner.request<OwnProof>('GET', `/proofs/${created.id}`)).body);
    const view = (await credentialOf(proof.proofNumber!))!;
    return { owner, proof, view, credential: await download(view.url), managerWithdraw, peerWithdraw };
  }

  return { anonymous, flow, people: () => people, newOwner, cosign, credentialOf, shownOnPage, download, publishedWithCredential };
}

export type IssuedCredential = Awaited<ReturnType<ReturnType<typeof credentialIssuing>['publishedWithCredential']>>;
