// One Lambda function of the product: bundled from its entry, with its own role, log group and
// exactly the permissions its declaration asks for. Route, scheduled and realtime functions are
// all built here, so every function gets the same runtime, bundling, logging, X-Ray tracing and
// grants.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { PersonKeys } from './data';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ENV_NAMES } from './env';
import { ARCHITECTURE, PROJECT_ROOT, RUNTIME, cdkBundling, resolveEntry } from './bundling';
import type { AccountManagement, TableAccess } from '../lambdas/routes';
import { tableDefinition } from '../core/data/table-definition';
import { SUGGESTION_TIMEOUT_MS } from '../domain/constants';

/** Room for the suggestion deadline plus the table write and the answer; under API Gateway's 30 s. */
export const BEDROCK_FUNCTION_TIMEOUT = Duration.seconds(Math.ceil(SUGGESTION_TIMEOUT_MS / 1000) + 5);

/** Table actions by access level. No Scan: every read is a key lookup or a bounded query. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
] as const;
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** The user-pool action each kind of account management needs beside finding the user. */
const USER_POOL_ACTION: Record<AccountManagement, string> = {
  restore: 'cognito-idp:AdminEnableUser',
  close: 'cognito-idp:AdminUserGlobalSignOut',
  erase: 'cognito-idp:AdminDeleteUser',
};

export interface MailSender {
  /** ARNs of the SES identity and configuration set a sender may use. */
  readonly resourceArns: readonly string[];
  /** The only address mail may be sent from (IAM condition ses:FromAddress). */
  readonly fromAddress: string;
  /** MAIL_FROM value: display name and address. */
  readonly mailFrom: string;
  readonly configurationSetName: string;
}

/** The shared resources functions are granted access to. */
export interface Backend {
  readonly table: ITable;
  readonly tokenKey: IKey;
  /** Each person's data key and what wraps it: every function that reads the table opens personal data. */
  readonly personKeys: PersonKeys;
  readonly mail: MailSender;
  /** ARNs a Bedrock caller may invoke, and the model id handed to it. */
  readonly bedrock: { readonly modelId: string; readonly resourceArns: readonly string[] };
  /** The product's public origin (https://…); may be a token resolved at synth. */
  readonly publicOrigin: string;
  readonly logRetention: logs.RetentionDays;
  /** Set NODE_OPTIONS=--enable-source-maps (the maps are always in the package). */
  readonly nodeSourceMaps: boolean;
  /** The LinkedIn app functions that post on LinkedIn use: its id, client secret and API version. */
  readonly linkedin: LinkedinApp;
  /** The admin panel (docs/admin.md): ADMIN_EMAILS, and the user pool a suspension disables users in. */
  readonly admin?: AdminBackend;
  /**
   * The origin-verification secret CloudFront sends (lib/viewer-address.ts), as a deploy-time
   * reference; given only to functions that read the client's address.
   */
  readonly originVerifySecret?: string;
  /** The private bucket of the accounts' archives (lib/archives.ts). */
  readonly archivesBucket?: IBucket;
}

export interface AdminBackend {
  /** Comma-separated, from the `adminEmails` context value. */
  readonly adminEmails: string;
  readonly userPoolId: string;
  readonly userPoolArn: string;
}

export interface LinkedinApp {
  readonly clientId: string;
  readonly clientSecret: ISecret;
  /** LinkedIn-Version, YYYYMM. */
  readonly apiVersion: string;
}

export interface ServerFunctionProps {
  readonly backend: Backend;
  /** Entry file relative to the repository root. */
  readonly entry: string;
  readonly description: string;
  readonly table: TableAccess;
  readonly sendsMail?: boolean;
  readonly usesTokenKey?: boolean;
  readonly usesBedrock?: boolean;
  /** Calls LinkedIn: its client id and API version in the environment. */
  readonly callsLinkedin?: boolean;
  /** Shows the configuration: the mail and LinkedIn environment without their permissions. */
  readonly readsSettings?: boolean;
  /** Reads the LinkedIn client secret from Secrets Manager. */
  readonly usesLinkedinSecret?: boolean;
  /** Gets ADMIN_EMAILS (the bootstrap grant at sign-in). */
  readonly readsAdminEmails?: boolean;
  /** What it does to users of the user pool (lambdas/route-definition.ts); nothing else on it. */
  readonly managesAccounts?: AccountManagement;
  /** Reads the client's IP address: gets the origin-verification secret (docs/admin-moderation.md). */
  readonly readsClientAddress?: boolean;
  /** The archives bucket: `write` puts archives, `read` makes their download links. */
  readonly archives?: 'read' | 'write';
  /** Erases people: deletes their keys from the person-key table (docs/data-rights.md). */
  readonly shredsPersonalData?: boolean;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  readonly environment?: Readonly<Record<string, string>>;
  /** Function-specific bundling (externals, command hooks). */
  readonly bundling?: Partial<BundlingOptions>;
}

