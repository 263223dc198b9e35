// generate-content-suggestions over HTTP, against a private local runtime (which selects the
// deterministic local suggester): the answer's shape per type, bad input, sign-in, and the
// per-user hourly limit under parallel requests and across the clock hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { advanceClock } from '../support/clock';

/** A small limit keeps the test fast; the product's limit is SUGGESTIONS_PER_HOUR. */
const LIMIT = 5;

interface Suggestions {
  suggestions: { enhancedDescription?: string; outcomes?: { description: string; metric?: string }[]; skills?: string[] };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

const context = {
  title: 'Migrated checkout to React and AWS Lambda',
  role: 'Senior Software Engineer',
  orgName: 'Acme Retail',
  description: 'rebuilt the checkout flow as a single-page app backed by lambda functions and dynamodb. led a team of 4 engineers',
  skills: ['TypeScript'],
};

let runtime: InProcessRuntime;
let memberCount = 0;
const member = () => {
  memberCount += 1;
  return signedInClient(runtime.url, { name: `Member ${memberCount}`, email: `member${memberCount}@example.com` });
};
const suggest = <T = Suggestions>(client: ApiClient, body: unknown) => client.request<T>('POST', '/suggestions', body);

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false, env: { SUGGESTION_LIMIT_PER_HOUR: String(LIMIT) } });
});
afterAll(async () => {
  await runtime?.dispose();
});

describe('suggestions by type', () => {
  it('suggests a description that keeps the person\'s words and names role and organisation', async () => {
    const client = await member();
    const { status, body } = await suggest(client, { type: 'description', context });
    expect(status).toBe(200);
    expect(Object.keys(body.suggestions)).toEqual(['enhancedDescription']);
    const text = body.suggestions.enhancedDescription!;
    expect(text).toMatch(/^As Senior Software Engineer at Acme Retail, I migrated checkout to React and AWS Lambda\./);
    expect(text).toContain('Rebuilt the checkout flow as a single-page app backed by lambda functions and dynamodb.');
    expect(text.length).toBeGreaterThanOrEqual(10);
    expect(text.length).toBeLessThanOrEqual(5000);
  });

  it('suggests outcomes the project form accepts, with metric slots', async () => {
    const client = await member();
    const { status, body } = await suggest(client, { type: 'outcomes', context });
    expect(status).toBe(200);
    expect(Object.keys(body.suggestions)).toEqual(['outcomes']);
    expect(body.suggestions.outcomes).toHaveLength(3);
    for (const outcome of body.suggestions.outcomes!) {
      expect(outcome.description.trim().length).toBeGreaterThan(0);
      expect(outcome.description.length).toBeLessThanOrEqual(500);
      expect(outcome.metric).toMatch(/\[[A-Z]\]/);
      expect(outcome.metric!.length).toBeLessThanOrEqual(200);
    }
    // A suggested outcome fits the form, but its slots must be filled in before it is saved.
    const save = (outcomes: { description: string; metric?: string }[]) =>
      client.request<{ error?: { fields?: Record<string, string[]> } }>('POST', '/proofs', { ...context, description: 'Rebuilt the checkout flow.', startDate: '2025-01-10', outcomes });
    const refused = await save(body.suggestions.outcomes!);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error?.fields ?? {})).toEqual(['outcomes.0.metric', 'outcomes.1.metric', 'outcomes.2.metric']);
    const filledIn = body.suggestions.outcomes!.map((outcome) => ({ ...outcome, metric: outcome.metric?.replace(/\[[A-Z]\]/g, '12') }));
    expect((await save(filledIn)).status).toBe(201);
  });

  it('suggests new skills only, at most 8, from the project\'s own words', async () => {
    const client = await member();
    const { status, body } = await suggest(client, { type: 'skills', context: { ...context, skills: ['TypeScript', 'react'] } });
    expect(status).toBe(200);
    expect(Object.keys(body.suggestions)).toEqual(['skills']);
    const skills = body.suggestions.skills!;
    expect(skills).toEqual(expect.arrayContaining(['AWS Lambda', 'Amazon DynamoDB', 'Team Leadership']));
    expect(skills.map((skill) => skill.toLowerCase())).not.toEqual(expect.arrayContaining(['react']));
    expect(skills.map((skill) => skill.toLowerCase())).not.toEqual(expect.arrayContaining(['typescript']));
    expect(skills.length).toBeLessThanOrEqual(8);
    expect(new Set(skills).size).toBe(skills.length);
  });

  it('answers the same request the same way', async () => {
    const client = await member();
    const first = await suggest(client, { type: 'skills', context });
    const second = await suggest(client, { type: 'skills', context });
    expect(second.body).toEqual(first.body);
  });
});

describe('refusals', () => {
  it('asks for a title first (400, the spec\'s words)', async () => {
    const client = await member();
    for (const body of [{ type: 'skills', context: { ...context, title: '   ' } }, { type: 'skills', context: { role: 'Engineer' } }, { type: 'skills' }]) {
      const response = await suggest<ErrorBody>(client, body);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Please add a project title first for better suggestions.');
    }
  });

  it('refuses an unknown type and malformed bodies with 400', async () => {
    const client = await member();
    const unknown = await suggest<ErrorBody>(client, { type: 'title', context });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Suggestion type must be description, outcomes or skills');
    expect((await suggest(client, '{not json')).status).toBe(400);
    expect((await suggest(client, { type: 'skills', context: { ...context, skills: ['x'.repeat(61)] } })).status).toBe(400);
  });

  it('needs a signed-in caller (401)', async () => {
    const response = await suggest<ErrorBody>(apiClient(runtime.url), { type: 'skills', context });
    expect(response.status).toBe(401);
  });
});

describe('the hourly limit', () => {
  it('holds under parallel requests, says so clearly, spares other users, and resets with the clock hour', async () => {
    const [busy, other] = await Promise.all([member(), member()]);
    // Bad input is refused before it is counted.
    expect((await suggest(busy, { type: 'skills', context: { title: '' } })).status).toBe(400);

    const burst = await Promise.all(Array.from({ length: LIMIT + 3 }, () => suggest<Suggestions | ErrorBody>(busy, { type: 'skills', context })));
    expect(burst.filter((response) => response.status === 200)).toHaveLength(LIMIT);
    const refused = burst.filter((response) => response.status === 429);
    expect(refused).toHaveLength(3);
    expect((refused[0]!.body as ErrorBody).error).toEqual({
      code: 'rate_limited',
      message: 'You have asked for many suggestions in a short time. Please try again later.',
    });

    const raw = await fetch(`${runtime.url}/api/suggestions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${busy.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'outcomes', context }),
    });
    expect(raw.status).toBe(429);
    const retryAfter = Number(raw.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    expect((await suggest(other, { type: 'skills', context })).status).toBe(200);

    await advanceClock(runtime.url, 3_600_000);
    expect((await suggest(busy, { type: 'skills', context })).status).toBe(200);
  });
});
