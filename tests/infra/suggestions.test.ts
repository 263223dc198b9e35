// The suggestion function as deployed: Bedrock with the configured model (and no SUGGESTER, so
// the function picks Bedrock), the table for its rate-limit counter, and time to wait for the model.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { SUGGESTION_TIMEOUT_MS } from '../../domain/constants';
import { actionsOf, functionLogicalId, resourcesOf, type Synthesized, synthFullyConfigured } from './synth';

let built: Synthesized;

beforeAll(() => {
  built = synthFullyConfigured();
});

describe('GenerateSuggestions', () => {
  it('may invoke the model and write its counter, and is told the model id', () => {
    const id = functionLogicalId(built, 'Api/RouteGenerateSuggestions');
    const actions = actionsOf(built.template, id);
    expect(actions).toEqual(expect.arrayContaining(['bedrock:InvokeModel', 'dynamodb:UpdateItem']));
    const fn = resourcesOf(built.template, 'AWS::Lambda::Function')[id];
    const variables = (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables[ENV.bedrockModelId]).toBe('amazon.nova-micro-v1:0');
    expect(ENV.suggester in variables).toBe(false);
  });

  it('outlives the suggestion deadline, within API Gateway\'s 30 s', () => {
    const fn = resourcesOf(built.template, 'AWS::Lambda::Function')[functionLogicalId(built, 'Api/RouteGenerateSuggestions')];
    const timeout = fn?.Properties.Timeout as number;
    expect(timeout * 1000).toBeGreaterThan(SUGGESTION_TIMEOUT_MS);
    expect(timeout).toBeLessThan(30);
  });
});
