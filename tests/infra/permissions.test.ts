// Least privilege for every kind of declaration, with a route table made for the test (the real
// one may not use every flag yet): read-only functions get no write action, mail senders may send
// only as the product's address, token and Bedrock users get exactly their key and model.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../lambdas/routes';
import { TABLE_WRITE_ACTIONS } from '../../lib/server-function';
import { actionsOf, functionLogicalId, nagFindings, statementsOf, synth, type Synthesized } from './synth';

const entry = 'lambdas/health.ts';
const testRoutes: RouteDefinition[] = [
  { name: 'PublicNone', method: 'GET', path: '/api/t/none', entry, access: 'public', table: 'none' },
  { name: 'UserRead', method: 'GET', path: '/api/t/read', entry, access: 'user', table: 'read' },
  { name: 'UserWrite', method: 'POST', path: '/api/t/write', entry, access: 'user', table: 'readwrite' },
  { name: 'AdminNone', method: 'GET', path: '/api/t/admin', entry, access: 'admin', table: 'none' },
  { name: 'Mailer', method: 'POST', path: '/api/t/mail', entry, access: 'user', table: 'readwrite', sendsMail: true },
  { name: 'Tokens', method: 'POST', path: '/api/t/tokens', entry, access: 'user', table: 'readwrite', usesTokenKey: true },
  { name: 'Suggest', method: 'POST', path: '/api/t/suggest', entry, access: 'user', table: 'none', usesBedrock: true },
  { name: 'SuggestProfile', method: 'POST', path: '/api/t/suggest2', entry, access: 'user', table: 'none', usesBedrock: true },
  { name: 'Restore', method: 'POST', path: '/api/t/restore', entry, access: 'admin', table: 'readwrite', managesAccounts: 'restore' },
  { name: 'Me', method: 'GET', path: '/api/t/me', entry, access: 'user', table: 'readwrite', readsAdminEmails: true },
  { name: 'Eraser', method: 'POST', path: '/api/t/erase', entry, access: 'admin', table: 'readwrite', shredsPersonalData: true },
];

let built: Synthesized;
let template: Template;
const actions = (name: string) => actionsOf(template, functionLogicalId(built, `Api/Route${name}`));
const statements = (name: string) => statementsOf(template, functionLogicalId(built, `Api/Route${name}`));
const environmentOf = (name: string) =>
  (template.findResources('AWS::Lambda::Function')[functionLogicalId(built, `Api/Route${name}`)]?.Properties.Environment as {
    Variables: Record<string, unknown>;
  }).Variables;

beforeAll(() => {
  built = synth({
    routes: testRoutes,
    context: { adminEmails: 'Root@Example.org, second@example.org', mailDomain: 'mail.example.org', bedrockModelId: 'eu.anthropic.claude-3-haiku-20240307-v1:0', nodeSourceMaps: false },
  });
  template = built.template;
});

describe('table access', () => {
  it('grants nothing on the table to a function that declares none', () => {
    expect(actions('PublicNone').filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
    // A signed-in function that declares none still reads the caller's profile (the suspension
    // check, lambdas/shared/middleware/authorize.ts), and writes nothing.
    expect(actions('Suggest')).toContain('dynamodb:GetItem');
    for (const write of TABLE_WRITE_ACTIONS) expect(actions('Suggest')).not.toContain(write);
  });

  it('grants no write action to read-only functions', () => {
    for (const name of ['UserRead', 'AdminNone']) {
      const granted = actions(name);
      expect(granted).toContain('dynamodb:GetItem');
      for (const write of TABLE_WRITE_ACTIONS) expect(granted, name).not.toContain(write);
    }
  });

  it('grants writes to read-write functions, on the table and its named indexes only', () => {
    expect(actions('UserWrite')).toEqual(expect.arrayContaining([...TABLE_WRITE_ACTIONS]));
    const statement = statements('UserWrite').find((s) => [s.Action].flat().includes('dynamodb:PutItem'));
    // In any order: CDK sorts a statement's resources, and a nested stack names them by parameter.
    expect(statement?.Resource).toHaveLength(3);
    expect(statement?.Resource).toEqual(expect.arrayContaining([
      { 'Fn::GetAtt': ['ProvenlyTable', 'Arn'] },
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['ProvenlyTable', 'Arn'] }, '/index/gsi1']] },
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['ProvenlyTable', 'Arn'] }, '/index/gsi2']] },
    ]));
  });
});

