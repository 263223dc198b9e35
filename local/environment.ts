// What the local runtime sets in the environment before any handler reads its configuration:
// every server-side SDK client and setting points at the local stand-ins. Configuration is the
// only difference between the runtimes; business code never asks which one it is in.
import { join } from 'node:path';
import { ENV } from '../core/config';
import { DEFAULT_TABLE_NAME } from '../core/data/table-definition';
import { DEFAULT_LOCAL_CLIENT_ID, DEFAULT_LOCAL_CLIENT_SECRET, LINKEDIN_STAND_IN_PATH } from './stand-ins/linkedin/linkedin-stand-in';

/**
 * Portable credentials are signed with an Ed25519 key file under DATA_DIR (created 0600 on first
 * use) unless the operator chose KMS (CREDENTIAL_SIGNER=kms with CREDENTIAL_KMS_KEY_ID).
 */
export function configureCredentialSigner(dataDir: string) {
  const env = process.env;
  if (env[ENV.credentialSigner] === 'kms' || env[ENV.credentialKmsKeyId]) return;
  env[ENV.credentialSigner] = 'local';
  env[ENV.credentialKeyDir] ||= join(dataDir, 'credential-keys');
}

/** Points every server-side SDK client at the local stand-ins: configuration is the only difference. */
export function configureServerEnvironment(endpoints: {
  dynamoDbEndpoint: string;
  sesEndpoint: string;
  cloudfront: { readonly endpoint: string; readonly distributionId: string };
  archives: { readonly endpoint: string; readonly bucket: string };
  userPool: { readonly endpoint: string; readonly userPoolId: string };
  origin: string;
  dataDir: string;
}) {
  const env = process.env;
  env[ENV.dynamoDbEndpoint] = endpoints.dynamoDbEndpoint;
  env[ENV.sesEndpoint] = endpoints.sesEndpoint;
  env[ENV.cloudfrontEndpoint] = endpoints.cloudfront.endpoint;
  env[ENV.cloudfrontDistributionId] = endpoints.cloudfront.distributionId;
  env[ENV.s3Endpoint] = endpoints.archives.endpoint;
  env[ENV.archivesBucket] = endpoints.archives.bucket;
  env[ENV.accountDisabler] = 'cognito';
  env[ENV.userPoolId] = endpoints.userPool.userPoolId;
  env[ENV.cognitoEndpoint] = endpoints.userPool.endpoint;
  env[ENV.publicOrigin] = endpoints.origin;
  env[ENV.tableName] ||= DEFAULT_TABLE_NAME;
  env[ENV.region] ||= 'us-east-1';
  // The deterministic suggester stands in for Bedrock; SUGGESTER=bedrock (with BEDROCK_MODEL_ID and
  // real AWS credentials) opts into the real model.
  env[ENV.suggester] ||= 'local';
  // Personal data is sealed under a key per person, wrapped by a key file in the data directory.
  env[ENV.personalDataKeys] ||= 'local';
  env[ENV.personalDataKeyFile] ||= join(endpoints.dataDir, 'personal-data-key.bin');
  env.AWS_ACCESS_KEY_ID ||= 'local';
  env.AWS_SECRET_ACCESS_KEY ||= 'local';
  configureLinkedinEnvironment(endpoints.origin, endpoints.dataDir);
}

/**
 * Sharing on LinkedIn against the stand-in at /__local/linkedin (the same paths LinkedIn has), and
 * the local token cipher with its key file in the data directory. Set before any handler reads
 * its configuration.
 */
function configureLinkedinEnvironment(origin: string, dataDir: string) {
  const env = process.env;
  const standIn = `${origin}${LINKEDIN_STAND_IN_PATH}`;
  env[ENV.linkedinOauthBase] = `${standIn}/oauth/v2`;
  env[ENV.linkedinApiBase] = standIn;
  env[ENV.linkedinClientId] ||= DEFAULT_LOCAL_CLIENT_ID;
  env[ENV.linkedinClientSecret] ||= DEFAULT_LOCAL_CLIENT_SECRET;
  env[ENV.linkedinRedirectUri] = `${origin}/api/public/linkedin/callback`;
  env[ENV.linkedinPostUrlTemplate] = `${standIn}/feed#{urn}`;
  env[ENV.tokenCipher] ||= 'local';
  env[ENV.tokenKeyFile] ||= join(dataDir, 'token-key.bin');
}

/** The realtime functions' settings: the local issuer stands in for Cognito, the stand-in for the management API. */
export function configureRealtimeEnvironment(settings: { issuer: string; clientId: string; callbackUrl: string }) {
  const env = process.env;
  env[ENV.userPoolIssuer] = settings.issuer;
  env[ENV.userPoolClientId] = settings.clientId;
  // oidc-provider publishes its keys at <issuer>/jwks (Cognito at <issuer>/.well-known/jwks.json).
  env[ENV.userPoolJwksUrl] = `${settings.issuer}/jwks`;
  env[ENV.websocketCallbackUrl] = settings.callbackUrl;
}
