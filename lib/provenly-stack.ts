// The whole deployment, composed from the constructs beside this file. Generic over the route
// table: every entry of `routes` becomes a function and a route, every scheduled job a rule.
import { Annotations, Arn, ArnFormat, Aws, CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { TableDefinition } from '../core/data/table-definition';
import type { RouteDefinition, ScheduledJobDefinition } from '../lambdas/routes';
import { credentialSigningFor, type CredentialSigning } from './credentials';
import { Alarms } from './alarms';
import { Api } from './api';
import { Archives } from './archives';
import { Data } from './data';
import { ScheduledJobs } from './scheduled-jobs';
import { Identity, LINKEDIN } from './identity';
import { Images } from './images';
import { Mail } from './mail';
import { DataMigrations } from './migrations';
import { Realtime } from './realtime';
import { EdgeInvalidation } from './edge-invalidation';
import { ServerFunction, type Backend } from './server-function';
import type { ProvenlySettings } from './settings';
import { Web } from './web';
import { originVerifySecret } from './viewer-address';

export interface ProvenlyStackProps extends StackProps {
  readonly settings: ProvenlySettings;
  readonly routes: readonly RouteDefinition[];
  readonly scheduledJobs: readonly ScheduledJobDefinition[];
  readonly tableDefinition: TableDefinition;
  /** The WAF web ACL in front of CloudFront (lib/waf.ts, in us-east-1). */
  readonly webAclArn: string;
}

export class ProvenlyStack extends Stack {
  readonly data: Data;
  readonly identity: Identity;
  readonly api: Api;
  readonly realtime: Realtime;
  readonly web: Web;
  readonly alarms: Alarms;
  readonly credentials: CredentialSigning;
  readonly jobs: ScheduledJobs;
  readonly migrations: DataMigrations;

  constructor(scope: Construct, id: string, props: ProvenlyStackProps) {
    super(scope, id, props);
    const { settings } = props;

    // The public origin is the custom domain, or the distribution's own name, which exists only
    // once the Web construct below does: a lazy value breaks the chicken-and-egg.
    const publicHost = settings.domainName ?? Lazy.string({ produce: () => this.web.distribution.distributionDomainName });
    const publicOrigin = `https://${publicHost}`;

    this.data = new Data(this, 'Data', { definition: props.tableDefinition });
    this.identity = new Identity(this, 'Identity', {
      slug: settings.slug,
      linkedinClientId: settings.linkedinClientId,
      linkedinClientSecretName: settings.linkedinClientSecretName,
      domainPrefix: settings.authDomainPrefix,
      callbackUrls: settings.callbackUrls ?? [`${publicOrigin}/auth/callback`],
      logoutUrls: settings.logoutUrls ?? [`${publicOrigin}/`],
    });
    const mail = new Mail(this, 'Mail', {
      productName: settings.productName,
      domain: settings.mailDomain,
      fromAddress: settings.mailFromAddress,
      hostedZone: settings.mailHostedZone,
    });

    // CloudFront proves it sent a request with this secret; the functions that read the client's
    // address believe its viewer-address header only then (lib/viewer-address.ts).
    const originVerify = originVerifySecret(this).secretValue.unsafeUnwrap();
    // The accounts' archives (docs/data-rights.md): a private bucket the archive functions use.
    const archives = new Archives(this, 'Archives');
    const backend: Backend = {
      table: this.data.table,
      tokenKey: this.data.tokenKey,
      personKeys: this.data.personKeys,
      mail,
      bedrock: { modelId: settings.bedrockModelId, resourceArns: bedrockResources(this, settings.bedrockModelId) },
      publicOrigin,
      logRetention: retention(settings.logRetentionDays),
      nodeSourceMaps: settings.nodeSourceMaps,
      // The same LinkedIn app as sign-in; its secret stays in Secrets Manager, read at run time.
      linkedin: {
        clientId: settings.linkedinClientId,
        clientSecret: secretsmanager.Secret.fromSecretNameV2(this, 'LinkedInClientSecret', settings.linkedinClientSecretName),
        apiVersion: settings.linkedinApiVersion,
      },
      admin: {
        adminEmails: settings.adminEmails.join(','),
        userPoolId: this.identity.userPool.userPoolId,
        userPoolArn: this.identity.userPool.userPoolArn,
      },
      originVerifySecret: originVerify,
      archivesBucket: archives.bucket,
    };
    const auth = { issuerUrl: this.identity.issuerUrl, clientId: this.identity.client.userPoolClientId };

    this.api = new Api(this, 'Api', {
      backend,
      routes: props.routes,
      ...auth,
      throttle: { rate: settings.apiRateLimit, burst: settings.apiBurstLimit },
      mailThrottle: { rate: settings.mailRouteRateLimit, burst: settings.mailRouteBurstLimit },
    });
    new Images(this, 'Images', { backend, api: this.api });
    this.jobs = new ScheduledJobs(this, 'Jobs', { backend, jobs: props.scheduledJobs, signingScope: () => this.api.signingGroup() });
    // Portable credentials: only the functions that issue and revoke may sign (lib/credentials.ts).
    this.credentials = credentialSigningFor(this, this.api.functions, props.routes, this.jobs.signers);
    this.realtime = new Realtime(this, 'Realtime', {
      backend,
      table: this.data.table,
      ...auth,
      throttle: { rate: settings.apiRateLimit, burst: settings.apiBurstLimit },
    });
    // The data migrations run on deploy, after the table and every function that writes it.
    this.migrations = new DataMigrations(this, 'Migrations', { backend, executeAfter: [this.data, this.api] });

    this.web = new Web(this, 'Web', {
      distDir: settings.webDistDir,
      apiDomainName: this.api.domainName,
      websocketDomainName: this.realtime.domainName,
      region: Aws.REGION,
      priceClass: settings.priceClass as PriceClass,
      customDomain: settings.domainName && settings.certificateArn
        ? { name: settings.domainName, certificateArn: settings.certificateArn }
        : undefined,
      publicHost,
      webAclArn: props.webAclArn,
      originVerifySecret: originVerify,
      config: {
        productName: settings.productName,
        authority: this.identity.issuerUrl,
        clientId: this.identity.client.userPoolClientId,
        identityProvider: LINKEDIN.providerName,
        scope: 'openid email profile',
        hostedUiDomain: this.identity.hostedUiDomain,
      },
    });
    // A proof image nobody may see any more is forgotten at the edge (`edgeInvalidator`, lambdas/routes.ts).
    const edgeInvalidation = new EdgeInvalidation(this, 'EdgeInvalidation', { backend, table: this.data.table, distribution: this.web.distribution });

    // After every function exists: each gets its error alarm.
    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      accessLogs: this.api.accessLogs,
      notifier: this.realtime.notifier,
      authorizer: this.realtime.authorizer,
      edgeInvalidationFailures: edgeInvalidation.failedBatches,
      functions: this.node.findAll().filter((construct): construct is ServerFunction => construct instanceof ServerFunction),
      email: settings.alarmEmail,
    });

    if (!settings.linkedinClientId) {
      Annotations.of(this).addWarningV2(
        'provenly:linkedinClientId',
        'linkedinClientId is not set: the stack deploys, but nobody can sign in until it is (docs/deploy.md).',
      );
    }
    this.outputs(publicOrigin);
  }

  private outputs(publicOrigin: string): void {
    const out = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    out('SiteUrl', publicOrigin, 'The product (CloudFront)');
    out('DistributionDomainName', this.web.distribution.distributionDomainName, 'Point a custom domain here (CNAME/alias)');
    out('UserPoolId', this.identity.userPool.userPoolId, 'Cognito user pool');
    out('UserPoolClientId', this.identity.client.userPoolClientId, 'SPA app client');
    out('IssuerUrl', this.identity.issuerUrl, 'OpenID Connect issuer of the SPA tokens');
    out('HostedUiDomain', this.identity.hostedUiDomain, 'Cognito hosted UI');
    out('LinkedInRedirectUrl', `https://${this.identity.hostedUiDomain}/oauth2/idpresponse`, 'Add to the LinkedIn app as an authorized redirect URL');
    out('TableName', this.data.table.tableName, 'DynamoDB table');
    out('WebSocketUrl', `wss://${this.realtime.domainName}/ws`, 'WebSocket API (also at /ws on the site)');
    out('DataMigrationsFunctionName', this.migrations.function.fn.functionName, 'Invoke to run the data migrations again (docs/deploy.md)');
    out('AlarmTopicArn', this.alarms.topic.topicArn, 'SNS topic every alarm notifies (subscribe e-mail, chat or paging here)');
  }
}

/** Bedrock ARNs: a foundation model, or an inference profile plus the models it routes to. */
function bedrockResources(stack: Stack, modelId: string): string[] {
  const profile = /^(us|eu|apac|us-gov|global)\.(.+)$/.exec(modelId);
  if (!profile) {
    return [Arn.format({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelId, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }, stack)];
  }
  return [
    Arn.format({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }, stack),
    // A cross-region profile may serve the request from any region of its geography.
    `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`,
  ];
}

function retention(days: number): logs.RetentionDays {
  const allowed = Object.values(logs.RetentionDays).filter((value): value is number => typeof value === 'number');
  if (!allowed.includes(days)) throw new Error(`Context "logRetentionDays" must be one of ${allowed.join(', ')}`);
  return days as logs.RetentionDays;
}
