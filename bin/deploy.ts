// `npm run deploy -- [cdk deploy options]`: checks what must exist in the account before a deploy
// and warns when nobody would hear the alarms (bin/deploy/prerequisites.ts), then runs
// `cdk deploy --all` with the same options. `cdk synth` and the tests never run this: they stay
// offline.
import { spawnSync } from 'node:child_process';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { checkAlarmSubscriber, checkLinkedInSecret, deployContext, deploySettings, type SecretLookup } from './deploy/prerequisites';

const args = process.argv.slice(2);
const client = new SecretsManagerClient({});
const region = await client.config.region();
const settings = deploySettings(deployContext(args));
const name = settings.linkedinClientSecretName;

async function lookup(): Promise<SecretLookup> {
  try {
    const secret = await client.send(new DescribeSecretCommand({ SecretId: name }));
    return { found: true, deletedDate: secret.DeletedDate };
  } catch (error) {
    const { name: errorName = 'Error', message = String(error) } = error as Error;
    return { found: false, errorName, message };
  }
}

const results = [checkLinkedInSecret(name, region, await lookup()), checkAlarmSubscriber(settings.alarmEmail)];
for (const line of results.flatMap((result) => result.lines)) console.log(line);
if (!results.every((result) => result.ok)) {
  console.error('Not deploying: fix the above first.');
  process.exit(1);
}
const cdk = spawnSync('npx', ['cdk', 'deploy', '--all', ...args], { stdio: 'inherit' });
process.exit(cdk.status ?? 1);
