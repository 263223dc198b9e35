// The organisation registry behind the company-domain check, over HTTP: the seeded US Navy case,
// an admin's edits taking effect for the next check (and the next invitation), each recorded in
// the admin action log, and the registry refused to everyone but admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLogPage } from '../../../domain/api/admin/admin-log';
import type { DomainCheckAnswer, Organisation, OrganisationsPage } from '../../../domain/api/admin/domains';
import { proofContent } from '../../support/factories/proof-content';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { validationMail } from '../../support/validation-mail';
import { opsPeople, refusedToNonAdmins, type OpsPeople } from './ops-support';

let runtime: InProcessRuntime;
let people: OpsPeople;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  people = await opsPeople(runtime, 'domains');
});
afterAll(async () => {
  await runtime?.dispose();
});

type Trust = { trustLevel: number; trustScore: number; matchType: string };
const check = (validatorEmail: string, orgName: string, validatorRole = 'peer') =>
  people.owner.request<Trust>('POST', '/validators/verify-domain', { validatorEmail, orgName, validatorRole });
const registry = async () => (await people.admin.request<OrganisationsPage>('GET', '/admin/domains?limit=100')).body.items;
const lastLogEntry = async () => (await people.admin.request<AdminLogPage>('GET', '/admin/log?limit=1')).body.items[0];

