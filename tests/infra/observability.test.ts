// Observability of the deployment: X-Ray tracing on every function.
import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ServerFunction } from '../../lib/server-function';
import { imageRoute, routes, scheduledJobs } from '../../lambdas/routes';
import { REALTIME_ENTRIES } from '../../lib/realtime';
import { functionLogicalId, resourcesOf, statementsOf, synth, type Synthesized } from './synth';

let built: Synthesized;
let template: Template;
let productFunctions: ServerFunction[];

beforeAll(() => {
  built = synth();
  template = built.template;
  productFunctions = built.stack.node.findAll().filter((construct): construct is ServerFunction => construct instanceof ServerFunction);
});

const logicalIdOf = (construct: { node: { defaultChild?: unknown } }) => built.stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;

describe('tracing', () => {
  it('is active on every function of the product: routes, image, scheduled jobs and realtime', () => {
    expect(productFunctions).toHaveLength(routes.length + 1 + scheduledJobs.length + Object.keys(REALTIME_ENTRIES).length);
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    for (const fn of productFunctions) {
      expect(functions[logicalIdOf(fn.fn)]?.Properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
    }
    expect(productFunctions.map((fn) => fn.node.path)).toEqual(expect.arrayContaining([`Provenly/Images/${imageRoute.name}`, 'Provenly/Realtime/Notifier', 'Provenly/Jobs/ExpirySweeper']));
  });

  it('lets each function write its trace segments', () => {
    const statement = statementsOf(template, functionLogicalId(built, 'Api/RouteHealth')).find((s) => [s.Action].flat().includes('xray:PutTraceSegments'));
    expect([statement?.Action].flat().sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });
});
