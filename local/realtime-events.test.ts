// The local /ws reads an authorizer's policy as API Gateway does, and builds events in its shapes.
import type { IncomingMessage } from 'node:http';
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { authorizerEvent, connectEvent, connectionRequest, disconnectEvent, newConnectionId, policyAllows } from './realtime-events';

const ARN = 'arn:aws:execute-api:us-east-1:000000000000:local/ws/$connect';
const policy = (...Statement: { Effect: 'Allow' | 'Deny'; Action: string; Resource: string }[]): APIGatewayAuthorizerResult => ({
  principalId: 'u1',
  policyDocument: { Version: '2012-10-17', Statement },
});

describe('policyAllows', () => {
  it('allows what an Allow statement covers, wildcards included', () => {
    expect(policyAllows(policy({ Effect: 'Allow', Action: 'execute-api:Invoke', Resource: ARN }), ARN)).toBe(true);
    expect(policyAllows(policy({ Effect: 'Allow', Action: 'execute-api:*', Resource: 'arn:aws:execute-api:*:*:local/*' }), ARN)).toBe(true);
  });

  it('refuses without a covering Allow, and when a Deny covers it', () => {
    expect(policyAllows(policy(), ARN)).toBe(false);
    expect(policyAllows(policy({ Effect: 'Allow', Action: 'execute-api:Invoke', Resource: ARN.replace('local', 'other') }), ARN)).toBe(false);
    expect(policyAllows(policy({ Effect: 'Allow', Action: 'execute-api:Invoke', Resource: ARN }, { Effect: 'Deny', Action: '*', Resource: '*' }), ARN)).toBe(false);
  });
});

describe('events', () => {
  const req = {
    rawHeaders: ['Host', 'localhost:3000', 'User-Agent', 'test', 'Sec-WebSocket-Version', '13'],
    headers: { host: 'localhost:3000', 'user-agent': 'test' },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const request = connectionRequest(req, new URL('http://localhost:3000/ws?token=abc&token=def'), { stage: 'ws', region: 'us-east-1' });

  it('carry what API Gateway passes: headers as sent, the last of repeated query parameters, all of them multi-valued', () => {
    const event = authorizerEvent(request);
    expect(event).toMatchObject({
      type: 'REQUEST',
      methodArn: ARN,
      headers: { Host: 'localhost:3000', 'User-Agent': 'test', 'Sec-WebSocket-Version': '13' },
      queryStringParameters: { token: 'def' },
      multiValueQueryStringParameters: { token: ['abc', 'def'] },
    });
    expect(event.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT', stage: 'ws', connectionId: request.connectionId, messageDirection: 'IN' });
    expect((event.requestContext as unknown as { requestTime: string }).requestTime).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
  });

  it("hand the authorizer's context to $connect and $disconnect", () => {
    const authorizer = { userId: 'u1', principalId: 'u1', integrationLatency: 3 };
    expect(connectEvent(request, authorizer).requestContext).toMatchObject({ routeKey: '$connect', authorizer });
    expect(disconnectEvent(request, authorizer, { code: 1001, reason: 'Going away' }).requestContext).toMatchObject({
      routeKey: '$disconnect',
      eventType: 'DISCONNECT',
      disconnectStatusCode: 1001,
      disconnectReason: 'Going away',
      connectionId: request.connectionId,
      authorizer,
    });
  });

  it('name each connection with a fresh id', () => {
    const ids = new Set(Array.from({ length: 100 }, newConnectionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9+/]{15}=$/);
  });
});
