// A suggestion's placeholders ([X]%, $[N]) never reach a saved proof or a validator: saving is
// refused on the field that holds one, and so is inviting validators to a proof that still
// holds one (saved before the rule, or written by another path).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProofChange } from '../../core/data/proofs/proofs';
import { signedInClient, type ApiClient } from '../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { proofContent } from '../support/factories/proof-content';

interface Proof {
  id: string;
  ownerUserId: string;
  status: string;
  description: string;
  outcomes: { description: string; metric?: string }[];
  contentHash: string;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

let runtime: InProcessRuntime;
let owner: ApiClient;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  owner = await signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive@acme.com' });
});
afterAll(async () => {
  await runtime?.dispose();
});

const suggestedDescription = 'Rebuilt the checkout flow end to end. The result: conversion up [X]%, worth $[N] a year.';
const myProofs = async () => (await owner.request<{ items: Proof[] }>('GET', '/proofs?limit=100')).body.items;
const mails = async () => (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as { to: string[] }[];

describe('saving a proof with a placeholder', () => {
  it.each([
    ['description', { description: suggestedDescription }, 'Replace the placeholders [X] and [N] with your real figures before saving.'],
    ['outcomes.0.metric', { outcomes: [{ description: 'Raised conversion', metric: '+[X]% conversion rate' }] }, 'Replace the placeholder [X] with your real figure before saving.'],
    ['outcomes.1.description', { outcomes: [{ description: 'Checkout 40% faster' }, { description: 'Won [Company] as a customer' }] }, 'Replace the placeholder [Company] with your real details before saving.'],
  ])('refuses %s on create with its message, and stores nothing', async (field, change, message) => {
    const before = (await myProofs()).length;
    const response = await owner.request<ErrorBody>('POST', '/proofs', proofContent(change));
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toEqual([message]);
    expect(await myProofs()).toHaveLength(before);
  });

  it('refuses it on update and leaves the proof as it was', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', proofContent());
    const response = await owner.request<ErrorBody>('PUT', `/proofs/${proof.id}`, proofContent({ description: suggestedDescription, outcomes: [{ description: 'Cut costs', metric: '$[N] saved per year' }] }));
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      description: ['Replace the placeholders [X] and [N] with your real figures before saving.'],
      'outcomes.0.metric': ['Replace the placeholder [N] with your real figure before saving.'],
    });
    const after = (await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body;
    expect(after).toMatchObject({ description: proof.description, outcomes: proof.outcomes, contentHash: proof.contentHash });
  });

  it('saves brackets a person writes, such as [beta] or a citation', async () => {
    const response = await owner.request<Proof>('POST', '/proofs', proofContent({ description: 'Shipped the [beta] to 40 customers, as noted in [1].' }));
    expect(response.status).toBe(201);
  });
});

describe('sending a proof that still holds a placeholder for validation', () => {
  it('is refused with a clear message, and no request or mail goes out', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', proofContent());
    // As a proof saved before the rule: the placeholder is written straight to the table.
    await applyProofChange(proof.id, proof.ownerUserId, { outcomes: [{ description: 'Raised conversion', metric: '+[X]% conversion rate' }] });
    const mailsBefore = (await mails()).length;

    const response = await owner.request<ErrorBody>('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email: 'pat@acme.com', role: 'peer' }] });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Replace the placeholder [X] in this proof with your real figure before sending it for validation.');
    expect(response.body.error.fields).toEqual({ 'outcomes.0.metric': ['Replace the placeholder [X] with your real figure before saving.'] });

    const requests = (await owner.request<{ items: { recognitionId: string }[] }>('GET', '/validation-requests?limit=100')).body.items;
    expect(requests.filter((request) => request.recognitionId === proof.id)).toEqual([]);
    expect((await mails()).length).toBe(mailsBefore);
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.status).toBe('draft');
  });

  it('goes ahead once the placeholder is replaced', async () => {
    const { body: proof } = await owner.request<Proof>('POST', '/proofs', proofContent());
    await applyProofChange(proof.id, proof.ownerUserId, { description: suggestedDescription });
    const refused = await owner.request<ErrorBody>('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email: 'quinn@acme.com', role: 'peer' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Replace the placeholders [X] and [N] in this proof with your real figures before sending it for validation.');

    expect((await owner.request('PUT', `/proofs/${proof.id}`, proofContent({ description: 'Rebuilt the checkout flow end to end. The result: conversion up 4%, worth $2M a year.' }))).status).toBe(200);
    expect((await owner.request('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email: 'quinn@acme.com', role: 'peer' }] })).status).toBe(201);
  });
});
