// The data migrations on deploy (lib/migrations.ts): a CloudFormation trigger runs the migration
// function once the table and every API route group are deployed, waits for its answer, and may
// invoke that function only; the function may read and write the table, with no Scan and nothing
// else, and stops within the trigger's wait; a schedule continues a run that ran out of time.
import { beforeAll, describe, expect, it } from 'vitest';
import { dataMigrations } from '../../lambdas/routes';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/server-function';
import { actionsOf, functionLogicalId, nagFindings, resourcesOf, statementsOf, synthAsConfigured, type Synthesized } from './synth';

let built: Synthesized;
let functionId: string;

beforeAll(() => {
  built = synthAsConfigured();
  functionId = functionLogicalId(built, `Migrations/${dataMigrations.name}`);
});

const triggers = () => Object.values(resourcesOf(built.parentTemplate, 'Custom::Trigger'));

describe('data migrations on deploy', () => {
  it('invokes the migration function and waits for it, re-running whenever the function changes', () => {
    expect(triggers()).toHaveLength(1);
    const trigger = triggers()[0]!;
    // The function's current version: a new version (code or configuration) runs the trigger again.
    expect(trigger.Properties.HandlerArn).toEqual({ Ref: expect.stringMatching(new RegExp(`^${functionId.replace(/[0-9A-F]{8}$/, '')}CurrentVersion`)) });
    expect(trigger.Properties).toMatchObject({ InvocationType: 'RequestResponse', ExecuteOnHandlerChange: true });
    // It waits a minute longer than the function may run, within the provider's 15 minutes.
    const waitMs = Number(trigger.Properties.Timeout);
    const functionSeconds = resourcesOf(built.template, 'AWS::Lambda::Function')[functionId]?.Properties.Timeout as number;
    expect(functionSeconds).toBe(dataMigrations.timeoutMinutes * 60);
    expect(waitMs).toBeGreaterThan(functionSeconds * 1000);
    expect(waitMs).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('runs after the table and every route group of the API', () => {
    const dependsOn = [triggers()[0]!.DependsOn].flat() as string[];
    expect(dependsOn).toContain('ProvenlyTable');
    const groups = [...built.stack.api.groups.keys()];
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) expect(dependsOn.some((id) => id.startsWith(`Api${group}NestedStack`)), group).toBe(true);
  });

  it('gives the function read and write on the table and its indexes, no Scan, nothing more', () => {
    const dynamo = actionsOf(built.template, functionId).filter((action) => action.startsWith('dynamodb:'));
    expect(dynamo.sort()).toEqual([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS].sort());
    expect(dynamo).not.toContain('dynamodb:Scan');
    const others = actionsOf(built.template, functionId).filter((action) => !action.startsWith('dynamodb:'));
    expect(others).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
    const table = statementsOf(built.template, functionId).find((statement) => [statement.Action].flat().includes('dynamodb:PutItem'));
    expect(JSON.stringify(table?.Resource)).toContain('ProvenlyTable');
    expect(JSON.stringify(table?.Resource)).not.toContain('*');
  });

  it('lets the trigger invoke the migration function only', () => {
    const providerRoles = Object.entries(resourcesOf(built.template, 'AWS::IAM::Role')).filter(([id]) => id.startsWith('AWSCDKTrigger'));
    expect(providerRoles).toHaveLength(1);
    const statements = (providerRoles[0]![1].Properties.Policies as { PolicyDocument: { Statement: { Action: string[]; Resource: unknown }[] } }[]).flatMap((policy) => policy.PolicyDocument.Statement);
    expect(statements).toEqual([{ Effect: 'Allow', Action: ['lambda:InvokeFunction'], Resource: [{ 'Fn::Join': ['', [{ 'Fn::GetAtt': [functionId, 'Arn'] }, ':*']] }] }]);
  });

  it('invokes the function on a schedule too, so a run stopped at its time limit continues by itself', () => {
    const rules = Object.values(resourcesOf(built.template, 'AWS::Events::Rule')).filter((rule) =>
      (rule.Properties.Targets as { Arn: unknown }[]).some((target) => JSON.stringify(target.Arn) === JSON.stringify({ 'Fn::GetAtt': [functionId, 'Arn'] })));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe(`rate(${dataMigrations.continueEveryMinutes} minutes)`);
  });

  it('names the function in the outputs, so an operator can run the migrations again', () => {
    built.parentTemplate.hasOutput('DataMigrationsFunctionName', { Value: { Ref: functionId } });
  });

  it('leaves no cdk-nag finding unsuppressed', () => {
    expect(nagFindings(built.stack)).toEqual([]);
  });
});
