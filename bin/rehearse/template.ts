// The shape of a synthesised CloudFormation template, as far as the rehearsal reads it, and the
// small helpers every gate shares.

export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DependsOn?: string | readonly string[];
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

export interface CfnTemplate {
  readonly Resources: Record<string, CfnResource>;
  readonly Parameters?: Record<string, unknown>;
  readonly Outputs?: Record<string, unknown>;
  readonly [key: string]: unknown;
}

/** One template the deploy sends to CloudFormation: a stack or a nested stack. */
export interface StackTemplate {
  /** The stack's name, or `Parent/NestedLogicalId` for a nested stack. */
  readonly name: string;
  readonly template: CfnTemplate;
  /** Size of the template body as CloudFormation receives it (bytes of its JSON file). */
  readonly bytes: number;
  /** Where it was written, when it was (cfn-lint and the moto phase read files). */
  readonly file?: string;
}

/** What one gate checked: each line a thing it looked at, and the failures with their reasons. */
export interface GateResult {
  readonly gate: string;
  readonly checked: readonly string[];
  readonly failures: readonly string[];
}

export const resourcesOfType = (templates: readonly StackTemplate[], type: string) =>
  templates.flatMap((stack) => Object.entries(stack.template.Resources)
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => ({ stack, id, resource })));

export const dependsOn = (resource: CfnResource): readonly string[] =>
  resource.DependsOn === undefined ? [] : typeof resource.DependsOn === 'string' ? [resource.DependsOn] : resource.DependsOn;

/** The logical id a `{ Ref }` or `{ Fn::GetAtt }` points at, if the value is one. */
export function referencedId(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string') return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  return undefined;
}
