// The outputs docs/deploy.md promises ("The stack prints: ..."), read from that sentence, exist in
// the stacks: an operator follows the docs, not the code.
import type { GateResult, StackTemplate } from '../template';

/** The backticked names of the sentence "The stack prints: ...; the edge stack prints `X`." */
export function documentedOutputs(deployDoc: string): string[] {
  const sentence = /The stack prints:([\s\S]*?)\n\n/.exec(deployDoc)?.[1] ?? '';
  return [...sentence.matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((match) => match[1] as string);
}

export function checkOutputs(templates: readonly StackTemplate[], documented: readonly string[]): GateResult {
  // Only top-level stacks' outputs are printed by `cdk deploy` (nested ones are the parent's inputs).
  const outputs = new Map(templates.filter((stack) => !stack.name.includes('/')).flatMap((stack) => Object.keys(stack.template.Outputs ?? {}).map((name) => [name, stack.name] as const)));
  const failures = documented.length === 0 ? ['docs/deploy.md has no "The stack prints:" sentence to check'] : [];
  for (const name of documented) if (!outputs.has(name)) failures.push(`${name}: documented in docs/deploy.md, output by no stack`);
  return {
    gate: 'Documented outputs',
    checked: documented.filter((name) => outputs.has(name)).map((name) => `${name} (${outputs.get(name)})`),
    failures,
  };
}
