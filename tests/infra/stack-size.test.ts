// CloudFormation refuses a stack of more than 500 resources; routes live in nested stacks by group
// (lib/route-groups.ts). Each stack keeps room to grow, and every route is deployed exactly once.
import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../lambdas/routes';
import { routeGroupOf, SIGNING_GROUP } from '../../lib/route-groups';
import { nestedStacksOf, resourcesOf, synthAsConfigured, type Synthesized } from './synth';

const ROOM = 400;
let built: Synthesized;
const count = (template: Template) => Object.keys(template.toJSON().Resources as object).length;

beforeAll(() => {
  built = synthAsConfigured();
});

describe('stack size', () => {
  it(`keeps the product stack and each route group under ${ROOM} resources`, () => {
    expect(count(built.parentTemplate)).toBeLessThan(ROOM);
    for (const { nested } of nestedStacksOf(built.stack)) {
      expect(count(Template.fromStack(nested)), nested.node.id).toBeLessThan(ROOM);
    }
  });

  it('deploys every route once, in its group, beside its function', () => {
    const routeKeys = Object.values(resourcesOf(built.template, 'AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);
    for (const route of routes) {
      expect(routeKeys.filter((key) => key === `${route.method} ${route.path}`), route.name).toHaveLength(1);
      const fn = built.stack.api.functions.get(route.name);
      expect(fn?.node.scopes.map((scope) => scope.node.id), route.name).toContain(routeGroupOf(route));
    }
  });

  it('keeps the credential signing key with the functions that sign', () => {
    const keyStack = built.stack.credentials.key.stack;
    expect(keyStack.node.id).toBe(SIGNING_GROUP);
  });
});
