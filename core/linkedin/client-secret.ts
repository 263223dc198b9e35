// The LinkedIn app's client secret: from Secrets Manager by ARN in the cloud (read once per
// container), or as configured directly (the local stand-in's). Never logged.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config, onConfigReload } from '../config';

let cached: Promise<string> | undefined;
onConfigReload(() => (cached = undefined));

export function linkedinClientSecret(): Promise<string> {
  cached ??= readSecret().catch((error: unknown) => {
    cached = undefined; // a failed read is tried again on the next request
    throw error;
  });
  return cached;
}

async function readSecret(): Promise<string> {
  const { clientSecretArn, clientSecret } = config().linkedin;
  if (clientSecretArn) {
    const result = await new SecretsManagerClient({ region: config().region }).send(new GetSecretValueCommand({ SecretId: clientSecretArn }));
    const value = result.SecretString?.trim();
    if (!value) throw new Error('The LinkedIn client secret in Secrets Manager is empty');
    // Stored either as the bare secret or as {"clientSecret": "..."}.
    if (value.startsWith('{')) {
      const parsed = JSON.parse(value) as { clientSecret?: unknown };
      if (typeof parsed.clientSecret !== 'string' || !parsed.clientSecret) throw new Error('The LinkedIn secret JSON has no clientSecret');
      return parsed.clientSecret;
    }
    return value;
  }
  if (clientSecret) return clientSecret;
  throw new Error('No LinkedIn client secret is configured: set LINKEDIN_CLIENT_SECRET_ARN (or LINKEDIN_CLIENT_SECRET locally).');
}
