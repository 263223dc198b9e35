// Sharing follows the one public-visibility rule: a proof an admin hid, or one of a suspended
// owner, cannot be posted to LinkedIn. The refusal is a clear 4xx in plain words, LinkedIn (the
// stand-in) receives nothing, no share is recorded and the proof stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRecentShares } from '../../../core/data/linkedin/linkedin-shares';
import type { ApiErrorBody } from '../../../domain/api/errors';
import type { LinkedinPostResult } from '../../../domain/api/linkedin';
import { linkedinFailures } from '../../../domain/messages/linkedin';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { connectLinkedin } from '../../support/linkedin-connect';
import { linkedInStandIn, type LinkedInStandInClient } from '../../support/linkedin-stand-in';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { pastTheSuspensionBound } from '../../support/clock';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { makeAdmin } from '../admin/moderation-support';
import { useRuntimeTable } from '../../support/table-snapshot';

let runtime: InProcessRuntime;
let standIn: LinkedInStandInClient;
let admin: ApiClient;
let flow: ReturnType<typeof proofFlow>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  await useRuntimeTable(runtime.url);
  standIn = linkedInStandIn(runtime.url);
  admin = await signedInClient(runtime.url, { name: 'Ada Admin', email: 'ada.admin@example.com' });
  await makeAdmin((await admin.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id);
  flow = proofFlow(runtime.url, apiClient(runtime.url));
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

/** A connected owner with one verified proof. */
async function connectedOwner(name: string, email: string): Promise<{ owner: ApiClient; userId: string; proof: OwnProof }> {
  const owner = await signedInClient(runtime.url, { name, email });
  const proof = await flow.verify(owner, await flow.create(owner, { title: `${name}'s rollout` }));
  await connectLinkedin(runtime.url, owner, { name, email });
  const userId = (await owner.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
  return { owner, userId, proof };
}

const share = (client: ApiClient, proofId: string) =>
  client.request<LinkedinPostResult | ApiErrorBody>('POST', '/linkedin/post', {
    recognitionId: proofId,
    message: 'Proud of this one',
    shareType: 'achievement',
    includeProjectLink: true,
    useAICard: false,
    imageGenerationMethod: 'card',
  });

describe('sharing a moderated proof', () => {
  it('refuses a hidden proof with a 409 in plain words, posts nothing and records nothing; once shown again it can be shared', async () => {
    const { owner, userId, proof } = await connectedOwner('Hana Hidden', 'hana.hidden@example.com');
    expect((await admin.request('POST', `/admin/recognitions/${proof.id}/hide`, { reason: 'The metric is invented.' })).status).toBe(200);
    const postsBefore = (await standIn.posts()).length;

    const refused = await share(owner, proof.id);
    expect(refused.status).toBe(409);
    expect((refused.body as ApiErrorBody).error.message).toBe(linkedinFailures.hiddenProof);
    expect((await standIn.posts()).length).toBe(postsBefore);
    expect(await listRecentShares(userId)).toEqual([]);
    expect((await owner.request<OwnProof>('GET', `/proofs/${proof.id}`)).body.status).toBe(proof.status); // not published by the refused share

    expect((await admin.request('POST', `/admin/recognitions/${proof.id}/unhide`, {})).status).toBe(200);
    const shared = await share(owner, proof.id);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ success: true, alreadyShared: false });
    expect((await standIn.posts()).length).toBe(postsBefore + 1);
  });

  it('refuses the owner once suspended: nothing is posted or recorded', async () => {
    const { owner, userId, proof } = await connectedOwner('Sam Suspended', 'sam.suspended@example.com');
    expect((await admin.request('POST', `/admin/users/${userId}/suspend`, { reason: 'Impersonating a colleague' })).status).toBe(200);
    await pastTheSuspensionBound(runtime.url);
    const postsBefore = (await standIn.posts()).length;

    const refused = await share(owner, proof.id);
    expect(refused.status).toBe(403);
    expect((refused.body as ApiErrorBody).error.reason).toBe('account_suspended');
    expect((await standIn.posts()).length).toBe(postsBefore);
    expect(await listRecentShares(userId)).toEqual([]);
  });
});
