// The Audit page over HTTP: a proof's hash-chained validation events, the server-side Verify
// chain (intact, or broken at the event that was tampered with), and the admin action log with
// its own verify; refused to everyone but admins.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, storedDb, tableName } from '../../../core/data/plumbing/client';
import { hashEvent } from '../../../core/data/validation-events/validation-events';
import type { AdminLogPage } from '../../../domain/api/admin/admin-log';
import type { ChainVerificationAnswer, ProofAuditTrail } from '../../../domain/api/admin/audit';
import type { ValidationEvent } from '../../../domain/entities';
import { proofFlow, type OwnProof } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { opsPeople, refusedToNonAdmins, type OpsPeople } from './ops-support';

let runtime: InProcessRuntime;
let people: OpsPeople;
let flow: ReturnType<typeof proofFlow>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  people = await opsPeople(runtime, 'audit');
  flow = proofFlow(runtime.url, people.anonymous);
});
afterAll(async () => {
  await runtime?.dispose();
});

const eventKey = (proofId: string, sequence: number) => ({ pk: `PROOF#${proofId}`, sk: `EVENT#${String(sequence).padStart(10, '0')}` });
const readEvent = async (proofId: string, sequence: number) => (await storedDb().send(new GetCommand({ TableName: tableName(), Key: eventKey(proofId, sequence) }))).Item!;
const writeItem = (item: Record<string, unknown>) => storedDb().send(new PutCommand({ TableName: tableName(), Item: item }));
const verifyProof = async (ref: string) => (await people.admin.request<ChainVerificationAnswer>('POST', `/admin/audit/proofs/${ref}/verify`)).body;

/** A verified proof with a few events: two co-signers each open (view) and approve. */
async function provenProof(title: string): Promise<OwnProof & { proofNumber: string }> {
  const proof = await flow.verify(people.owner, await flow.create(people.owner, { title }), ['First approval', 'Second approval']);
  return { ...proof, proofNumber: proof.proofNumber! };
}

describe('a proof’s chain', () => {
  it('lists the events in chain order, by proof number or id, and verifies them intact', async () => {
    const proof = await provenProof('Audited ledger');
    const trail = await people.admin.request<ProofAuditTrail>('GET', `/admin/audit/proofs/${proof.proofNumber.toLowerCase()}`);
    expect(trail.status).toBe(200);
    expect(trail.body.proof).toMatchObject({ id: proof.id, title: 'Audited ledger', proofNumber: proof.proofNumber, verified: true });
    const events = trail.body.events;
    expect(events.map((event) => event.sequence)).toEqual(events.map((_, index) => index + 1));
    expect(events.filter((event) => event.eventType === 'approve')).toHaveLength(2);
    events.forEach((event, index) => expect(event.previousHash).toBe(index === 0 ? '' : events[index - 1]!.hash));
    expect((await people.admin.request<ProofAuditTrail>('GET', `/admin/audit/proofs/${proof.id}`)).body.events).toEqual(events);

    expect(await verifyProof(proof.proofNumber)).toMatchObject({ ok: true, length: events.length });
  });

  it('reports broken at the event whose content was changed', async () => {
    const proof = await provenProof('Tampered decision');
    const events = (await people.admin.request<ProofAuditTrail>('GET', `/admin/audit/proofs/${proof.id}`)).body.events;
    const approval = events.find((event) => event.eventType === 'approve')!;
    const stored = await readEvent(proof.id, approval.sequence);
    await writeItem({ ...stored, eventType: 'decline' });
    expect(await verifyProof(proof.proofNumber)).toMatchObject({ ok: false, brokenAt: approval.sequence, length: approval.sequence - 1, reason: 'hash' });
  });

  it('reports broken at the next event when one was rewritten with a fresh hash', async () => {
    const proof = await provenProof('Rehashed decision');
    const stored = (await readEvent(proof.id, 2)) as Record<string, unknown>;
    const { pk, sk, type, ...fields } = stored;
    const forged = { ...(fields as ValidationEvent), validatorEmail: 'someone.else@acme.com' };
    await writeItem({ pk, sk, type, ...forged, hash: hashEvent(forged) });
    expect(await verifyProof(proof.id)).toMatchObject({ ok: false, brokenAt: 3, reason: 'previousHash' });
  });

  it('answers 404 in plain words for a proof that does not exist', async () => {
    const missing = await people.admin.request<{ error: { message: string } }>('POST', '/admin/audit/proofs/PJ-ZZZZZZ/verify');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Proof not found');
  });
});

describe('the admin action log', () => {
  it('pages the log newest first with who, when, what and why, and verifies it; a changed entry breaks it there', async () => {
    for (const name of ['Audit One', 'Audit Two', 'Audit Three']) {
      await people.admin.request('POST', '/admin/domains', { name, exactDomains: [`${name.toLowerCase().replace(' ', '-')}.example`], reason: `Adding ${name}` });
    }
    const first = await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((entry) => entry.reason)).toEqual(['Adding Audit Three', 'Adding Audit Two']);
    expect(first.body.items[0]).toMatchObject({ action: 'domain-add', actor: people.adminId, target: 'domain:Audit Three' });
    expect(first.body.items[0]!.seq).toBe(first.body.items[1]!.seq + 1);
    const second = await people.admin.request<AdminLogPage>('GET', `/admin/log?limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect(second.body.items[0]!.reason).toBe('Adding Audit One');

    const intact = (await people.admin.request<ChainVerificationAnswer>('POST', '/admin/log/verify')).body;
    expect(intact).toMatchObject({ ok: true, length: first.body.items[0]!.seq });

    const entry = (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'ADMINLOG', sk: `ENTRY#${String(second.body.items[0]!.seq).padStart(10, '0')}` } }))).Item!;
    await writeItem({ ...entry, reason: 'Nothing to see here' });
    expect((await people.admin.request<ChainVerificationAnswer>('POST', '/admin/log/verify')).body).toMatchObject({ ok: false, brokenAt: second.body.items[0]!.seq, reason: 'hash' });
  });
});

describe('who may use it', () => {
  it('refuses anonymous visitors (401), the owner and other members (403)', async () => {
    const proof = await flow.create(people.owner, { title: 'Private draft' });
    expect(await refusedToNonAdmins(people, 'GET', `/admin/audit/proofs/${proof.id}`)).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'POST', `/admin/audit/proofs/${proof.id}/verify`)).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'GET', '/admin/log')).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'POST', '/admin/log/verify')).toEqual([401, 403, 403]);
  });
});
