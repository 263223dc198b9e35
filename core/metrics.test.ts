// Each business event as the EMF document CloudWatch receives: captured where the log lines go.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogSink, withLogScope } from './log';
import { metrics } from './metrics';

const written: Record<string, unknown>[] = [];
setLogSink((line) => written.push(JSON.parse(line)));
afterEach(() => {
  written.length = 0;
  vi.unstubAllEnvs();
});

interface Emf {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
}
const documents = () => written.filter((line): line is Emf => '_aws' in line);

function expectOne(name: string, value: number, dimensions: string[][], values: Record<string, string>) {
  const all = documents();
  expect(all).toHaveLength(1);
  const [document] = all as [Emf];
  expect(document._aws.CloudWatchMetrics).toEqual([{ Namespace: 'Provenly', Dimensions: dimensions, Metrics: [{ Name: name, Unit: 'Count' }] }]);
  expect(Math.abs(document._aws.Timestamp - Date.now())).toBeLessThan(60_000);
  expect(document).toMatchObject({ [name]: value, service: 'provenly', ...values });
}

describe('business metrics (EMF)', () => {
  it('counts invitation mails that went out, and nothing when none did', () => {
    metrics.invitationsSent(3);
    expectOne('InvitationsSent', 3, [['service']], {});
    written.length = 0;
    metrics.invitationsSent(0);
    expect(documents()).toEqual([]);
  });

  it.each(['approved', 'declined'] as const)('counts a %s decision under its decision', (decision) => {
    metrics.validationDecided(decision);
    expectOne('ValidationDecisions', 1, [['service', 'decision']], { decision });
  });

  it('counts a mail failure service-wide and under the route of the request it happened in', async () => {
    await withLogScope(undefined, { route: 'RemindValidator' }, async () => metrics.mailFailed());
    expectOne('MailFailures', 1, [['service'], ['service', 'route']], { route: 'RemindValidator' });
  });

  it('counts a mail failure outside a request service-wide only', () => {
    metrics.mailFailed();
    expectOne('MailFailures', 1, [['service']], {});
  });

  it('counts a throttle under the route given, else the current request\'s', () => {
    metrics.throttled('SendValidationRequests');
    expectOne('Throttles', 1, [['service'], ['service', 'route']], { route: 'SendValidationRequests' });
    written.length = 0;
    withLogScope(undefined, { route: 'RequestNewValidationLink' }, () => metrics.throttled());
    expectOne('Throttles', 1, [['service'], ['service', 'route']], { route: 'RequestNewValidationLink' });
  });

  it('can be switched off by configuration (POWERTOOLS_METRICS_DISABLED)', () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    metrics.throttled('SendValidationRequests');
    metrics.invitationsSent(1);
    expect(documents()).toEqual([]);
  });
});
