// The environment variables server functions read, by name. Data only: the CDK stack reads it to
// set them, core/config.ts to read them, so the two cannot disagree.
export const ENV = {
  tableName: 'TABLE_NAME',
  region: 'AWS_REGION',
  dynamoDbEndpoint: 'DYNAMODB_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  mailFrom: 'MAIL_FROM',
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** The CloudFront distribution in front of the product (the function that invalidates its cached images). */
  cloudfrontDistributionId: 'CLOUDFRONT_DISTRIBUTION_ID',
  /** CloudFront API endpoint override (the local stand-in); unset in the cloud. */
  cloudfrontEndpoint: 'CLOUDFRONT_ENDPOINT',
  /** The private bucket the accounts' archives are written to (docs/data-rights.md). */
  archivesBucket: 'ARCHIVES_BUCKET',
  /** S3 endpoint override (the local stand-in, path-style); unset in the cloud. */
  s3Endpoint: 'S3_ENDPOINT',
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
  // Sharing on LinkedIn (docs/linkedin.md).
  /** LinkedIn's OAuth base, e.g. https://www.linkedin.com/oauth/v2 (authorization, accessToken, introspectToken). */
  linkedinOauthBase: 'LINKEDIN_OAUTH_BASE',
  /** LinkedIn's API base, e.g. https://api.linkedin.com (/v2/userinfo, /rest/images, /rest/posts). */
  linkedinApiBase: 'LINKEDIN_API_BASE',
  /** The LinkedIn-Version header of every /rest/ call (YYYYMM). */
  linkedinApiVersion: 'LINKEDIN_API_VERSION',
  linkedinClientId: 'LINKEDIN_CLIENT_ID',
  /** Secrets Manager ARN of the LinkedIn client secret (the cloud). */
  linkedinClientSecretArn: 'LINKEDIN_CLIENT_SECRET_ARN',
  /** The LinkedIn client secret itself (the local stand-in's); the ARN wins when both are set. */
  linkedinClientSecret: 'LINKEDIN_CLIENT_SECRET',
  /** Where LinkedIn sends the member back after authorizing (default: {PUBLIC_ORIGIN}/api/public/linkedin/callback). */
  linkedinRedirectUri: 'LINKEDIN_REDIRECT_URI',
  /** A post's web page, with `{urn}` in it (default https://www.linkedin.com/feed/update/{urn}/). */
  linkedinPostUrlTemplate: 'LINKEDIN_POST_URL_TEMPLATE',
  /** How stored LinkedIn tokens are encrypted: `kms` (with TOKEN_KEY_ID) or `local` (with TOKEN_KEY_FILE). */
  tokenCipher: 'TOKEN_CIPHER',
  /** The local cipher's 256-bit key file, created 0600 on first use. */
  tokenKeyFile: 'TOKEN_KEY_FILE',
  // Personal data at rest (docs/data-rights.md, crypto-shredding).
  /** How each person's data key is wrapped: `kms` (with PERSONAL_DATA_KEY_ID) or `local` (with PERSONAL_DATA_KEY_FILE). */
  personalDataKeys: 'PERSONAL_DATA_KEYS',
  /** ARN of the KMS key that wraps the persons' data keys. */
  personalDataKeyId: 'PERSONAL_DATA_KEY_ID',
  /** The local wrapping key's file, created 0600 on first use. */
  personalDataKeyFile: 'PERSONAL_DATA_KEY_FILE',
  /** The table of the persons' wrapped data keys (default: `{TABLE_NAME}-person-keys`). */
  personKeysTable: 'PERSON_KEYS_TABLE',
  // Portable credentials (docs/credentials.md).
  /** Which signer signs credentials: `kms` (the cloud) or `local` (an Ed25519 key file). */
  credentialSigner: 'CREDENTIAL_SIGNER',
  /** ARN of the KMS ECC_NIST_EDWARDS25519 signing key (functions that issue credentials). */
  credentialKmsKeyId: 'CREDENTIAL_KMS_KEY_ID',
  /** Directory of the local signer's key file (the local runtime puts it under DATA_DIR). */
  credentialKeyDir: 'CREDENTIAL_KEY_DIR',
  // The admin panel (docs/admin.md).
  /** Comma-separated e-mail addresses granted admin at sign-in when the address is verified. */
  adminEmails: 'ADMIN_EMAILS',
  /** `cognito` (with USER_POOL_ID): restores enable users, closures sign them out and erasures delete them; else `none`. */
  accountDisabler: 'ACCOUNT_DISABLER',
  /** The Cognito user pool of the product's users. */
  userPoolId: 'USER_POOL_ID',
  /** The user pool's admin API endpoint, set only locally (its stand-in). */
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  // Who a client is behind CloudFront (docs/admin-moderation.md).
  /** The origin-verification secret CloudFront sends; set only where CloudFront stands in front. */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
} as const;
