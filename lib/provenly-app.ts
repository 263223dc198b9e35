// The stacks of one deployment: the edge stack in us-east-1 (the CloudFront web ACL, which can
// live nowhere else) and the product's stack in the deployment's region, which reads the web
// ACL's ARN across regions. bin/app.ts and the infrastructure tests both build it here.
import type { App, Environment } from 'aws-cdk-lib';
import type { TableDefinition } from '../core/data/table-definition';
import { PER_CLIENT_PATH_PREFIXES, PER_CLIENT_THROTTLE, type RouteDefinition, type ScheduledJobDefinition } from '../lambdas/routes';
import { ProvenlyStack } from './provenly-stack';
import type { ProvenlySettings } from './settings';
import { EdgeStack } from './waf';

export interface ProvenlyAppProps {
  readonly stackName: string;
  readonly settings: ProvenlySettings;
  readonly routes: readonly RouteDefinition[];
  readonly scheduledJobs: readonly ScheduledJobDefinition[];
  readonly tableDefinition: TableDefinition;
  /**
   * Where the product's stack goes. The region must be known (a cross-region reference needs
   * it): the CDK CLI passes the profile's account and region (CDK_DEFAULT_ACCOUNT/REGION).
   */
  readonly env: Environment & { readonly region: string };
}

export function provenlyStacks(app: App, props: ProvenlyAppProps): { edge: EdgeStack; main: ProvenlyStack } {
  const edge = new EdgeStack(app, `${props.stackName}-Edge`, {
    description: `${props.settings.productName}: the CloudFront web ACL (us-east-1)`,
    env: { account: props.env.account },
    productName: props.settings.productName,
    perClient: PER_CLIENT_THROTTLE,
    pathPrefixes: PER_CLIENT_PATH_PREFIXES,
    perRoute: props.routes.flatMap((route) => (route.clientThrottle ? [{ name: route.name, path: route.path, perClient: route.clientThrottle }] : [])),
  });
  const main = new ProvenlyStack(app, props.stackName, {
    description: `${props.settings.productName}: verified proof cards (web, API, sign-in with LinkedIn, mail, images, live updates)`,
    env: props.env,
    settings: props.settings,
    routes: props.routes,
    scheduledJobs: props.scheduledJobs,
    tableDefinition: props.tableDefinition,
    webAclArn: edge.webAclArn,
  });
  return { edge, main };
}
