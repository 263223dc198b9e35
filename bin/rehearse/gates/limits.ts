// CloudFormation's per-stack quotas, with headroom: a stack that is fine today but near a quota
// fails the deploy that adds the next route. Quotas: 500 resources, 200 parameters, 200 outputs,
// 1 MB template body from S3 (https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html).
import type { GateResult, StackTemplate } from '../template';

export const QUOTAS = { resources: 500, parameters: 200, outputs: 200, bytes: 1_000_000 } as const;
/** The share of each quota a stack may use: the rest is room to grow. */
export const HEADROOM_SHARE = 0.8;

export function checkLimits(templates: readonly StackTemplate[]): GateResult {
  const checked: string[] = [];
  const failures: string[] = [];
  for (const stack of templates) {
    const used = {
      resources: Object.keys(stack.template.Resources).length,
      parameters: Object.keys(stack.template.Parameters ?? {}).length,
      outputs: Object.keys(stack.template.Outputs ?? {}).length,
      bytes: stack.bytes,
    };
    checked.push(`${stack.name}: ${used.resources} resources, ${used.parameters} parameters, ${used.outputs} outputs, ${(used.bytes / 1024).toFixed(0)} KiB (${((100 * used.bytes) / QUOTAS.bytes).toFixed(0)} % of 1 MB)`);
    for (const key of Object.keys(QUOTAS) as (keyof typeof QUOTAS)[]) {
      const limit = Math.floor(QUOTAS[key] * HEADROOM_SHARE);
      if (used[key] > limit) failures.push(`${stack.name}: ${used[key]} ${key}, over ${limit} (${HEADROOM_SHARE * 100} % of CloudFormation's ${QUOTAS[key]})`);
    }
  }
  return { gate: 'Stack limits with headroom', checked, failures };
}
