// The HTTP API is generated from the real route table: one function and one route per entry,
// the JWT authorizer on every non-public route, and each function's grants follow its declaration.
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { imageRoute, PAGE_PATH_PREFIXES, routes, scheduledJobs, type RouteDefinition } from '../../lambdas/routes';
import { IMAGE_ROUTE_PATH } from '../../lib/images';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/server-function';
import { actionsOf, functionLogicalId, resourcesOf, synthAsConfigured, type Synthesized } from './synth';

const table: readonly RouteDefinition[] = routes;
let built: Synthesized;
let template: Template;

beforeAll(() => {
  built = synthAsConfigured();
  template = built.template;
});

const routeKeys = (): string[] =>
  Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))
    .map((route) => route.Properties.RouteKey as string)
    .filter((key) => !key.startsWith('$'));

/**
 * The product's functions: CDK's own helpers (the trigger provider, the custom-resource function)
 * run its latest Node, nodejs24.x too, but on x86_64 with no log group of ours.
 */
const isOwnFunction = (fn: { Properties: Record<string, unknown> }) =>
  fn.Properties.Runtime === 'nodejs24.x' && JSON.stringify(fn.Properties.Architectures) === '["arm64"]';

describe('routes', () => {
  it('has exactly the routes of lambdas/routes.ts, plus the image route', () => {
    const expected = [...table.map((route) => `${route.method} ${route.path}`), `GET ${IMAGE_ROUTE_PATH}`];
    expect(routeKeys().sort()).toEqual(expected.sort());
  });

  it('builds one function per route, scheduled job, the image function, four realtime functions, the image invalidator and the data migrations', () => {
    const own = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).filter(
      isOwnFunction,
    );
    expect(own).toHaveLength(table.length + scheduledJobs.length + 1 + 4 + 1 + 1);
    for (const route of table) functionLogicalId(built, `Api/Route${route.name}`);
  });

  it('lets Run now do whatever a scheduled job does: it runs every job\u2019s code in its own function', () => {
    const runNow = table.find((route) => route.name === 'AdminRunJob')!;
    const grants = ['sendsMail', 'rendersImages', 'archives', 'signsCredentials', 'usesTokenKey', 'callsLinkedin', 'managesAccounts'] as const;
    for (const job of scheduledJobs) {
      for (const grant of grants) if (job[grant]) expect(runNow[grant], `${job.name} ${grant}`).toBe(job[grant]);
      if (job.table === 'readwrite') expect(runNow.table).toBe('readwrite');
    }
  });

  it('runs every function on Node 24 (nodejs24.x), arm64, from an ES module bundle, stack traces source-mapped', () => {
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      if (!isOwnFunction(fn)) continue;
      expect(fn.Properties).toMatchObject({
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
      });
    }
  });

  it('runs no function, CDK helpers included, on a Node runtime other than nodejs24.x', () => {
    const runtimes = [template, built.edgeTemplate].flatMap((each) => Object.entries(resourcesOf(each, 'AWS::Lambda::Function')))
      .map(([id, fn]) => [id, fn.Properties.Runtime] as const)
      .filter(([, runtime]) => typeof runtime !== 'string' || (runtime.startsWith('nodejs') && runtime !== 'nodejs24.x'));
    expect(runtimes).toEqual([]);
  });

  it('puts the JWT authorizer on signed-in and admin routes only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::GetAtt': ['ProvenlyUserPool', 'ProviderURL'] },
        Audience: [{ Ref: Match.stringLikeRegexp('^IdentityUserPoolWebClient') }],
      },
    });
    const byKey = new Map(
      Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((route) => [route.Properties.RouteKey, route.Properties]),
    );
    for (const route of table) {
      const properties = byKey.get(`${route.method} ${route.path}`);
      expect(properties?.AuthorizationType, route.name).toBe(route.access === 'public' ? 'NONE' : 'JWT');
    }
  });

  it('gives every route its own throttling and the stage access logs', () => {
    const [stage] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage')).filter((s) => s.Properties.StageName === '$default');
    const settings = stage?.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    for (const key of routeKeys()) {
      expect(settings[key], key).toEqual({ ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) });
    }
    expect(stage?.Properties.AccessLogSettings).toMatchObject({ DestinationArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } });
    expect(stage?.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('throttles each route as the route table says, else with the stage defaults for its kind', () => {
    const [stage] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage')).filter((s) => s.Properties.StageName === '$default');
    const settings = stage?.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    for (const route of [...table, imageRoute] as RouteDefinition[]) {
      const expected = route.throttle ?? (route.sendsMail ? { rate: 2, burst: 5 } : { rate: 50, burst: 100 });
      expect(settings[`${route.method} ${route.path}`], route.name).toEqual({ ThrottlingRateLimit: expected.rate, ThrottlingBurstLimit: expected.burst });
    }
    // The anonymous public reads are all throttled by the table.
    const publicReads = table.filter((route) => route.path.startsWith('/api/public/') || PAGE_PATH_PREFIXES.some((prefix) => route.path.startsWith(prefix)));
    // 9 pages, lookups and public calls, 6 portable-credential routes (documents, badge, status list,
    // verify), the report form, the bulk check of proofs, the co-signers' own page (its link, what is
    // held, its removal), a wallet's claim (the offer, token, nonce, credential, interaction URL and exchange) and a bundle link (its page, its presentation).
    expect(publicReads.length).toBe(28);
    for (const route of publicReads) expect(route.throttle, route.name).toBeDefined();
  });

  const WELL_KNOWN_ROUTES = ['/.well-known/did.json', '/.well-known/openid-credential-issuer', '/.well-known/oauth-authorization-server'];

  it('serves only /api/, the link-preview page paths and three documents under /.well-known/', () => {
    for (const route of table) {
      // Under /.well-known/: the issuer's DID document (tests/infra/credentials.test.ts) and the
      // wallet issuer's and its authorization server's metadata (tests/infra/wallet.test.ts).
      const underApi = route.path.startsWith('/api/') || WELL_KNOWN_ROUTES.includes(route.path);
      const page = PAGE_PATH_PREFIXES.find((prefix) => route.path.startsWith(prefix));
      expect(underApi || page !== undefined, route.path).toBe(true);
      if (page) expect(route.path, 'a page route is one segment under its prefix').toMatch(/^\/[a-z]+\/\{[a-zA-Z]+\}$/);
    }
  });

  it("gives image-rendering routes the image function's memory and time (or the route's own, longer)", () => {
    for (const route of table.filter((candidate) => candidate.rendersImages) as RouteDefinition[]) {
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(built, `Api/Route${route.name}`)];
      expect(fn?.Properties, route.name).toMatchObject({ MemorySize: 1024, Timeout: route.timeoutSeconds ?? 15 });
    }
  });

  it('gives every function its own log group, kept for the configured time', () => {
    const groups = resourcesOf(template, 'AWS::Logs::LogGroup');
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      if (!isOwnFunction(fn)) continue;
      const ref = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(groups[ref]?.Properties.RetentionInDays).toBe(30);
    }
  });
});