export class ServerFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  private readonly table: ITable;

  constructor(scope: Construct, id: string, props: ServerFunctionProps) {
    super(scope, id);
    const { backend } = props;
    this.table = backend.table;
    const entry = resolveEntry(props.entry, `${this.node.path}`);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: backend.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role with an inline policy instead of AWSLambdaBasicExecutionRole: the function may
    // write to its own log group and nowhere else.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (function role)`,
    });
    this.role.addToPolicy(new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [this.logGroup.logGroupArn],
    }));

    const environment: Record<string, string> = {
      [ENV_NAMES.tableName]: backend.table.tableName,
      [ENV_NAMES.publicOrigin]: backend.publicOrigin,
      ...(backend.nodeSourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
      ...props.environment,
    };
    if (props.sendsMail || props.readsSettings) {
      environment[ENV_NAMES.mailFrom] = backend.mail.mailFrom;
      environment[ENV_NAMES.sesConfigurationSet] = backend.mail.configurationSetName;
    }
    if (props.usesTokenKey) environment[ENV_NAMES.tokenKeyId] = backend.tokenKey.keyArn;
    if (props.table !== 'none') {
      environment[ENV_NAMES.personKeysTable] = backend.personKeys.table.tableName;
      environment[ENV_NAMES.personalDataKeyId] = backend.personKeys.wrappingKey.keyArn;
    }
    if (props.usesBedrock) environment[ENV_NAMES.bedrockModelId] = backend.bedrock.modelId;
    if (props.callsLinkedin || props.readsSettings) {
      environment[ENV_NAMES.linkedinClientId] = backend.linkedin.clientId;
      environment[ENV_NAMES.linkedinApiVersion] = backend.linkedin.apiVersion;
    }
    if (props.usesLinkedinSecret) environment[ENV_NAMES.linkedinClientSecretArn] = backend.linkedin.clientSecret.secretArn;
    if (props.readsAdminEmails && backend.admin) environment[ENV_NAMES.adminEmails] = backend.admin.adminEmails;
    if (props.managesAccounts && backend.admin) {
      environment[ENV_NAMES.accountDisabler] = 'cognito';
      environment[ENV_NAMES.userPoolId] = backend.admin.userPoolId;
    }
    if (props.readsClientAddress && backend.originVerifySecret) environment[ENV_NAMES.originVerifySecret] = backend.originVerifySecret;
    if (props.archives && backend.archivesBucket) environment[ENV_NAMES.archivesBucket] = backend.archivesBucket.bucketName;

    this.fn = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}/package-lock.json`,
      runtime: RUNTIME,
      architecture: ARCHITECTURE,
      memorySize: props.memorySize ?? 512,
      // A Bedrock caller waits up to SUGGESTION_TIMEOUT_MS for the model, then still answers (503).
      timeout: props.timeout ?? (props.usesBedrock ? BEDROCK_FUNCTION_TIMEOUT : Duration.seconds(10)),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      // Active tracing: Lambda samples invocations into X-Ray (init, invocation, overhead); the
      // role gets xray:PutTraceSegments and xray:PutTelemetryRecords.
      tracing: Tracing.ACTIVE,
      environment,
      bundling: cdkBundling(props.bundling),
    });

    NagSuppressions.addResourceSuppressions(this.fn, [{
      id: 'AwsSolutions-L1',
      reason: 'Node.js 24 (nodejs24.x) is the runtime the product targets (docs/decisions.md, Node); cdk-nag judges "latest" by its own list, so a newer runtime is a deliberate upgrade, not a drift.',
    }]);
    NagSuppressions.addResourceSuppressions(this.role, [{
      id: 'AwsSolutions-IAM5',
      reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so they are granted on * (as AWSXRayDaemonWriteAccess does).',
      appliesTo: ['Resource::*'],
    }], true);

    this.grantTable(props.table);
    this.grantPersonKeys(backend.personKeys, props.table, props.shredsPersonalData === true);
    if (props.sendsMail) this.grantSendMail(backend.mail);
    if (props.usesTokenKey) this.grantTokenKey(backend.tokenKey);
    if (props.usesBedrock) this.grantBedrock(backend.bedrock.resourceArns);
    if (props.usesLinkedinSecret) backend.linkedin.clientSecret.grantRead(this.role);
    if (props.archives && backend.archivesBucket) this.grantArchives(backend.archivesBucket, props.archives);
    if (props.managesAccounts && backend.admin) {
      // Only what its work needs (find the user by sub, then enable them, sign them out everywhere or
      // delete them), on this user pool only (its ARN, so no wildcard).
      this.role.addToPolicy(new iam.PolicyStatement({
        actions: ['cognito-idp:ListUsers', USER_POOL_ACTION[props.managesAccounts]],
        resources: [backend.admin.userPoolArn],
      }));
    }
  }

  /** Table and index ARNs of the shared table (no wildcard: the indexes are known). */
  static tableResources(table: ITable): string[] {
    return [
      table.tableArn,
      ...tableDefinition.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
    ];
  }

  private grantTable(access: TableAccess): void {
    if (access === 'none') return;
    const actions: string[] = [...TABLE_READ_ACTIONS, ...(access === 'readwrite' ? TABLE_WRITE_ACTIONS : [])];
    this.role.addToPolicy(new iam.PolicyStatement({ actions, resources: ServerFunction.tableResources(this.table) }));
  }

  /**
   * Each person's key: a reader opens (GetItem, kms:Decrypt), a writer also makes keys
   * (PutItem, kms:GenerateDataKey), only an eraser deletes them. KMS only for this purpose's
   * encryption context.
   */
  private grantPersonKeys(keys: PersonKeys, access: TableAccess, shreds: boolean): void {
    if (access === 'none') return;
    const writes = access === 'readwrite';
    this.role.addToPolicy(new iam.PolicyStatement({
      actions: ['dynamodb:GetItem', ...(writes ? ['dynamodb:PutItem'] : []), ...(shreds ? ['dynamodb:DeleteItem'] : [])],
      resources: [keys.table.tableArn],
    }));
    this.role.addToPolicy(new iam.PolicyStatement({
      actions: ['kms:Decrypt', ...(writes ? ['kms:GenerateDataKey'] : [])],
      resources: [keys.wrappingKey.keyArn],
      conditions: { StringEquals: { 'kms:EncryptionContext:purpose': 'personal-data' } },
    }));
  }

  /** Puts archives (`write`) or reads them to presign a download (`read`): objects under archives/ only, never a listing. */
  private grantArchives(bucket: IBucket, access: 'read' | 'write'): void {
    this.role.addToPolicy(new iam.PolicyStatement({ actions: [access === 'write' ? 's3:PutObject' : 's3:GetObject'], resources: [bucket.arnForObjects('archives/*')] }));
    NagSuppressions.addResourceSuppressions(this.role, [{
      id: 'AwsSolutions-IAM5',
      reason: 'An archive\'s key (archives/{user}/{archive}.zip) exists only at run time: the role reaches objects under archives/ of the archives bucket, one action, no listing.',
      // The bucket's ARN is a token: `<ArchivesBucket….Arn>`, or a parameter's name in a nested stack.
      appliesTo: [{ regex: '/^Resource::<.*ArchivesBucket.*Arn>\\/archives\\/\\*$/g' }],
    }], true);
  }

  private grantSendMail(mail: MailSender): void {
    this.role.addToPolicy(new iam.PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [...mail.resourceArns],
      conditions: { StringEquals: { 'ses:FromAddress': mail.fromAddress } },
    }));
  }

  private grantTokenKey(key: IKey): void {
    this.role.addToPolicy(new iam.PolicyStatement({
      actions: ['kms:Encrypt', 'kms:Decrypt', 'kms:GenerateDataKey'],
      resources: [key.keyArn],
    }));
  }

  private grantBedrock(resourceArns: readonly string[]): void {
    this.role.addToPolicy(new iam.PolicyStatement({
      // Converse and InvokeModel are both authorised by bedrock:InvokeModel.
      actions: ['bedrock:InvokeModel'],
      resources: [...resourceArns],
    }));
    if (resourceArns.some((arn) => arn.includes(':bedrock:*:'))) {
      NagSuppressions.addResourceSuppressions(this.role, [{
        id: 'AwsSolutions-IAM5',
        reason: 'A cross-region inference profile may route the call to its model in any region of its geography; the model itself is named.',
        appliesTo: [{ regex: '/^Resource::arn:(<AWS::Partition>|aws[a-z-]*):bedrock:\\*::foundation-model\\/.+$/g' }],
      }], true);
    }
  }
}
