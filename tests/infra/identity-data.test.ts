// Sign-in (Cognito + LinkedIn over OIDC) and data (table from the shared definition, token key).
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../core/data/table-definition';
import { REQUIRED_LINKEDIN_SCOPES } from '../../domain/constants';
import { STABLE_IDS } from '../../lib/data';
import { resourcesOf, synthFullyConfigured } from './synth';

let template: Template;

beforeAll(() => {
  ({ template } = synthFullyConfigured());
});

describe('identity', () => {
  it('federates LinkedIn over OpenID Connect only, with the secret from Secrets Manager', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'LinkedIn',
      ProviderType: 'OIDC',
      ProviderDetails: {
        client_id: 'li-client-123',
        client_secret: '{{resolve:secretsmanager:provenly/linkedin-client-secret:SecretString:::}}',
        oidc_issuer: 'https://www.linkedin.com/oauth',
        authorize_scopes: 'openid profile email w_member_social',
        attributes_request_method: 'GET',
        authorize_url: 'https://www.linkedin.com/oauth/v2/authorization',
        token_url: 'https://www.linkedin.com/oauth/v2/accessToken',
        attributes_url: 'https://api.linkedin.com/v2/userinfo',
        jwks_uri: 'https://www.linkedin.com/oauth/openid/jwks',
      },
      AttributeMapping: Match.objectLike({
        email: 'email',
        email_verified: 'email_verified',
        name: 'name',
        picture: 'picture',
        given_name: 'given_name',
        family_name: 'family_name',
      }),
    });
  });

  it('asks LinkedIn for exactly the scopes the product needs', () => {
    const [provider] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolIdentityProvider'));
    const scopes = (provider?.Properties.ProviderDetails as Record<string, string>).authorize_scopes?.split(' ');
    expect(scopes).toEqual([...REQUIRED_LINKEDIN_SCOPES]);
  });

  it('has no self sign-up, no password flows, and keeps users on stack deletion', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        DeletionProtection: 'ACTIVE',
        UserPoolTier: 'ESSENTIALS',
      }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      SupportedIdentityProviders: [{ Ref: Match.stringLikeRegexp('^IdentityLinkedIn') }],
      CallbackURLs: [Match.objectLike({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }, '/auth/callback']] })],
      LogoutURLs: [Match.objectLike({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }, '/']] })],
    });
  });

  it('has a hosted UI domain', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['provenly-', { Ref: 'AWS::AccountId' }]] },
      UserPoolId: { Ref: STABLE_IDS.userPool },
    });
  });
});

describe('data', () => {
  it('builds the table from the shared definition, with the stream the notifier reads', () => {
    const gsis = tableDefinition.globalSecondaryIndexes;
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey.name, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey.name, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: gsis.map((index) => Match.objectLike({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: tableDefinition.stream },
    });
  });

  it('has point-in-time recovery and deletion protection, and survives stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        StreamSpecification: Match.anyValue(),
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });

  it('has a rotating, retained KMS key for LinkedIn tokens', () => {
    template.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ EnableKeyRotation: true }),
    });
  });

  it('keeps the persons\' keys in a table of their own with no backup and no stream, retained and protected, wrapped by a rotating key', () => {
    const keyTable = resourcesOf(template, 'AWS::DynamoDB::Table').ProvenlyPersonKeys!;
    expect(keyTable.DeletionPolicy).toBe('Retain');
    expect(keyTable.Properties).toMatchObject({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false }, DeletionProtectionEnabled: true });
    expect(keyTable.Properties.StreamSpecification).toBeUndefined();
    expect(resourcesOf(template, 'AWS::KMS::Key').PersonalDataKey).toMatchObject({ DeletionPolicy: 'Retain', Properties: { EnableKeyRotation: true } });
  });

  it('keeps the logical ids of the table, the user pool and the key stable', () => {
    expect(Object.keys(resourcesOf(template, 'AWS::DynamoDB::Table')).sort()).toEqual(['ProvenlyPersonKeys', 'ProvenlyTable']);
    expect(Object.keys(resourcesOf(template, 'AWS::Cognito::UserPool'))).toEqual(['ProvenlyUserPool']);
    expect(Object.keys(resourcesOf(template, 'AWS::KMS::Key'))).toContain('LinkedInTokenKey');
    expect(STABLE_IDS).toEqual({ table: 'ProvenlyTable', tokenKey: 'LinkedInTokenKey', personKeyTable: 'ProvenlyPersonKeys', personalDataKey: 'PersonalDataKey', userPool: 'ProvenlyUserPool' });
  });
});
