// What an operator sees, from the local runtime that runs the same handlers as Lambda: one request
// line per request with its ids, the business metrics as EMF documents, and no secret and no
// personal data anywhere.
// The runtime must log at info level (LOG_LEVEL=info).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import type { TestRuntime } from '../../support/runtime';

type Line = Record<string, unknown>;

const proofBody = {
  title: 'Observability rollout',
  role: 'Tech lead',
  orgName: 'Acme',
  description: 'Structured logs, metrics and alarms.',
  startDate: '2025-01-10',
  skills: ['TypeScript'],
  outcomes: [{ description: 'Alarms before customers notice' }],
};

/** The runtime prints as the handler runs; the pipe may deliver a moment after the answer. */
async function eventually<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    value = read();
  }
  return value;
}

export function observabilityChecks(current: () => TestRuntime): void {
  describe('observed', () => {
    let owner: ApiClient;
    const tokensSeen: string[] = [];
    // Only what this block's requests printed: the runtime served other checks before.
    let printedBefore = 0;

    beforeAll(async () => {
      printedBefore = current().output().length;
      owner = await signedInClient(current().url, { name: 'Olive Operator', email: 'olive@acme.com' });
      if (owner.token) tokensSeen.push(owner.token);
    });

    const lines = (): Line[] =>
      current()
        .output()
        .slice(printedBefore)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Line];
          } catch {
            return [];
          }
        });
    const metricDocuments = (name: string) => lines().filter((line) => '_aws' in line && name in line);
    const createProof = async () => (await owner.request<{ id: string }>('POST', '/proofs', proofBody)).body.id;
    const invite = (proofId: string, emails: string[]) =>
      owner.request<{ requests: unknown[] }>('POST', '/validation-requests', { recognitionId: proofId, validators: emails.map((email) => ({ email, role: 'peer' })) });

    async function linkTokenFor(email: string): Promise<string> {
      const mails = (await (await fetch(`${current().url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
      const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1];
      if (!token) throw new Error(`No validation link mailed to ${email}`);
      tokensSeen.push(token);
      return token;
    }

    it('counts the invitations that went out', async () => {
      const proof = await createProof();
      expect((await invite(proof, ['ana@acme.com', 'ben@acme.com'])).status).toBe(201);
      const documents = await eventually(() => metricDocuments('InvitationsSent'), (found) => found.length > 0);
      expect(documents).toEqual([expect.objectContaining({ InvitationsSent: 2, service: 'provenly' })]);
    });

    it("counts a validator's decision under approved or declined", async () => {
      const token = await linkTokenFor('ana@acme.com');
      const validator = apiClient(current().url);
      const { contentHash } = (await validator.request<{ contentHash: string }>('POST', '/validation/open', { token })).body;
      const decided = await validator.request('POST', '/validation/decide', { token, decision: 'approved', comment: 'Yes, I was there', contentHash });
      expect(decided.status).toBe(200);
      const documents = await eventually(() => metricDocuments('ValidationDecisions'), (found) => found.length > 0);
      expect(documents).toEqual([expect.objectContaining({ ValidationDecisions: 1, decision: 'approved' })]);
    });

    it('counts the daily invite limit refusing (429) as a throttle of its route', async () => {
      const proof = await createProof();
      const fill = Array.from({ length: 8 }, (_, index) => `peer${index}@acme.com`);
      expect((await invite(proof, fill)).status).toBe(201);
      expect((await invite(proof, ['one-too-many@acme.com'])).status).toBe(429);
      const documents = await eventually(() => metricDocuments('Throttles'), (found) => found.length > 0);
      expect(documents).toEqual([expect.objectContaining({ Throttles: 1, route: 'SendValidationRequests' })]);
    });

    it('writes one request line per request with both request ids and the function, and never a token', async () => {
      await linkTokenFor('ben@acme.com');
      const requests = lines().filter((line) => line.message === 'request');
      expect(requests.length).toBeGreaterThanOrEqual(6);
      for (const line of requests) {
        expect(line).toMatchObject({ level: 'INFO', service: 'provenly', requestId: expect.any(String), function_request_id: expect.any(String), status: expect.any(Number) });
        expect(line.function_name).toBe(line.route);
      }
      const output = current().output();
      expect(tokensSeen.length).toBeGreaterThanOrEqual(3);
      for (const token of tokensSeen) expect(output).not.toContain(token);
    });

    it('never writes what people told it: their names, addresses, proofs or comments', async () => {
      const said = ['Olive Operator', 'olive@acme.com', 'ana@acme.com', 'ben@acme.com', 'peer0@acme.com', 'one-too-many@acme.com', proofBody.title, proofBody.description, 'Yes, I was there'];
      const output = current().output().slice(printedBefore);
      expect(output).toContain('"message":"request"'); // the block's requests were logged
      for (const text of said) expect(output, text).not.toContain(text);
    });
  });
}
