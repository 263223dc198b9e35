// cdk-nag's AwsSolutions pack over the stack as `npm run synth` builds it: no finding may be left
// unsuppressed, and every suppression carries a reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { nagFindings, synthAsConfigured, type Synthesized } from './synth';

let built: Synthesized;

beforeAll(() => {
  built = synthAsConfigured();
});

describe('cdk-nag AwsSolutions', () => {
  it('leaves no finding unsuppressed', () => {
    expect(nagFindings(built.stack)).toEqual([]);
  });

  it('gives every suppression a reason', () => {
    const suppressions = built.stack.node
      .findAll()
      .flatMap((construct) => {
        const metadata = construct.node.metadata.find((entry) => entry.type === 'cdk_nag');
        const fromCfn = (construct as { cfnOptions?: { metadata?: { cdk_nag?: { rules_to_suppress?: unknown[] } } } }).cfnOptions?.metadata?.cdk_nag;
        return [...((metadata?.data as { rules_to_suppress?: unknown[] } | undefined)?.rules_to_suppress ?? []), ...(fromCfn?.rules_to_suppress ?? [])];
      }) as { id: string; reason: string }[];
    expect(suppressions.length).toBeGreaterThan(5);
    for (const suppression of suppressions) expect(suppression.reason.length, suppression.id).toBeGreaterThan(30);
  });
});
