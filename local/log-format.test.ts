import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chooseLogFormat, prettyLogLine } from './log-format';

const at = '2026-11-28T09:05:03.123Z';
const time = new Date(at).toTimeString().slice(0, 8);
const json = (fields: Record<string, unknown>) => JSON.stringify({ timestamp: at, service: 'provenly', sampling_rate: 0, ...fields });
const requestContext = {
  requestId: 'req-1',
  route: 'CreateProof',
  function_name: 'CreateProof',
  function_request_id: 'fn-req-1',
  function_arn: 'arn:aws:lambda:local:000000000000:function:CreateProof',
  function_memory_size: '1024',
  cold_start: false,
  userId: 'user-42',
};

describe('prettyLogLine', () => {
  it('writes a request as its time, level, method, path, status and duration, and nothing of its ids', () => {
    const line = prettyLogLine(json({ level: 'INFO', message: 'request', ...requestContext, method: 'POST', path: '/api/proofs', status: 201, durationMs: 12 }));
    expect(line).toBe(`${time} INFO  POST /api/proofs 201 12 ms`);
  });

  it('writes any other line as its message, the request it belongs to and its own fields', () => {
    const line = prettyLogLine(
      json({ level: 'INFO', message: 'refused', ...requestContext, method: 'POST', path: '/api/proofs', kind: 'bad_request', reason: 'Title is required', fields: ['title'] }),
    );
    expect(line).toBe(`${time} INFO  refused POST /api/proofs kind=bad_request reason="Title is required" fields=["title"]`);
  });

  it('keeps what the logger redacted redacted, and leaves out who the caller is', () => {
    const line = prettyLogLine(json({ level: 'INFO', message: 'request', ...requestContext, method: 'GET', path: '/validate/[redacted]', status: 200, durationMs: 3, token: '[redacted]' }));
    expect(line).toBe(`${time} INFO  GET /validate/[redacted] 200 3 ms token=[redacted]`);
    expect(line).not.toContain('user-42');
  });

  it('writes an error as its name and message, on the one line, without its stack', () => {
    const line = prettyLogLine(
      json({
        level: 'ERROR',
        message: 'unhandled error',
        job: 'expiry-sweep',
        error: { name: 'TypeError', location: 'core/x.ts:1', message: 'x is not\na function', stack: 'TypeError: x\n    at core/x.ts:1' },
      }),
    );
    expect(line).toBe(`${time} ERROR unhandled error job=expiry-sweep error="TypeError: x is not a function"`);
  });

  it('writes a metric document as its values and dimensions', () => {
    const line = prettyLogLine(
      JSON.stringify({
        _aws: { Timestamp: Date.parse(at), CloudWatchMetrics: [{ Namespace: 'Provenly', Dimensions: [['service', 'decision']], Metrics: [{ Name: 'ValidationDecisions', Unit: 'Count' }] }] },
        service: 'provenly',
        decision: 'approved',
        ValidationDecisions: 1,
      }),
    );
    expect(line).toBe(`${time} METRIC ValidationDecisions=1 decision=approved`);
  });

  it('shortens a long value, and passes a line that is not a JSON object through as it is', () => {
    const line = prettyLogLine(json({ level: 'WARN', message: 'notification not delivered', detail: 'x'.repeat(500) }));
    expect(line.length).toBeLessThan(200);
    expect(line).toContain('…');
    expect(prettyLogLine('Provenly is running at http://localhost:3000')).toBe('Provenly is running at http://localhost:3000');
    expect(prettyLogLine('[1,2]')).toBe('[1,2]');
  });

  it('colours the level and a failed status only when asked', () => {
    const request = json({ level: 'WARN', message: 'request', method: 'GET', path: '/api/x', status: 503, durationMs: 1 });
    expect(prettyLogLine(request)).not.toContain('\u001b[');
    const coloured = prettyLogLine(request, { color: true });
    expect(coloured).toContain('\u001b[');
    expect(stripVTControlCharacters(coloured)).toBe(prettyLogLine(request));
  });
});

describe('chooseLogFormat', () => {
  it('is pretty on a terminal and JSON lines anywhere else, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
    expect(chooseLogFormat(undefined, false)).toBe('json');
    expect(chooseLogFormat('', false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('PRETTY', false)).toBe('pretty');
    expect(chooseLogFormat('yaml', true)).toBeUndefined();
  });
});
