// Runtime configuration, read from the environment once. The cloud sets these on each function;
// the local runtime sets them before it loads any handler. Endpoint URLs are the only difference
// between the two worlds: business code never asks which one it is in.
import { SUGGESTIONS_PER_HOUR } from '../domain/constants';
import { DEFAULT_LINKEDIN_API_VERSION } from '../domain/linkedin-callback';
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
  /** The CloudFront distribution whose cache is invalidated, and the API endpoint override (the local stand-in). */
  readonly cloudfront: { readonly distributionId: string | undefined; readonly endpoint: string | undefined };
  /** The archives' bucket, and the S3 endpoint override (the local stand-in). */
  readonly archives: { readonly bucket: string | undefined; readonly s3Endpoint: string | undefined };
  /** The product's public origin, e.g. https://provenly.example (links in mail and meta tags). */
  readonly publicOrigin: string;
  /** Bedrock model or inference-profile id; set on functions that use Bedrock. */
  readonly bedrockModelId: string | undefined;
  /**
   * The content suggester to use, as configured: `bedrock` or `local`, or undefined when nothing
   * says (core/suggestions/select.ts refuses anything else with a clear error).
   */
  readonly suggester: string | undefined;
  /** Content suggestions a user may ask for per hour. */
  readonly suggestionLimitPerHour: number;
  /** Sharing on LinkedIn (docs/linkedin.md). */
  readonly linkedin: LinkedinConfig;
  /** How stored LinkedIn tokens are encrypted (core/linkedin/token-cipher.ts). */
  readonly tokenCipher: TokenCipherConfig;
  /** How personal data is encrypted at rest, under a key per person (core/data/personal-data). */
  readonly personalData: PersonalDataConfig;
  // Portable credentials (docs/credentials.md).
  /** `kms` or `local`, as configured; undefined when nothing says (core/credentials/signer.ts refuses). */
  readonly credentialSigner: string | undefined;
  readonly credentialKmsKeyId: string | undefined;
  readonly credentialKeyDir: string | undefined;
  // The admin panel (docs/admin.md).
  /** Lower-cased addresses granted admin at sign-in (ADMIN_EMAILS). */
  readonly adminEmails: readonly string[];
  /** Whether a restore also enables a user an earlier suspension disabled in Cognito (docs/suspension.md). */
  readonly accountDisabler: AccountDisablerConfig;
  // Who a client is behind CloudFront (docs/admin-moderation.md).
  /** The origin-verification secret; undefined where nothing stands in front of the API. */
  readonly originVerifySecret: string | undefined;
}

/** The user pool's admin API; `endpoint` is the local stand-in's (local/stand-ins/cognito/user-pool-api.ts). */
export type AccountDisablerConfig = { readonly kind: 'cognito'; readonly userPoolId: string; readonly endpoint?: string } | { readonly kind: 'none' };

export interface LinkedinConfig {
  readonly oauthBase: string;
  readonly apiBase: string;
  /** LinkedIn-Version, YYYYMM: a version LinkedIn has sunset answers 426 (docs/operations.md). */
  readonly apiVersion: string;
  readonly clientId: string | undefined;
  readonly clientSecretArn: string | undefined;
  readonly clientSecret: string | undefined;
  readonly redirectUri: string;
  /** A post's web page; `{urn}` is replaced by the post URN. */
  readonly postUrlTemplate: string;
}

export type TokenCipherConfig =
  | { readonly kind: 'kms'; readonly keyId: string }
  | { readonly kind: 'local'; readonly keyFile: string }
  | { readonly kind: 'unset' };

/** Where the persons' data keys live, and what wraps them. */
export type PersonalDataConfig = { readonly keyTable: string } & (
  | { readonly kind: 'kms'; readonly keyId: string }
  | { readonly kind: 'local'; readonly keyFile: string }
  | { readonly kind: 'unset' }
);

export { DEFAULT_LINKEDIN_API_VERSION };


export { ENV };

let cached: Config | undefined;
const builtFromConfig = new Set<() => void>();

export function config(): Config {
  cached ??= readConfig(process.env);
  return cached;
}

/**
 * Registers how to drop something a module built from the configuration (an SDK client, a key,
 * a cache of what it read), for reloadConfig().
 */
export function onConfigReload(forget: () => void): void {
  builtFromConfig.add(forget);
}

/**
 * Reads the environment again and drops everything built from the configuration before it. A
 * function's configuration never changes while it lives; a local runtime started again in the
 * same process (a test file after another, on a table of its own) is configured anew.
 */
