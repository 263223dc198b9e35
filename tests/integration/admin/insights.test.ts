// The Analytics and Settings pages over HTTP: counters written as things happen (sign-ups,
// proofs, co-signatures, verifications per day; the funnel, each person once per step), and the
// effective configuration without a secret in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsAnswer } from '../../../domain/api/admin/analytics';
import type { EffectiveSettings } from '../../../domain/api/admin/settings';
import { DEFAULT_LOCAL_CLIENT_SECRET } from '../../../local/stand-ins/linkedin/linkedin-stand-in';
import { proofFlow } from '../../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { opsPeople, refusedToNonAdmins, type OpsPeople } from './ops-support';
import { advanceClock } from '../../support/clock';

let runtime: InProcessRuntime;
let people: OpsPeople;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false, env: { MAIL_FROM: 'Provenly <hello@provenly.test>' } });
  people = await opsPeople(runtime, 'insights');
});
afterAll(async () => {
  await runtime?.dispose();
});

const analytics = async (days: 30 | 90) => (await people.admin.request<AnalyticsAnswer>('GET', `/admin/analytics?days=${days}`)).body;
const today = () => new Date().toISOString().slice(0, 10);

describe('the Analytics page', () => {
  it('counts each day’s sign-ups, proofs, co-signatures and verifications, and the funnel once per person', async () => {
    const flow = proofFlow(runtime.url, people.anonymous);
    const first = await flow.create(people.owner, { title: 'Counted one' });
    await flow.create(people.owner, { title: 'Counted two' });
    await flow.create(people.other, { title: 'Counted three' });
    await flow.publish(people.owner, await flow.verify(people.owner, first, ['Approved once', 'Approved twice']));

    const month = await analytics(30);
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    expect(month.series.at(-1)).toEqual({ day: today(), signups: 3, proofs: 3, cosignatures: 2, verifications: 1 });
    expect(month.series.slice(0, -1).every((day) => day.signups + day.proofs + day.cosignatures + day.verifications === 0)).toBe(true);
    expect(month.totals).toEqual({ signups: 3, proofs: 3, cosignatures: 2, verifications: 1 });
    expect(month.funnel).toEqual([
      { step: 'signedUp', people: 3 },
      { step: 'createdProof', people: 2 },
      { step: 'invited', people: 1 },
      { step: 'verified', people: 1 },
      { step: 'published', people: 1 },
    ]);
    const quarter = await analytics(90);
    expect(quarter.series).toHaveLength(90);
    expect(quarter.series.at(-1)).toEqual(month.series.at(-1));
  });

  it('puts later activity on its own day', async () => {
    await advanceClock(runtime.url, 2 * 86_400_000);
    await proofFlow(runtime.url, people.anonymous).create(people.other, { title: 'Two days later' });
    const month = await analytics(30);
    expect(month.series.at(-1)).toMatchObject({ signups: 0, proofs: 1 });
    expect(month.series.at(-3)).toMatchObject({ day: today(), signups: 3, proofs: 3 });
    // The other member had created a proof before: still counted once.
    expect(month.funnel.find((step) => step.step === 'createdProof')?.people).toBe(2);
  });

  it('refuses other periods in plain words, and non-admins', async () => {
    const week = await people.admin.request<{ error: { fields: Record<string, string[]> } }>('GET', '/admin/analytics?days=7');
    expect(week.status).toBe(400);
    expect(week.body.error.fields).toEqual({ days: ['days must be 30 or 90'] });
    expect(await refusedToNonAdmins(people, 'GET', '/admin/analytics')).toEqual([401, 403, 403]);
  });
});

describe('the Settings page', () => {
  it('shows the effective limits, link lifetime, mail sender, LinkedIn API version and region, and no secret', async () => {
    const answer = await people.admin.request<EffectiveSettings>('GET', '/admin/settings');
    expect(answer.status).toBe(200);
    const items = Object.fromEntries(answer.body.groups.flatMap((group) => group.items.map((item) => [item.name, item])));
    expect(items['Invitations per owner per day']).toMatchObject({ value: '10' });
    expect(items['Validation link lifetime']).toMatchObject({ value: '72 hours' });
    expect(items['Sender']).toEqual({ name: 'Sender', value: 'Provenly <hello@provenly.test>', source: 'MAIL_FROM' });
    expect(items['API version (LinkedIn-Version)']?.value).toMatch(/^\d{6}$/);
    expect(items['Region']).toMatchObject({ value: 'us-east-1' });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(DEFAULT_LOCAL_CLIENT_SECRET);
    expect(text.toLowerCase()).not.toContain('secret');
    expect(await refusedToNonAdmins(people, 'GET', '/admin/settings')).toEqual([401, 403, 403]);
  });
});
