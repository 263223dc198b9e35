// The environment variables server functions read, by name. Data only: the CDK stack reads it to
// set them, core/config.ts to read them, so the two cannot disagree.
export const ENV = {
  tableName: 'TABLE_NAME',
  region: 'AWS_REGION',
  dynamoDbEndpoint: 'DYNAMODB_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  mailFrom: 'MAIL_FROM',
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  publicOrigin: 'PUBLIC_ORIGIN',
  /** ARN of the KMS key that encrypts stored LinkedIn tokens (functions with usesTokenKey). */
  tokenKeyId: 'TOKEN_KEY_ID',
  /** Bedrock model or inference-profile id (functions with usesBedrock). */
  bedrockModelId: 'BEDROCK_MODEL_ID',
  /** Which content suggester runs: `bedrock` or `local` (default: bedrock when a model id is set). */
  suggester: 'SUGGESTER',
  /** Overrides the suggestions-per-hour limit (a positive integer); the local runtime's tests use it. */
  suggestionLimitPerHour: 'SUGGESTION_LIMIT_PER_HOUR',
  /** Cognito issuer and app client id (the WebSocket authorizer verifies tokens itself). */
  userPoolIssuer: 'USER_POOL_ISSUER',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** Where the issuer publishes its signing keys (default: Cognito's `<issuer>/.well-known/jwks.json`). */
  userPoolJwksUrl: 'USER_POOL_JWKS_URL',
  /** https://.../ws management endpoint the realtime notifier posts to. */
  websocketCallbackUrl: 'WEBSOCKET_CALLBACK_URL',
  // Portable credentials (docs/credentials.md).
  /** Which signer signs credentials: `kms` (the cloud) or `local` (an Ed25519 key file). */
  credentialSigner: 'CREDENTIAL_SIGNER',
  /** ARN of the KMS ECC_NIST_EDWARDS25519 signing key (functions that issue credentials). */
  credentialKmsKeyId: 'CREDENTIAL_KMS_KEY_ID',
  /** Directory of the local signer's key file (the local runtime puts it under DATA_DIR). */
  credentialKeyDir: 'CREDENTIAL_KEY_DIR',
} as const;