export function reloadConfig(): Config {
  cached = undefined;
  for (const forget of builtFromConfig) forget();
  return config();
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  return {
    tableName: env[ENV.tableName] || DEFAULT_TABLE_NAME,
    region: env[ENV.region] || 'us-east-1',
    dynamoDbEndpoint: env[ENV.dynamoDbEndpoint] || undefined,
    sesEndpoint: env[ENV.sesEndpoint] || undefined,
    mailFrom: env[ENV.mailFrom] || 'Provenly <no-reply@provenly.local>',
    sesConfigurationSet: env[ENV.sesConfigurationSet] || undefined,
    cloudfront: { distributionId: env[ENV.cloudfrontDistributionId] || undefined, endpoint: env[ENV.cloudfrontEndpoint] || undefined },
    archives: { bucket: env[ENV.archivesBucket] || undefined, s3Endpoint: env[ENV.s3Endpoint] || undefined },
    publicOrigin: (env[ENV.publicOrigin] || 'http://localhost:3000').replace(/\/$/, ''),
    bedrockModelId: env[ENV.bedrockModelId] || undefined,
    // The cloud sets only the model id on Bedrock functions: that means Bedrock.
    suggester: env[ENV.suggester] || (env[ENV.bedrockModelId] ? 'bedrock' : undefined),
    suggestionLimitPerHour: positiveInteger(env[ENV.suggestionLimitPerHour]) ?? SUGGESTIONS_PER_HOUR,
    linkedin: readLinkedinConfig(env),
    tokenCipher: readTokenCipherConfig(env),
    personalData: readPersonalDataConfig(env),
    // Portable credentials: the cloud sets only the KMS key id on issuing functions, which means KMS.
    credentialSigner: env[ENV.credentialSigner] || (env[ENV.credentialKmsKeyId] ? 'kms' : undefined),
    credentialKmsKeyId: env[ENV.credentialKmsKeyId] || undefined,
    credentialKeyDir: env[ENV.credentialKeyDir] || undefined,
    adminEmails: readAdminEmails(env[ENV.adminEmails]),
    accountDisabler: readAccountDisabler(env),
    originVerifySecret: env[ENV.originVerifySecret] || undefined,
  };
}

function readAccountDisabler(env: NodeJS.ProcessEnv): AccountDisablerConfig {
  const userPoolId = env[ENV.userPoolId];
  const endpoint = env[ENV.cognitoEndpoint] || undefined;
  return env[ENV.accountDisabler] === 'cognito' && userPoolId ? { kind: 'cognito', userPoolId, ...(endpoint ? { endpoint } : {}) } : { kind: 'none' };
}

/** `a@x.com, B@y.com` -> ['a@x.com', 'b@y.com']. */
export function readAdminEmails(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry.includes('@')))];
}

function readLinkedinConfig(env: NodeJS.ProcessEnv): LinkedinConfig {
  const publicOrigin = (env[ENV.publicOrigin] || 'http://localhost:3000').replace(/\/$/, '');
  return {
    oauthBase: (env[ENV.linkedinOauthBase] || 'https://www.linkedin.com/oauth/v2').replace(/\/$/, ''),
    apiBase: (env[ENV.linkedinApiBase] || 'https://api.linkedin.com').replace(/\/$/, ''),
    apiVersion: env[ENV.linkedinApiVersion] || DEFAULT_LINKEDIN_API_VERSION,
    clientId: env[ENV.linkedinClientId] || undefined,
    clientSecretArn: env[ENV.linkedinClientSecretArn] || undefined,
    clientSecret: env[ENV.linkedinClientSecret] || undefined,
    redirectUri: env[ENV.linkedinRedirectUri] || `${publicOrigin}/api/public/linkedin/callback`,
    postUrlTemplate: env[ENV.linkedinPostUrlTemplate] || 'https://www.linkedin.com/feed/update/{urn}/',
  };
}

function readTokenCipherConfig(env: NodeJS.ProcessEnv): TokenCipherConfig {
  const keyId = env[ENV.tokenKeyId];
  const keyFile = env[ENV.tokenKeyFile];
  const kind = env[ENV.tokenCipher] || (keyId ? 'kms' : undefined);
  if (kind === 'kms' && keyId) return { kind: 'kms', keyId };
  if (kind === 'local' && keyFile) return { kind: 'local', keyFile };
  return { kind: 'unset' };
}

function readPersonalDataConfig(env: NodeJS.ProcessEnv): PersonalDataConfig {
  const keyTable = env[ENV.personKeysTable] || `${env[ENV.tableName] || DEFAULT_TABLE_NAME}-person-keys`;
  const keyId = env[ENV.personalDataKeyId];
  const keyFile = env[ENV.personalDataKeyFile];
  const kind = env[ENV.personalDataKeys] || (keyId ? 'kms' : undefined);
  if (kind === 'kms' && keyId) return { keyTable, kind: 'kms', keyId };
  if (kind === 'local' && keyFile) return { keyTable, kind: 'local', keyFile };
  return { keyTable, kind: 'unset' };
}

function positiveInteger(text: string | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
