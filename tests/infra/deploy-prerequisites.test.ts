// The check `npm run deploy` runs before `cdk deploy` (bin/deploy.ts): a missing LinkedIn client
// secret stops it with the command that creates it, before CloudFormation rolls anything back.
import { describe, expect, it } from 'vitest';
import { checkAlarmSubscriber, checkLinkedInSecret, deployContext, deploySettings, linkedinSecretName } from '../../bin/deploy/prerequisites';

describe('deploy prerequisites', () => {
  it('reads the secret name from cdk.json, overridden by -c and --context as the CDK CLI does', () => {
    expect(linkedinSecretName(deployContext([]))).toBe('provenly/linkedin-client-secret');
    expect(linkedinSecretName(deployContext(['-c', 'linkedinClientSecretName=acme/li']))).toBe('acme/li');
    expect(linkedinSecretName(deployContext(['--context=linkedinClientSecretName=acme/li2', '--require-approval', 'never']))).toBe('acme/li2');
  });

  it('passes when the secret exists', () => {
    const result = checkLinkedInSecret('provenly/linkedin-client-secret', 'eu-west-1', { found: true });
    expect(result.ok).toBe(true);
    expect(result.lines.join('\n')).toContain('exists in eu-west-1');
  });

  it('fails on a missing secret with the command that creates it', () => {
    const result = checkLinkedInSecret('provenly/linkedin-client-secret', 'eu-west-1', {
      found: false, errorName: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret.",
    });
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toContain(
      "aws secretsmanager create-secret --region eu-west-1 --name provenly/linkedin-client-secret --secret-string '<LinkedIn client secret>'",
    );
  });

  it('fails on a secret scheduled for deletion, and when it cannot look (no credentials)', () => {
    const deleted = checkLinkedInSecret('s', 'eu-west-1', { found: true, deletedDate: new Date('2026-12-01T00:00:00Z') });
    expect(deleted.ok).toBe(false);
    expect(deleted.lines.join('\n')).toContain('restore-secret');
    const blind = checkLinkedInSecret('s', 'eu-west-1', { found: false, errorName: 'CredentialsProviderError', message: 'Could not load credentials' });
    expect(blind).toMatchObject({ ok: false });
    expect(blind.lines[0]).toContain('CredentialsProviderError');
  });

  it('warns loudly, without stopping the deploy, when no address will hear the alarms', () => {
    const silent = checkAlarmSubscriber(deploySettings(deployContext([])).alarmEmail);
    expect(silent.ok).toBe(true);
    expect(silent.lines.join('\n')).toContain('WARN alarmEmail is not set');
    expect(silent.lines.join('\n')).toContain('nobody will be told');
    const heard = checkAlarmSubscriber(deploySettings(deployContext(['-c', 'alarmEmail=ops@example.org'])).alarmEmail);
    expect(heard.lines).toEqual(['ok   alarms mail ops@example.org (confirm the subscription mail SNS sends)']);
  });
});
