// The static gates over the synthesised templates, in the order `npm run rehearse` prints them.
// Pure TypeScript over the templates: the infra tests run them too (tests/infra/rehearse-gates.test.ts).
import type { GateResult, StackTemplate } from '../template';
import { checkDataProtection } from './data-protection';
import { checkIamWildcards } from './iam-wildcards';
import { checkLimits } from './limits';
import { checkOutputs, documentedOutputs } from './outputs';
import { checkReferences } from './references';
import { checkRoutesReachable } from './routes';
import { checkRuntimes } from './runtimes';
import { checkWebSocketLogging } from './websocket-logging';

export function staticGates(templates: readonly StackTemplate[], options: { readonly today: Date; readonly deployDoc: string }): GateResult[] {
  return [
    checkReferences(templates),
    checkLimits(templates),
    checkRuntimes(templates, options.today),
    checkRoutesReachable(templates),
    checkWebSocketLogging(templates),
    checkOutputs(templates, documentedOutputs(options.deployDoc)),
    checkIamWildcards(templates),
    checkDataProtection(templates),
  ];
}

/** The report: each gate, what it checked, and its failures with their reasons. */
export function formatGates(results: readonly GateResult[]): string {
  return results.map((result) => [
    `${result.failures.length === 0 ? 'PASS' : 'FAIL'} ${result.gate}`,
    ...result.checked.map((line) => `       ${line}`),
    ...result.failures.map((line) => `  !!   ${line}`),
  ].join('\n')).join('\n');
}