describe('the seeded registry', () => {
  it('rates a @navy.mil validator of a US Navy proof as the verified company, not an external validator', async () => {
    const answer = await check('sailor@navy.mil', 'US Navy');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact' });
    expect((await check('sailor@navy.mil', 'U.S. Navy')).body.trustLevel).toBe(1);
  });

  it('lists US Navy with navy.mil on the Domains page', async () => {
    expect(await registry()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'US Navy', exactDomains: ['navy.mil'], subsidiaryDomains: [] })]));
  });

  it('gives an invitation sent for a US Navy proof the verified company level', async () => {
    const proof = (await people.owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Fleet logistics', orgName: 'US Navy' }))).body;
    const sent = await people.owner.request<{ requests: { inviteeEmail: string; trustLevel: number; trustScore: number }[] }>('POST', '/validation-requests', {
      recognitionId: proof.id,
      validators: [{ email: 'commander@navy.mil', role: 'manager' }],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.requests[0]).toMatchObject({ inviteeEmail: 'commander@navy.mil', trustLevel: 1, trustScore: 100 });
  });

  it('rates the approval of a @navy.mil co-signer of a US Navy proof as company-verified', async () => {
    const proof = (await people.owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Harbour operations', orgName: 'US Navy' }))).body;
    await people.owner.request('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email: 'bosun@navy.mil', role: 'peer' }] });
    const token = await validationMail(runtime.url).linkTokenFor('bosun@navy.mil');
    const opened = await people.anonymous.request<{ contentHash: string }>('POST', '/validation/open', { token });
    expect((await people.anonymous.request('POST', '/validation/decide', { token, decision: 'approved', contentHash: opened.body.contentHash })).status).toBe(200);
    const validations = (await people.owner.request<{ items: { validatorEmail: string; trustScore: number; domainVerificationMethod: string }[] }>('GET', '/validations')).body.items;
    expect(validations.find((validation) => validation.validatorEmail === 'bosun@navy.mil')).toMatchObject({ trustScore: 95, domainVerificationMethod: 'email_domain' });
  });
});

describe('an admin edits the registry', () => {
  it('adds an organisation: the next check uses it, and the admin log says who, what and why', async () => {
    expect((await check('ana@initech-systems.com', 'Initrode')).body.matchType).toBe('external');
    const added = await people.admin.request<Organisation>('POST', '/admin/domains', {
      name: 'Initrode',
      exactDomains: ['Initech-Systems.com'],
      subsidiaryDomains: ['initrode-labs.io'],
      reason: 'Initrode mails from its parent brand’s domain',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Initrode', exactDomains: ['initech-systems.com'], subsidiaryDomains: ['initrode-labs.io'], version: 1, updatedBy: people.adminId });
    expect((await check('ana@initech-systems.com', 'Initrode')).body).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact' });
    expect((await check('ana@eu.initrode-labs.io', 'Initrode')).body).toEqual({ trustLevel: 2, trustScore: 85, matchType: 'subsidiary' });
    expect(await lastLogEntry()).toMatchObject({
      action: 'domain-add',
      actor: people.adminId,
      target: 'domain:Initrode',
      reason: 'Initrode mails from its parent brand’s domain',
      details: { organisationId: added.body.id, exactDomains: 'initech-systems.com', subsidiaryDomains: 'initrode-labs.io' },
    });
    const tried = await people.admin.request<DomainCheckAnswer>('GET', `/admin/domain-check?email=${encodeURIComponent('ana@initech-systems.com')}&orgName=Initrode`);
    expect(tried.body).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact', organisation: { id: added.body.id, name: 'Initrode' } });
  });

  it('changes and removes an organisation: each holds from the next check and is logged', async () => {
    const created = (await people.admin.request<Organisation>('POST', '/admin/domains', { name: 'Vandelay Industries', exactDomains: ['vandelay.example'], reason: 'Known importer' })).body;
    expect((await check('art@vandelay-imports.net', 'Vandelay Industries')).body.matchType).toBe('external');

    const changed = await people.admin.request<Organisation>('PUT', `/admin/domains/${created.id}`, {
      name: 'Vandelay Industries',
      aliases: ['Vandelay Imports'],
      exactDomains: ['vandelay.example'],
      subsidiaryDomains: ['vandelay-imports.net'],
      reason: 'The import division has its own domain',
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    expect((await check('art@vandelay-imports.net', 'Vandelay Industries')).body.matchType).toBe('subsidiary');
    expect((await check('art@vandelay.example', 'Vandelay Imports')).body.matchType).toBe('exact');
    expect(await lastLogEntry()).toMatchObject({ action: 'domain-edit', actor: people.adminId, reason: 'The import division has its own domain', details: { subsidiaryDomains: 'vandelay-imports.net', 'before.subsidiaryDomains': '' } });

    const stale = await people.admin.request<{ error: { message: string } }>('PUT', `/admin/domains/${created.id}`, { name: 'Vandelay', exactDomains: ['vandelay.example'], reason: 'Older tab', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe('Someone changed this organisation meanwhile. Reload it and try again.');

    const removed = await people.admin.request('DELETE', `/admin/domains/${created.id}?reason=${encodeURIComponent('Duplicate entry')}`);
    expect(removed.status).toBe(200);
    expect((await check('art@vandelay-imports.net', 'Vandelay Industries')).body.matchType).toBe('external');
    expect(await lastLogEntry()).toMatchObject({ action: 'domain-remove', reason: 'Duplicate entry', target: 'domain:Vandelay Industries' });
    expect((await people.admin.request('DELETE', `/admin/domains/${created.id}?reason=again`)).status).toBe(404);
  });

  it('keeps names unique and refuses bad input in plain words, writing nothing', async () => {
    const before = await registry();
    const taken = await people.admin.request<{ error: { message: string } }>('POST', '/admin/domains', { name: 'U.S. Navy', exactDomains: ['navy.example'], reason: 'Duplicate' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Another organisation already has this name or alias');
    const bad = await people.admin.request<{ error: { fields: Record<string, string[]> } }>('POST', '/admin/domains', { name: 'Acme', exactDomains: ['not a domain'], subsidiaryDomains: [], reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ 'exactDomains.0': ['Enter a domain like navy.mil'], reason: ['Say why (it is kept in the admin log)'] });
    const none = await people.admin.request<{ error: { fields: Record<string, string[]> } }>('POST', '/admin/domains', { name: 'Acme', reason: 'No domains' });
    expect(none.body.error.fields).toMatchObject({ exactDomains: ['Add at least one domain'] });
    expect(await registry()).toEqual(before);
  });

  it('is refused to anonymous visitors (401), the owner and other members (403)', async () => {
    const organisation = (await registry())[0]!;
    expect(await refusedToNonAdmins(people, 'GET', '/admin/domains')).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'POST', '/admin/domains', { name: 'Evil', exactDomains: ['evil.example'], reason: 'x' })).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'PUT', `/admin/domains/${organisation.id}`, { name: 'Evil', exactDomains: ['evil.example'], reason: 'x' })).toEqual([401, 403, 403]);
    expect(await refusedToNonAdmins(people, 'DELETE', `/admin/domains/${organisation.id}?reason=x`)).toEqual([401, 403, 403]);
    expect(await registry()).toContainEqual(organisation);
  });
});
