// Whose connection it is, and the $connect authorizer against a real signed token and JWKS
// served on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizedUser } from './authorized-user';

// The account's suspension is read from the table (tests/integration/realtime.test.ts reads the
// real one); here the token checks are what is tested.
const suspended = new Set<string>();
let suspensionReadFails = false;
vi.mock('../../core/data/profiles/account-status', () => ({
  accountStanding: async (id: string) => {
    if (suspensionReadFails) throw new Error('table unreachable');
    return { suspended: suspended.has(id), sessionsEndedAt: null, closingSince: null, closed: false };
  },
}));

describe('authorizedUser', () => {
  it('reads the user the authorizer attached', () => {
    expect(authorizedUser({ requestContext: { authorizer: { userId: 'u1', principalId: 'u1' } } })).toBe('u1');
    expect(authorizedUser({ requestContext: { authorizer: { principalId: 'u2' } } })).toBe('u2');
  });

  it('refuses a connection without one', () => {
    expect(() => authorizedUser({ requestContext: {} })).toThrow(/no authorised user/);
    expect(() => authorizedUser({ requestContext: { authorizer: { userId: '' } } })).toThrow(/no authorised user/);
  });
});

describe('authorizer', () => {
  let server: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>, expiresIn?: string) => Promise<string>;
  let handler: (event: APIGatewayRequestAuthorizerEvent) => Promise<{ principalId: string; context?: unknown }>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.USER_POOL_ISSUER = issuer;
    process.env.USER_POOL_CLIENT_ID = 'web-client';
    sign = (claims, expiresIn = '5m') =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setIssuedAt().setExpirationTime(expiresIn).sign(privateKey);
    ({ handler } = await import('./authorizer'));
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const event = (token?: string) =>
    ({ methodArn: 'arn:aws:execute-api:eu-west-1:1:api/ws/$connect', queryStringParameters: token ? { token } : null }) as APIGatewayRequestAuthorizerEvent;

  it('allows an ID token issued to the web client', async () => {
    const token = await sign({ sub: 'user-1', aud: 'web-client', token_use: 'id', email: 'a@example.com' });
    const result = await handler(event(token));
    expect(result).toMatchObject({ principalId: 'user-1', context: { userId: 'user-1' } });
  });

  it('allows an access token whose client_id is the web client', async () => {
    const token = await sign({ sub: 'user-2', client_id: 'web-client', token_use: 'access' });
    expect((await handler(event(token))).principalId).toBe('user-2');
  });

  it('refuses a suspended account whose token is still valid', async () => {
    suspended.add('user-3');
    const token = await sign({ sub: 'user-3', aud: 'web-client', token_use: 'id' });
    await expect(handler(event(token))).rejects.toThrow('Unauthorized');
  });

  it('fails, without refusing as unauthorised, when the suspension cannot be read', async () => {
    suspensionReadFails = true;
    try {
      const token = await sign({ sub: 'user-4', aud: 'web-client', token_use: 'id' });
      await expect(handler(event(token))).rejects.toThrow('table unreachable');
    } finally {
      suspensionReadFails = false;
    }
  });

  it.each([
    ['no token', async () => undefined],
    ['another client', async () => sign({ sub: 'u', aud: 'other-client', token_use: 'id' })],
    ['an expired token', async () => sign({ sub: 'u', aud: 'web-client', token_use: 'id' }, '-1m')],
    ['a forged token', async () => `${(await sign({ sub: 'u', aud: 'web-client', token_use: 'id' })).slice(0, -4)}AAAA`],
  ])('refuses %s', async (_name, make) => {
    await expect(handler(event(await make()))).rejects.toThrow('Unauthorized');
  });
});
