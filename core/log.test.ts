import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, REDACTED, redact, scopeFields, setLogSink, withLogScope } from './log';

const lines: Record<string, unknown>[] = [];
setLogSink((line) => lines.push(JSON.parse(line)));
afterEach(() => {
  lines.length = 0;
  vi.unstubAllEnvs();
});

const lambdaContext = {
  functionName: 'provenly-job',
  functionVersion: '7',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:provenly-job',
  memoryLimitInMB: '256',
  awsRequestId: 'aws-req-1',
};

describe('log lines', () => {
  it('are one JSON object each, with level, message, time, service and the fields given', () => {
    createLogger({ component: 'invitations' }).warn('validation mail not sent', { requestId: 'r-1' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'validation mail not sent', service: 'provenly', component: 'invitations', requestId: 'r-1' }),
    ]);
    expect(Date.parse(String(lines[0]?.timestamp))).not.toBeNaN();
  });

  it("carry the scope's fields and Lambda's context inside an invocation, and nothing of it after", async () => {
    const log = createLogger({ component: 'sweeper' });
    await withLogScope(lambdaContext, { job: 'ExpirySweeper' }, async () => {
      expect(scopeFields()).toEqual({ job: 'ExpirySweeper' });
      log.info('inside');
    });
    log.info('outside');
    expect(lines[0]).toMatchObject({
      message: 'inside',
      job: 'ExpirySweeper',
      component: 'sweeper',
      function_name: 'provenly-job',
      function_request_id: 'aws-req-1',
      function_memory_size: '256',
      function_arn: lambdaContext.invokedFunctionArn,
    });
    expect(lines[1]).not.toHaveProperty('job');
    expect(scopeFields()).toEqual({});
  });

  it('cope without a Lambda context (the local scheduler calls jobs with none)', () => {
    withLogScope(undefined, { job: 'ExpirySweeper' }, () => createLogger().info('swept'));
    expect(lines[0]).toMatchObject({ message: 'swept', job: 'ExpirySweeper' });
  });

  it('serialise errors with their message and stack', () => {
    createLogger().error('failed', { error: new Error('SES said no') });
    expect(lines[0]?.error).toMatchObject({ name: 'Error', message: 'SES said no', stack: expect.stringContaining('SES said no') });
  });

  it('follow the configured level (POWERTOOLS_LOG_LEVEL, else LOG_LEVEL, in any case)', async () => {
    vi.resetModules();
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', '');
    vi.stubEnv('LOG_LEVEL', 'warn');
    const fresh = await import('./log');
    const captured: string[] = [];
    fresh.setLogSink((line) => captured.push(line));
    fresh.createLogger().info('quiet');
    fresh.createLogger().warn('loud');
    expect(captured.map((line) => JSON.parse(line).message)).toEqual(['loud']);
  });
});

describe('secrets', () => {
  it('are replaced under secret-looking keys: tokens, authorization, cookies, mail bodies', () => {
    createLogger().info('debugging', {
      headers: { Authorization: 'Bearer abc', cookie: 'session=1', 'user-agent': 'curl' },
      token: 'raw-token',
      accessToken: 'linkedin-token',
      clientSecret: 'shh',
      mail: { to: 'ada@example.com', subject: 'Please co-sign', text: 'link: /validate/xyz', html: '<a href="/validate/xyz">' },
      tokenHash: 'kept: only a hash',
    });
    expect(lines[0]).toMatchObject({
      headers: { Authorization: REDACTED, cookie: REDACTED, 'user-agent': 'curl' },
      token: REDACTED,
      accessToken: REDACTED,
      clientSecret: REDACTED,
      mail: { to: 'ada@example.com', subject: 'Please co-sign', text: REDACTED, html: REDACTED },
      tokenHash: 'kept: only a hash',
    });
  });

  it('are cut out of any text: bearer tokens and JWTs, in messages and error messages', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXBhcnQ';
    createLogger().error('call failed', { error: new Error(`401 for Bearer opaque-123 and ${jwt}`), note: `token ${jwt}` });
    const written = JSON.stringify(lines[0]);
    expect(written).not.toContain(jwt);
    expect(written).not.toContain('opaque-123');
    expect(written).toContain(`Bearer ${REDACTED}`);
  });

  it('cut out the token of a private link (a wallet offer\u2019s code and a bundle\u2019s id too), and values under link and content keys', () => {
    const token = 'Zq8v1uQ0m3Xc7yTn2bWk5rHs9dJf4gLp6aEo_Ui-AbC';
    expect(redact('path', `/validate/${token}`)).toBe(`/validate/${REDACTED}`);
    expect(redact('error', `failed for http://localhost:3000/withdraw/${token}?x=1`)).toBe(`failed for http://localhost:3000/withdraw/${REDACTED}?x=1`);
    expect(redact('error', `failed for http://localhost:3000/your-data/${token}`)).toBe(`failed for http://localhost:3000/your-data/${REDACTED}`);
    for (const kind of ['offers', 'interactions', 'exchanges']) expect(redact('path', `/api/public/wallet/${kind}/${token}`)).toBe(`/api/public/wallet/${kind}/${REDACTED}`);
    expect(redact('path', '/api/public/bundles/AbCdEfGhIjKlMnOpQr_-12/presentation')).toBe(`/api/public/bundles/${REDACTED}/presentation`);
    expect(redact('message', 'opened http://localhost:3000/bundle/AbCdEfGhIjKlMnOpQr_-12')).toBe(`opened http://localhost:3000/bundle/${REDACTED}`);
    expect(redact('withdrawLink', 'http://localhost:3000/withdraw/abc')).toBe(REDACTED);
    expect(redact('content', { text: 'x' })).toBe(REDACTED);
  });

  it('leaves ordinary values alone', () => {
    expect(redact('status', 201)).toBe(201);
    expect(redact('path', '/api/validation/open')).toBe('/api/validation/open');
    expect(redact('requestId', 'req-1')).toBe('req-1');
  });
});
