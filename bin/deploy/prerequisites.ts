// What must exist in the account before `cdk deploy`, checked before it starts: a deploy that
// meets a missing secret through its dynamic reference fails late and rolls everything back.
// Pure: the AWS call is passed in, so the checks are tested without an account.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { PROJECT_ROOT } from '../../lib/bundling';
import { NO_ALARM_SUBSCRIBER } from '../../lib/alarms';
import { readSettings, type ProvenlySettings } from '../../lib/settings';

/** What DescribeSecret tells the check, or the error it threw (its `name`, e.g. ResourceNotFoundException). */
export type SecretLookup =
  | { readonly found: true; readonly deletedDate?: Date }
  | { readonly found: false; readonly errorName: string; readonly message: string };

export interface CheckResult {
  readonly ok: boolean;
  /** One line per check, what was found; a failure says the command that fixes it. */
  readonly lines: readonly string[];
}

/**
 * The context the CDK app will see: cdk.json's, then each `-c key=value` / `--context key=value`
 * of the command line (the CLI's own precedence).
 */
export function deployContext(args: readonly string[], cdkJson = path.join(PROJECT_ROOT, 'cdk.json')): Record<string, unknown> {
  const context: Record<string, unknown> = { ...(JSON.parse(readFileSync(cdkJson, 'utf8')) as { context: Record<string, unknown> }).context };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const inline = /^(?:-c|--context)=(.*)$/.exec(arg);
    const value = inline ? inline[1] : arg === '-c' || arg === '--context' ? args[(i += 1)] : undefined;
    if (value === undefined) continue;
    const eq = value.indexOf('=');
    if (eq > 0) context[value.slice(0, eq)] = value.slice(eq + 1);
  }
  return context;
}

/** The settings the CDK app will read from that context (lib/settings.ts). */
export const deploySettings = (context: Record<string, unknown>): ProvenlySettings => readSettings(new App({ context }));

/** The LinkedIn client secret's name as the app reads it. */
export const linkedinSecretName = (context: Record<string, unknown>): string => deploySettings(context).linkedinClientSecretName;

export function checkLinkedInSecret(name: string, region: string, lookup: SecretLookup): CheckResult {
  const create = `aws secretsmanager create-secret --region ${region} --name ${name} --secret-string '<LinkedIn client secret>'`;
  if (lookup.found && !lookup.deletedDate) {
    return { ok: true, lines: [`ok   LinkedIn client secret "${name}" exists in ${region}`] };
  }
  if (lookup.found) {
    return {
      ok: false,
      lines: [
        `FAIL LinkedIn client secret "${name}" in ${region} is scheduled for deletion (${lookup.deletedDate?.toISOString()}); CloudFormation cannot resolve it.`,
        `     Restore it: aws secretsmanager restore-secret --region ${region} --secret-id ${name}`,
      ],
    };
  }
  if (lookup.errorName === 'ResourceNotFoundException') {
    return {
      ok: false,
      lines: [
        `FAIL LinkedIn client secret "${name}" does not exist in ${region}: the deploy would roll back when CloudFormation resolves it.`,
        `     Create it (docs/deploy.md, Prerequisites): ${create}`,
      ],
    };
  }
  return {
    ok: false,
    lines: [`FAIL could not check the LinkedIn client secret "${name}" in ${region}: ${lookup.errorName}: ${lookup.message}`],
  };
}

/**
 * Not a failure (an operator may subscribe chat or paging to the topic instead), but said so that
 * it cannot be missed: without a subscriber every alarm goes unheard.
 */
export function checkAlarmSubscriber(email: string | undefined): CheckResult {
  if (email) return { ok: true, lines: [`ok   alarms mail ${email} (confirm the subscription mail SNS sends)`] };
  const rule = '!'.repeat(100);
  return { ok: true, lines: [rule, `WARN ${NO_ALARM_SUBSCRIBER}`, rule] };
}
