import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { effectiveSettings } from './settings';

const env = {
  MAIL_FROM: 'Provenly <hello@provenly.example>',
  AWS_REGION: 'eu-west-1',
  LINKEDIN_API_VERSION: '202611',
  LINKEDIN_CLIENT_ID: 'client-id-123',
  LINKEDIN_CLIENT_SECRET: 'super-secret-value',
  LINKEDIN_CLIENT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:linkedin',
  TOKEN_KEY_ID: 'arn:aws:kms:eu-west-1:123456789012:key/abcd',
  CREDENTIAL_KMS_KEY_ID: 'arn:aws:kms:eu-west-1:123456789012:key/efgh',
  AWS_SECRET_ACCESS_KEY: 'aws-secret-key',
};

const settingsFor = (values: NodeJS.ProcessEnv) => effectiveSettings({ schedules: [{ name: 'ExpirySweeper', everyMinutes: 15 }], settings: readConfig(values), env: values });
const valueOf = (settings: ReturnType<typeof effectiveSettings>, name: string) => settings.groups.flatMap((group) => group.items).find((item) => item.name === name);

describe('the effective settings', () => {
  it('shows what this deployment runs with and where each value comes from', () => {
    const settings = settingsFor(env);
    expect(settings.groups.map((group) => group.title)).toEqual(['Limits', 'Links and tokens', 'Mail', 'LinkedIn', 'Platform']);
    expect(valueOf(settings, 'Sender')).toEqual({ name: 'Sender', value: 'Provenly <hello@provenly.example>', source: 'MAIL_FROM' });
    expect(valueOf(settings, 'Region')).toEqual({ name: 'Region', value: 'eu-west-1', source: 'AWS_REGION' });
    expect(valueOf(settings, 'API version (LinkedIn-Version)')).toMatchObject({ value: '202611', source: 'LINKEDIN_API_VERSION' });
    expect(valueOf(settings, 'Invitations per owner per day')).toMatchObject({ value: '10', source: 'built in' });
    expect(valueOf(settings, 'Validation link lifetime')).toMatchObject({ value: '72 hours' });
    expect(valueOf(settings, 'Scheduled job ExpirySweeper')).toMatchObject({ value: 'every 15 minutes' });
  });

  it('never carries a secret, a key or its ARN', () => {
    const text = JSON.stringify(settingsFor(env));
    for (const secret of ['super-secret-value', 'secretsmanager', 'arn:aws:kms', 'aws-secret-key']) expect(text).not.toContain(secret);
  });

  it('says built in where nothing is configured', () => {
    expect(valueOf(settingsFor({}), 'Sender')?.source).toBe('built in');
  });
});
