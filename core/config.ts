// Runtime configuration, read from the environment once. The cloud sets these on each function;
// the local runtime sets them before it loads any handler. Endpoint URLs are the only difference
// between the two worlds: business code never asks which one it is in.
import { DEFAULT_TABLE_NAME } from './data/table-definition';
import { ENV } from './env-names';

export interface Config {
  readonly tableName: string;
  readonly region: string;
  /** DynamoDB endpoint override (DynamoDB Local); undefined in the cloud. */
  readonly dynamoDbEndpoint: string | undefined;
  /** SES endpoint override (the local SES); undefined in the cloud. */
  readonly sesEndpoint: string | undefined;
  /** The address mail is sent from. */
  readonly mailFrom: string;
  /** SES configuration set, when one is used. */
  readonly sesConfigurationSet: string | undefined;
  /** The product's public origin, e.g. https://provenly.example (links in mail and meta tags). */
  readonly publicOrigin: string;
}

export { ENV };

let cached: Config | undefined;

export function config(): Config {
  cached ??= readConfig(process.env);
  return cached;
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  return {
    tableName: env[ENV.tableName] || DEFAULT_TABLE_NAME,
    region: env[ENV.region] || 'us-east-1',
    dynamoDbEndpoint: env[ENV.dynamoDbEndpoint] || undefined,
    sesEndpoint: env[ENV.sesEndpoint] || undefined,
    mailFrom: env[ENV.mailFrom] || 'Provenly <no-reply@provenly.local>',
    sesConfigurationSet: env[ENV.sesConfigurationSet] || undefined,
    publicOrigin: (env[ENV.publicOrigin] || 'http://localhost:3000').replace(/\/$/, ''),
  };
}
