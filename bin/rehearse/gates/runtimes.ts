// Lambda runtimes against their deprecation dates: a function on a runtime Lambda deprecates soon
// cannot be updated for long after it (updates are blocked some months later). Dates from the
// Lambda runtimes page, "Supported runtimes" (https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
import { resourcesOfType, type GateResult, type StackTemplate } from '../template';

/** Runtime -> the day Lambda deprecates it. A runtime not listed fails: add it with its date. */
export const DEPRECATION_DATES: Readonly<Record<string, string>> = {
  'nodejs20.x': '2026-04-30',
  'nodejs22.x': '2027-04-30',
  'nodejs24.x': '2028-04-30',
  'python3.12': '2028-10-31',
  'python3.13': '2029-06-30',
  'python3.14': '2030-06-30',
};

/** How long before its deprecation a runtime must be left behind. */
export const RUNTIME_HEADROOM_DAYS = 180;

export function checkRuntimes(templates: readonly StackTemplate[], today: Date): GateResult {
  const byRuntime = new Map<string, string[]>();
  for (const { stack, id, resource } of resourcesOfType(templates, 'AWS::Lambda::Function')) {
    const runtime = String(resource.Properties?.Runtime ?? '(none: container image)');
    byRuntime.set(runtime, [...(byRuntime.get(runtime) ?? []), `${stack.name}/${id}`]);
  }
  const checked: string[] = [];
  const failures: string[] = [];
  for (const [runtime, functions] of byRuntime) {
    const date = DEPRECATION_DATES[runtime];
    if (!date) {
      failures.push(`${runtime}: no known deprecation date (${functions.length} functions, e.g. ${functions[0]}); add it to DEPRECATION_DATES`);
      continue;
    }
    const daysLeft = Math.floor((Date.parse(`${date}T00:00:00Z`) - today.getTime()) / 86_400_000);
    checked.push(`${runtime}: ${functions.length} functions, deprecated ${date} (${daysLeft} days from ${today.toISOString().slice(0, 10)})`);
    if (daysLeft < RUNTIME_HEADROOM_DAYS) {
      failures.push(`${runtime}: deprecated ${date}, ${daysLeft} days away (fewer than ${RUNTIME_HEADROOM_DAYS}); ${functions.length} functions use it, e.g. ${functions[0]}`);
    }
  }
  return { gate: 'Lambda runtime deprecation', checked, failures };
}
