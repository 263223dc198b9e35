// cfn-lint over every template the deploy sends (nested ones included), W3005 ignored: CDK writes
// a DependsOn beside a Ref to the same resource, which W3005 calls redundant and is harmless.
// Skipped, and said so, where cfn-lint is not installed.
import { spawnSync } from 'node:child_process';
import type { GateResult, StackTemplate } from './template';

export const CFN_LINT_IGNORED = ['W3005'];

export function runCfnLint(templates: readonly StackTemplate[], region: string): GateResult | undefined {
  const files = templates.flatMap((stack) => (stack.file ? [stack.file] : []));
  const version = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return undefined;
  const started = performance.now();
  const run = spawnSync('cfn-lint', ['--format', 'parseable', '--regions', region, '--ignore-checks', ...CFN_LINT_IGNORED, '--', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const findings = run.stdout.split('\n').filter((line) => line.trim() !== '');
  const failures = [...findings, ...(run.status !== 0 && findings.length === 0 ? [`cfn-lint exited ${String(run.status)}: ${run.stderr.trim()}`] : [])];
  return {
    gate: `cfn-lint (${version.stdout.trim()}, ${CFN_LINT_IGNORED.join(', ')} ignored)`,
    checked: [`${files.length} templates in ${region}, ${seconds} s wall`],
    failures,
  };
}