describe('the persons\' keys', () => {
  const keyStatements = (name: string) => statements(name).filter((s) => JSON.stringify(s.Resource).includes('ProvenlyPersonKeys') || JSON.stringify(s.Resource).includes('PersonalDataKey'));
  const keyActions = (name: string) => keyStatements(name).flatMap((s) => [s.Action].flat()).sort();

  it('lets a reader open personal data, a writer also make keys, and only an eraser delete them', () => {
    expect(keyActions('UserRead')).toEqual(['dynamodb:GetItem', 'kms:Decrypt']);
    expect(keyActions('UserWrite')).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'kms:Decrypt', 'kms:GenerateDataKey']);
    expect(keyActions('Eraser')).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'kms:Decrypt', 'kms:GenerateDataKey']);
    expect(keyActions('PublicNone')).toEqual([]);
  });

  it('uses the wrapping key only for personal data, and tells each function where the keys are', () => {
    const kms = keyStatements('UserWrite').find((s) => [s.Action].flat().includes('kms:Decrypt'));
    expect(kms?.Resource).toEqual({ 'Fn::GetAtt': ['PersonalDataKey', 'Arn'] });
    expect(kms?.Condition).toEqual({ StringEquals: { 'kms:EncryptionContext:purpose': 'personal-data' } });
    expect(environmentOf('UserRead')).toMatchObject({ PERSON_KEYS_TABLE: { Ref: 'ProvenlyPersonKeys' }, PERSONAL_DATA_KEY_ID: { 'Fn::GetAtt': ['PersonalDataKey', 'Arn'] } });
    expect(environmentOf('PublicNone')).not.toHaveProperty('PERSON_KEYS_TABLE');
  });
});

describe('mail', () => {
  it('lets only mail-sending functions send, from the product address through its identity', () => {
    const statement = statements('Mailer').find((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect([statement?.Action].flat().sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(statement?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@mail.example.org' } });
    expect(JSON.stringify(statement?.Resource)).toContain(':identity/');
    expect(JSON.stringify(statement?.Resource)).toContain(':configuration-set/');
    for (const name of ['UserWrite', 'Tokens', 'Suggest']) expect(actions(name).some((a) => a.startsWith('ses:'))).toBe(false);
  });

  it('tells the mail sender its address and configuration set, and no one else', () => {
    expect(environmentOf('Mailer')).toMatchObject({
      MAIL_FROM: 'Provenly <no-reply@mail.example.org>',
      SES_CONFIGURATION_SET: { Ref: expect.stringMatching(/^MailConfigurationSet/) },
      TABLE_NAME: { Ref: 'ProvenlyTable' },
    });
    expect(environmentOf('UserWrite')).not.toHaveProperty('MAIL_FROM');
  });

  it('leaves run-time source mapping off when nodeSourceMaps is false', () => {
    expect(environmentOf('UserWrite')).not.toHaveProperty('NODE_OPTIONS');
  });
});

describe('token key and Bedrock', () => {
  it('gives token users encrypt/decrypt on the LinkedIn token key only', () => {
    const statement = statements('Tokens').find((s) => [s.Action].flat().includes('kms:Encrypt'));
    expect([statement?.Action].flat().sort()).toEqual(['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey']);
    expect(statement?.Resource).toEqual({ 'Fn::GetAtt': ['LinkedInTokenKey', 'Arn'] });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ TOKEN_KEY_ID: { 'Fn::GetAtt': ['LinkedInTokenKey', 'Arn'] } }) },
    });
  });

  it('lets Bedrock users invoke the configured inference profile and its model, nothing else', () => {
    const statement = statements('Suggest').find((s) => [s.Action].flat().includes('bedrock:InvokeModel'));
    expect(statement?.Action).toBe('bedrock:InvokeModel');
    expect(environmentOf('Suggest')).toMatchObject({ BEDROCK_MODEL_ID: 'eu.anthropic.claude-3-haiku-20240307-v1:0' });
    const resources = JSON.stringify(statement?.Resource);
    expect(resources).toContain(':inference-profile/eu.anthropic.claude-3-haiku-20240307-v1:0');
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-3-haiku-20240307-v1:0');
    expect(actions('UserWrite').some((action) => action.startsWith('bedrock:'))).toBe(false);
  });

  it('leaves no cdk-nag finding unsuppressed with every kind of grant', () => {
    expect(nagFindings(built.stack)).toEqual([]);
  });
});

describe('admin', () => {
  it('lets only restoring functions find and enable users, on the product user pool only (a suspension no longer disables sign-in)', () => {
    const cognito = statements('Restore').filter((s) => [s.Action].flat().some((action) => String(action).startsWith('cognito-idp:')));
    expect(cognito).toHaveLength(1);
    expect([cognito[0]?.Action].flat().sort()).toEqual(['cognito-idp:AdminEnableUser', 'cognito-idp:ListUsers']);
    expect(JSON.stringify(cognito[0]?.Resource)).toContain('UserPool');
    expect(JSON.stringify(cognito[0]?.Resource)).not.toContain('*');
    for (const name of ['UserWrite', 'AdminNone', 'Me']) expect(actions(name).some((a) => a.startsWith('cognito-idp:')), name).toBe(false);
    expect(environmentOf('Restore')).toMatchObject({ ACCOUNT_DISABLER: 'cognito', USER_POOL_ID: expect.anything() });
  });

  it('hands ADMIN_EMAILS, lower-cased, only to the functions that read it', () => {
    expect(environmentOf('Me')).toMatchObject({ ADMIN_EMAILS: 'root@example.org,second@example.org' });
    expect(environmentOf('UserWrite')).not.toHaveProperty('ADMIN_EMAILS');
  });
});
