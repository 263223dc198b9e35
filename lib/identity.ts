// Sign-in: a Cognito user pool whose only identity provider is LinkedIn over OpenID Connect, its
// hosted UI domain, and the SPA's public app client (authorization code + PKCE, no secret).
// Nobody can sign up with a password: the pool has no self sign-up and the client offers no
// password flow; users are created when they first sign in through LinkedIn.
import { Aws, type CfnResource, Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { LINKEDIN_IDENTITY_PROVIDER } from '../domain/constants';
import { STABLE_IDS } from './data';

/** LinkedIn's OpenID Connect facts (DESIGN.md section 1). */
export const LINKEDIN = {
  providerName: LINKEDIN_IDENTITY_PROVIDER,
  issuer: 'https://www.linkedin.com/oauth',
  scopes: ['openid', 'profile', 'email', 'w_member_social'],
  endpoints: {
    authorization: 'https://www.linkedin.com/oauth/v2/authorization',
    // Cognito authenticates to it with client_secret_post, which is what LinkedIn requires.
    token: 'https://www.linkedin.com/oauth/v2/accessToken',
    userInfo: 'https://api.linkedin.com/v2/userinfo',
    jwksUri: 'https://www.linkedin.com/oauth/openid/jwks',
  },
} as const;

export interface IdentityProps {
  readonly slug: string;
  readonly linkedinClientId: string;
  /** Secrets Manager secret holding the LinkedIn client secret as plain text. */
  readonly linkedinClientSecretName: string;
  /** Hosted UI domain prefix; undefined: `<slug>-<account id>`. */
  readonly domainPrefix: string | undefined;
  readonly callbackUrls: readonly string[];
  readonly logoutUrls: readonly string[];
}

export class Identity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** Issuer of the tokens the SPA receives (what the JWT authorizers check). */
  readonly issuerUrl: string;
  /** Host name of the hosted UI, e.g. provenly-123.auth.eu-west-1.amazoncognito.com. */
  readonly hostedUiDomain: string;

  constructor(scope: Construct, id: string, props: IdentityProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: {
        email: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      // No user has a password (LinkedIn authenticates everyone); the policy is strict anyway.
      passwordPolicy: {
        minLength: 14,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      mfa: cognito.Mfa.OFF,
      accountRecovery: cognito.AccountRecovery.NONE,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.userPool.node.defaultChild as CfnResource).overrideLogicalId(STABLE_IDS.userPool);
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason: 'Users authenticate only at LinkedIn (the pool has no passwords); MFA is LinkedIn\'s two-step verification.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus tier\'s threat protection scores password sign-ins and leaked passwords; this pool has no passwords (LinkedIn only), so Plus would add cost without coverage.',
      },
    ]);

    const linkedin = new cognito.UserPoolIdentityProviderOidc(this, 'LinkedIn', {
      userPool: this.userPool,
      name: LINKEDIN.providerName,
      clientId: props.linkedinClientId || 'linkedin-client-id-not-configured',
      // A CloudFormation dynamic reference: resolved at deploy time, never present in the template.
      clientSecret: SecretValue.secretsManager(props.linkedinClientSecretName).unsafeUnwrap(),
      issuerUrl: LINKEDIN.issuer,
      scopes: [...LINKEDIN.scopes],
      attributeRequestMethod: cognito.OidcAttributeRequestMethod.GET,
      endpoints: { ...LINKEDIN.endpoints },
      attributeMapping: {
        email: cognito.ProviderAttribute.other('email'),
        emailVerified: cognito.ProviderAttribute.other('email_verified'),
        fullname: cognito.ProviderAttribute.other('name'),
        givenName: cognito.ProviderAttribute.other('given_name'),
        familyName: cognito.ProviderAttribute.other('family_name'),
        profilePicture: cognito.ProviderAttribute.other('picture'),
      },
    });

    this.domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: props.domainPrefix ?? `${props.slug}-${Aws.ACCOUNT_ID}` },
    });

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // No password, SRP or custom flows: only the hosted UI's code flow (and token refresh).
      authFlows: { user: false, userPassword: false, userSrp: false, custom: false, adminUserPassword: false },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [...props.callbackUrls],
        logoutUrls: [...props.logoutUrls],
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.custom(linkedin.providerName)],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    this.client.node.addDependency(linkedin);

    this.issuerUrl = this.userPool.userPoolProviderUrl;
    this.hostedUiDomain = `${this.domain.domainName}.auth.${Aws.REGION}.amazoncognito.com`;
  }
}
