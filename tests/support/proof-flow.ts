// Takes a proof through the product's own flow over HTTP, as an owner and validators would:
// create, invite (the token comes from the local inbox), approve, publish.
import type { OwnProof } from '../../domain/api/proofs';
import type { ApiClient } from './api-client';
import { proofContent } from './factories/proof-content';

export type { OwnProof };

interface Mail {
  to: string[];
  text: string;
}

export function proofFlow(baseUrl: string, anonymous: ApiClient) {
  let validatorCount = 0;

  async function linkTokenFor(email: string): Promise<string> {
    const mails = (await (await fetch(`${baseUrl}/__local/mail.json`)).json()) as Mail[];
    const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1];
    if (!token) throw new Error(`No validation link mailed to ${email}`);
    return token;
  }

  const create = async (owner: ApiClient, overrides: Record<string, unknown> = {}) =>
    (await owner.request<OwnProof>('POST', '/proofs', proofContent(overrides))).body;

  /** Invites one peer per comment and has each approve; returns the proof as its owner sees it. */
  async function verify(owner: ApiClient, proof: OwnProof, comments: string[] = ['Great work']): Promise<OwnProof> {
    for (const comment of comments) {
      validatorCount += 1;
      const email = `validator${validatorCount}.person@acme.com`;
      const invited = await owner.request('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email, role: 'peer' }] });
      if (invited.status !== 201) throw new Error(`Invitation refused: ${invited.status}`);
      const token = await linkTokenFor(email);
      const opened = await anonymous.request<{ contentHash: string }>('POST', '/validation/open', { token });
      const decided = await anonymous.request('POST', '/validation/decide', { token, decision: 'approved', comment, contentHash: opened.body.contentHash });
      if (decided.status !== 200) throw new Error(`Approval refused: ${decided.status}`);
    }
    return (await owner.request<OwnProof>('GET', `/proofs/${proof.id}`)).body;
  }

  async function publish(owner: ApiClient, proof: OwnProof): Promise<OwnProof> {
    const published = await owner.request<OwnProof>('POST', `/proofs/${proof.id}/publish`);
    if (published.status !== 200) throw new Error(`Publish refused: ${published.status}`);
    return published.body;
  }

  return {
    create,
    /** The owner's proof as it is now. */
    get: async (owner: ApiClient, id: string) => (await owner.request<OwnProof>('GET', `/proofs/${id}`)).body,
    verify,
    publish,
    /** A verified, published proof. */
    published: async (owner: ApiClient, overrides: Record<string, unknown> = {}, comments?: string[]) =>
      publish(owner, await verify(owner, await create(owner, overrides), comments)),
    /** Saves new content (attested content changes: the approvals no longer apply). */
    edit: async (owner: ApiClient, proof: OwnProof, overrides: Record<string, unknown>) =>
      (await owner.request<OwnProof>('PUT', `/proofs/${proof.id}`, proofContent(overrides))).body,
  };
}
