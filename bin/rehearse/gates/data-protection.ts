// What holds user data survives a mistaken delete or replacement: tables retained, with deletion
// protection and point-in-time recovery; the user pool retained with deletion protection; KMS keys
// retained (docs/deploy.md, "Tear down").
import { resourcesOfType, type CfnResource, type GateResult, type StackTemplate } from '../template';

/** KMS keys that protect no user data, by logical id prefix, with the reason. */
export const KEYS_WITHOUT_DATA: readonly { readonly prefix: string; readonly why: string }[] = [
  { prefix: 'AlarmsTopicKey', why: 'encrypts alarm notifications in flight; nothing stored needs it after the stack is gone' },
];

const retained = (resource: CfnResource) => resource.DeletionPolicy === 'Retain' && resource.UpdateReplacePolicy === 'Retain';

export function checkDataProtection(templates: readonly StackTemplate[]): GateResult {
  const checked: string[] = [];
  const failures: string[] = [];
  const judge = (type: string, rules: readonly [string, (resource: CfnResource) => boolean][]) => {
    for (const { stack, id, resource } of resourcesOfType(templates, type)) {
      const exempt = KEYS_WITHOUT_DATA.find((key) => type === 'AWS::KMS::Key' && id.startsWith(key.prefix));
      if (exempt) {
        checked.push(`${stack.name}/${id} (${type}): not retained on purpose, ${exempt.why}`);
        continue;
      }
      const missing = rules.filter(([, ok]) => !ok(resource)).map(([name]) => name);
      const where = `${stack.name}/${id} (${type})`;
      if (missing.length > 0) failures.push(`${where}: no ${missing.join(', no ')}`);
      else checked.push(`${where}: ${rules.map(([name]) => name).join(', ')}`);
    }
  };
  const props = (resource: CfnResource) => resource.Properties ?? {};
  judge('AWS::DynamoDB::Table', [
    ['retention', retained],
    ['deletion protection', (resource) => props(resource).DeletionProtectionEnabled === true],
    ['point-in-time recovery', (resource) => (props(resource).PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean } | undefined)?.PointInTimeRecoveryEnabled === true],
  ]);
  judge('AWS::DynamoDB::GlobalTable', [
    ['retention', retained],
    ['deletion protection and point-in-time recovery on every replica', (resource) => ((props(resource).Replicas ?? []) as Record<string, unknown>[]).every((replica) =>
      replica.DeletionProtectionEnabled === true && (replica.PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean } | undefined)?.PointInTimeRecoveryEnabled === true)],
  ]);
  judge('AWS::Cognito::UserPool', [
    ['retention', retained],
    ['deletion protection', (resource) => props(resource).DeletionProtection === 'ACTIVE'],
  ]);
  judge('AWS::KMS::Key', [['retention', retained]]);
  if (resourcesOfType(templates, 'AWS::DynamoDB::Table').length + resourcesOfType(templates, 'AWS::DynamoDB::GlobalTable').length === 0) {
    failures.push('no DynamoDB table found: the gate would check nothing');
  }
  return { gate: 'Data retention, deletion protection, PITR', checked, failures };
}
