// Builds the stacks as bin/app.ts does (cdk.json context, the real route table, cdk-nag), offline,
// with a throw-away web build. A test file builds in beforeAll (~3 s a build); the files that
// need the configured stacks as they are share one build per worker (synthAsConfigured).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Aspects, NestedStack, Stack, type CfnElement } from 'aws-cdk-lib';
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
  /** The product stack with its nested stacks merged in (mergedTemplate): what it deploys, as one. */
  readonly template: Template;
  /** The product stack's own template, nested stacks as AWS::CloudFormation::Stack resources. */
  readonly parentTemplate: Template;
  /** The us-east-1 stack with the CloudFront web ACL. */
  readonly edge: EdgeStack;
  readonly edgeTemplate: Template;
  readonly outdir: string;
}

export const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A minimal Vite-like build: index.html, the public pages' public-page.html and one hashed asset. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'provenly-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Provenly</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'public-page.html'), '<!doctype html><title>Provenly</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

let deployedAsConfigured: Synthesized | undefined;

/**
 * The stacks as cdk.json configures them, built once per worker: the files that read them share
 * it (they share their workers' modules), as they read and never change it.
 */
export function synthAsConfigured(): Synthesized {
  deployedAsConfigured ??= synth();
  return deployedAsConfigured;
}

/** Every optional setting a deployment may give (cdk.json context), at once. */
export const FULLY_CONFIGURED = {
  linkedinClientId: 'li-client-123',
  linkedinApiVersion: '202610',
  linkedinClientSecretName: 'provenly/linkedin-client-secret',
  alarmEmail: 'ops@example.org',
  mailDomain: 'mail.example.org',
  bedrockModelId: 'amazon.nova-micro-v1:0',
} as const;

let deployedFullyConfigured: Synthesized | undefined;

/**
 * The stacks with every optional setting given (FULLY_CONFIGURED), built once per worker for the
 * files that check what each setting adds; like synthAsConfigured, only read.
 */
export function synthFullyConfigured(): Synthesized {
  deployedFullyConfigured ??= synth({ context: FULLY_CONFIGURED });
  return deployedFullyConfigured;
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
  const parentTemplate = Template.fromStack(stack);
  const template = Template.fromJSON(mergedTemplate(stack) as Record<string, unknown>);
  return { app, stack, template, parentTemplate, edge, edgeTemplate: Template.fromStack(edge), outdir };
}

type Json = unknown;
interface CfnTemplate { Resources: Record<string, { Type: string; Properties?: Record<string, Json>; DependsOn?: string | string[] }>; Outputs?: Record<string, { Value: Json }>; Parameters?: Record<string, Json>; [key: string]: Json }

/** The stack's nested stacks (one level: route groups), with their logical id in the parent. */
export function nestedStacksOf(stack: Stack): { nested: NestedStack; logicalId: string }[] {
  return stack.node.findAll()
    .filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct) && construct.nestedStackParent === stack)
    .map((nested) => ({ nested, logicalId: stack.resolve((nested.nestedStackResource as CfnElement).logicalId) as string }));
}

/**
 * One template for the stack and its nested stacks, as if they were one: a nested stack's
 * parameters are replaced by what the parent passes, the parent's reads of nested outputs by the
 * output's value, and the AWS::CloudFormation::Stack resources are dropped. Resource-level
 * assertions (permissions, environment, routes) then read the same whatever stack holds what.
 */
export function mergedTemplate(stack: Stack): CfnTemplate {
  const parent = structuredClone(Template.fromStack(stack).toJSON()) as CfnTemplate;
  const outputs = new Map<string, Json>();
  const nestedIds = new Set<string>();
  for (const { nested, logicalId } of nestedStacksOf(stack)) {
    nestedIds.add(logicalId);
    const passed = (parent.Resources[logicalId]?.Properties?.Parameters ?? {}) as Record<string, Json>;
    const child = substitute(Template.fromStack(nested).toJSON(), (node) => {
      const ref = (node as { Ref?: unknown }).Ref;
      return typeof ref === 'string' && ref in passed ? passed[ref] : undefined;
    }) as CfnTemplate;
    for (const [id, resource] of Object.entries(child.Resources)) {
      if (id in parent.Resources) throw new Error(`Logical id ${id} is in the parent and in ${logicalId}`);
      parent.Resources[id] = resource;
    }
    for (const [name, output] of Object.entries(child.Outputs ?? {})) outputs.set(`${logicalId}.${name}`, output.Value);
  }
  for (const id of nestedIds) delete parent.Resources[id];
  const merged = substitute(parent, (node) => {
    const getAtt = (node as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    if (!Array.isArray(getAtt) || !nestedIds.has(getAtt[0] as string)) return undefined;
    return outputs.get(`${getAtt[0] as string}.${(getAtt[1] as string).replace(/^Outputs\./, '')}`);
  }) as CfnTemplate;
  for (const resource of Object.values(merged.Resources)) {
    if (resource.DependsOn === undefined) continue;
    const kept = [resource.DependsOn].flat().filter((id) => !nestedIds.has(id));
    if (kept.length > 0) resource.DependsOn = kept;
    else delete resource.DependsOn;
  }
  return merged;
}

/** Deep copy of `value` where `replace` answers a replacement for a node (undefined: keep it). */
function substitute(value: Json, replace: (node: Json) => Json | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => substitute(item, replace));
  if (value === null || typeof value !== 'object') return value;
  const replaced = replace(value);
  if (replaced !== undefined) return substitute(replaced, replace);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, replace)]));
}

/** cdk-nag findings left unsuppressed, as "rule at path" lines (a nested stack's are its parent's). */
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

/**
 * Logical id of the function of a ServerFunction construct, by its path under the stack without
 * route groups (`Api/RouteHealth`, wherever lib/route-groups.ts puts it; `Jobs/ErasureSweeper`, in
 * the signing routes' stack as it signs).
 */
export function functionLogicalId(built: Synthesized, constructPath: string): string {
  const route = /^Api\/Route(.+)$/.exec(constructPath);
  const job = /^Jobs\/(.+)$/.exec(constructPath);
  const construct = route
    ? built.stack.api.functions.get(route[1] as string)
    : job
      ? built.stack.jobs.functions.get(job[1] as string)
      : constructPath.split('/').reduce<IConstruct>((node, id) => node.node.findChild(id), built.stack);
  if (!construct) throw new Error(`No function at ${constructPath}`);
  const resource = construct.node.findChild('Function').node.defaultChild as CfnElement;
  return Stack.of(resource).resolve(resource.logicalId) as string;
}

/** Every IAM action granted to a function's role (its inline default policy). */
/** Whether a statement is on the persons' keys (their table or wrapping key), which every table user is granted. */
export const onPersonKeys = (statement: { Resource?: unknown }): boolean => /ProvenlyPersonKeys|PersonalDataKey/.test(JSON.stringify(statement.Resource ?? null));

/**
 * The actions of a function's role, sorted. The persons' keys' statements are left out unless
 * asked for: every function that reads the table has them (tests/infra/permissions.test.ts).
 */
export function actionsOf(template: Template, functionLogicalIdValue: string, options: { personKeys?: boolean } = {}): string[] {
  const actions = new Set<string>();
  for (const statement of statementsOf(template, functionLogicalIdValue) as { Action: string | string[]; Resource?: unknown }[]) {
    if (!options.personKeys && onPersonKeys(statement)) continue;
    for (const action of [statement.Action].flat()) actions.add(action);
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