describe('grants follow the route table', () => {
  it.each(table.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    const id = functionLogicalId(built, `Api/Route${route.name}`);
    const actions = actionsOf(template, id);
    const tableAccess = route.access === 'admin' && route.table === 'none' ? 'read' : route.table;
    const dynamo = actions.filter((action) => action.startsWith('dynamodb:'));
    if (tableAccess === 'none') expect(dynamo).toEqual([]);
    if (tableAccess === 'read') expect(dynamo.sort()).toEqual([...TABLE_READ_ACTIONS].sort());
    if (tableAccess === 'readwrite') expect(dynamo.sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
    expect(dynamo).not.toContain('dynamodb:Scan');
    expect(actions.some((action) => action.startsWith('ses:'))).toBe(Boolean(route.sendsMail));
    // KMS: the token key, or the credential signing key for the functions that issue credentials.
    expect(actions.some((action) => action.startsWith('kms:'))).toBe(Boolean(route.usesTokenKey) || Boolean(route.signsCredentials));
    expect(actions.some((action) => action.startsWith('bedrock:'))).toBe(Boolean(route.usesBedrock));
    expect(actions).toEqual(expect.arrayContaining(['logs:CreateLogStream', 'logs:PutLogEvents']));
  });

  it('sets the environment names core/config.ts reads', () => {
    for (const route of table) {
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalId(built, `Api/Route${route.name}`)];
      const variables = (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables[ENV.tableName]).toEqual({ Ref: 'ProvenlyTable' });
      expect(variables[ENV.publicOrigin]).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.any(String), 'DomainName'] }]] });
      // The settings page shows the sender too (readsSettings: the name, without the permission).
      expect(ENV.mailFrom in variables).toBe(Boolean(route.sendsMail) || Boolean(route.readsSettings));
    }
  });
});
