// The CDK app: reads the settings from context, creates the stacks, runs cdk-nag over them.
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { tableDefinition } from '../core/data/table-definition';
import { routes, scheduledJobs } from '../lambdas/routes';
import { provenlyStacks } from '../lib/provenly-app';
import { readSettings } from '../lib/settings';

const app = new App();
provenlyStacks(app, {
  stackName: app.node.tryGetContext('stackName') ?? 'Provenly',
  settings: readSettings(app),
  routes,
  scheduledJobs,
  tableDefinition,
  // The CDK CLI sets both from the profile; it falls back to us-east-1 itself when none is set.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1' },
});
Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
