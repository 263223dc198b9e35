// Builds the stacks as bin/app.ts does (cdk.json context, the real route table, cdk-nag), offline,
// with a throw-away web build. Each test file builds once in beforeAll (~3 s a build).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Aspects, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { tableDefinition } from '../../core/data/table-definition';
import { routes, scheduledJobs, type RouteDefinition, type ScheduledJobDefinition } from '../../lambdas/routes';
import { PROJECT_ROOT } from '../../lib/bundling';
import { provenlyStacks } from '../../lib/provenly-app';
import type { ProvenlyStack } from '../../lib/provenly-stack';
import type { EdgeStack } from '../../lib/waf';
import { readSettings } from '../../lib/settings';

export interface SynthOptions {
  /** Context on top of cdk.json's. */
  readonly context?: Record<string, unknown>;
  readonly routes?: readonly RouteDefinition[];
  readonly scheduledJobs?: readonly ScheduledJobDefinition[];
  /** Run esbuild for every function (slower); off by default, `npm run synth` always bundles. */
  readonly bundle?: boolean;
  /** The product stack's region (default eu-west-1). */
  readonly region?: string;
}

export interface Synthesized {
  readonly app: App;
  readonly stack: ProvenlyStack;
  readonly template: Template;
  /** The us-east-1 stack with the CloudFront web ACL. */
  readonly edge: EdgeStack;
  readonly edgeTemplate: Template;
  readonly outdir: string;
}

export const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A minimal Vite-like build: index.html and one hashed asset. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'provenly-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Provenly</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

export function synth(options: SynthOptions = {}): Synthesized {
  const outdir = mkdtempSync(path.join(tmpdir(), 'provenly-cdk-'));
  const app = new App({
    outdir,
    context: {
      ...cdkContext(),
      linkedinClientId: 'test-linkedin-client',
      webDistDir: fakeWebBuild(),
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const { edge, main: stack } = provenlyStacks(app, {
    stackName: 'Provenly',
    settings: readSettings(app),
    routes: options.routes ?? routes,
    scheduledJobs: options.scheduledJobs ?? scheduledJobs,
    tableDefinition,
    // Another region than the edge stack's, so the cross-region reference is the one deployed.
    env: { region: options.region ?? 'eu-west-1' },
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  const template = Template.fromStack(stack);
  return { app, stack, template, edge, edgeTemplate: Template.fromStack(edge), outdir };
}

/** cdk-nag findings left unsuppressed, as "rule at path" lines. */
export function nagFindings(stack: Stack): string[] {
  const annotations = Annotations.fromStack(stack);
  const nag = Match.stringLikeRegexp('AwsSolutions-');
  return [...annotations.findError('*', nag), ...annotations.findWarning('*', nag)].map(
    (finding) => `${String(finding.entry.data).split(':')[0]} at ${finding.id}`,
  );
}

type Resources = Record<string, { Type: string; Properties: Record<string, unknown>; [key: string]: unknown }>;

export const resourcesOf = (template: Template, type: string): Resources =>
  template.findResources(type) as Resources;

/** Logical id of the function of a ServerFunction construct, by its path under the stack (`Api/RouteHealth`). */
export function functionLogicalId(built: Synthesized, constructPath: string): string {
  const construct = constructPath.split('/').reduce<IConstruct>((node, id) => node.node.findChild(id), built.stack);
  const resource = construct.node.findChild('Function').node.defaultChild as CfnElement;
  return built.stack.resolve(resource.logicalId) as string;
}

/** Every IAM action granted to a function's role (its inline default policy). */
export function actionsOf(template: Template, functionLogicalIdValue: string): string[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalIdValue];
  const roleId = ((fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'])[0];
  const actions = new Set<string>();
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    const roles = policy.Properties.Roles as { Ref: string }[];
    if (!roles.some((role) => role.Ref === roleId)) continue;
    const statements = (policy.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement;
    for (const statement of statements) for (const action of [statement.Action].flat()) actions.add(action);
  }
  return [...actions].sort();
}

/** The policy statements of a function's role. */
export function statementsOf(template: Template, functionLogicalIdValue: string): Record<string, unknown>[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionLogicalIdValue];
  const roleId = ((fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'])[0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
}
