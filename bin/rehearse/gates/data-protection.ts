// What holds user data survives a mistaken delete or replacement: tables retained, with deletion
// protection and point-in-time recovery; the user pool retained with deletion protection; KMS keys
// retained (docs/deploy.md, "Tear down"). The persons' key table alone has no point-in-time
// recovery, on purpose: erasure deletes a key, and a backup would bring it back.
import { resourcesOfType, type CfnResource, type GateResult, type StackTemplate } from '../template';

/** KMS keys that protect no user data, by logical id prefix, with the reason. */
export const KEYS_WITHOUT_DATA: readonly { readonly prefix: string; readonly why: string }[] = [
  { prefix: 'AlarmsTopicKey', why: 'encrypts alarm notifications in flight; nothing stored needs it after the stack is gone' },
];

/** Tables kept without backups on purpose, by logical id, with the reason. */
export const TABLES_WITHOUT_BACKUPS: readonly { readonly id: string; readonly why: string }[] = [
  { id: 'ProvenlyPersonKeys', why: 'the persons\' keys: erasing a person deletes their key, which a backup would bring back (docs/data-rights.md)' },
];

const retained = (resource: CfnResource) => resource.DeletionPolicy === 'Retain' && resource.UpdateReplacePolicy === 'Retain';

export function checkDataProtection(templates: readonly StackTemplate[]): GateResult {
  const checked: string[] = [];
  const failures: string[] = [];
  type Waiver = (id: string) => { readonly skip: string; readonly why: string } | null;
  const judge = (type: string, allRules: readonly [string, (resource: CfnResource) => boolean][], waiver: Waiver = () => null) => {
    for (const { stack, id, resource } of resourcesOfType(templates, type)) {
      const exempt = KEYS_WITHOUT_DATA.find((key) => type === 'AWS::KMS::Key' && id.startsWith(key.prefix));
      if (exempt) {
        checked.push(`${stack.name}/${id} (${type}): not retained on purpose, ${exempt.why}`);
        continue;
      }
      const waived = waiver(id);
      const rules = allRules.filter(([name]) => name !== waived?.skip);
      const missing = rules.filter(([, ok]) => !ok(resource)).map(([name]) => name);
      const where = `${stack.name}/${id} (${type})`;
      if (missing.length > 0) failures.push(`${where}: no ${missing.join(', no ')}`);
      else checked.push(`${where}: ${rules.map(([name]) => name).join(', ')}${waived ? `; no ${waived.skip} on purpose, ${waived.why}` : ''}`);
    }
  };
  const props = (resource: CfnResource) => resource.Properties ?? {};
  const withoutBackups = (id: string) => TABLES_WITHOUT_BACKUPS.find((table) => table.id === id);
  judge('AWS::DynamoDB::Table', [
    ['retention', retained],
    ['deletion protection', (resource) => props(resource).DeletionProtectionEnabled === true],
    ['point-in-time recovery', (resource) => (props(resource).PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean } | undefined)?.PointInTimeRecoveryEnabled === true],
  ], (id) => withoutBackups(id) ? { skip: 'point-in-time recovery', why: withoutBackups(id)!.why } : null);
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
