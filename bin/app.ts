// The CDK app: reads the settings from context, creates the stack, runs cdk-nag over it.
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { tableDefinition } from '../core/data/table-definition';
import { routes, scheduledJobs } from '../lambdas/routes';
import { ProvenlyStack } from '../lib/provenly-stack';
import { readSettings } from '../lib/settings';

const app = new App();
new ProvenlyStack(app, app.node.tryGetContext('stackName') ?? 'Provenly', {
  description: 'Provenly: verified proof cards (web, API, sign-in with LinkedIn, mail, images, live updates)',
  settings: readSettings(app),
  routes,
  scheduledJobs,
  tableDefinition,
});
Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
