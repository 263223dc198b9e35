// A WebSocket stage with access logging needs the API Gateway account's CloudWatch role, set
// before it (docs/deploy.md, "The API Gateway account role"); without it the stage fails to create
// and the whole deploy rolls back. HTTP API stages log without it. A stage whose API this cannot
// identify as HTTP is held to the WebSocket rule.
import { dependsOn, referencedId, resourcesOfType, type GateResult, type StackTemplate } from '../template';

export function checkWebSocketLogging(templates: readonly StackTemplate[]): GateResult {
  const checked: string[] = [];
  const failures: string[] = [];
  for (const { stack, id, resource } of resourcesOfType(templates, 'AWS::ApiGatewayV2::Stage')) {
    if (resource.Properties?.AccessLogSettings === undefined) continue;
    const apiId = referencedId(resource.Properties.ApiId);
    const api = apiId ? stack.template.Resources[apiId] : undefined;
    const protocol = String(api?.Properties?.ProtocolType ?? 'unknown');
    if (protocol === 'HTTP') continue;
    const where = `${stack.name}/${id} (${protocol} API ${apiId ?? '?'}, stage ${String(resource.Properties.StageName)})`;
    const accounts = Object.entries(stack.template.Resources).filter(([, each]) => each.Type === 'AWS::ApiGateway::Account');
    const account = accounts.find(([accountId]) => dependsOn(resource).includes(accountId));
    if (!account) {
      failures.push(`${where} logs access, but no AWS::ApiGateway::Account it depends on sets the account's CloudWatch role: in a new account the stage fails ("CloudWatch Logs role ARN must be set in account settings to enable logging")`);
      continue;
    }
    const [accountId, accountResource] = account;
    const roleId = referencedId(accountResource.Properties?.CloudWatchRoleArn);
    const role = roleId ? stack.template.Resources[roleId] : undefined;
    if (role?.Type !== 'AWS::IAM::Role' || !JSON.stringify(role.Properties?.AssumeRolePolicyDocument ?? {}).includes('apigateway.amazonaws.com')) {
      failures.push(`${where}: ${accountId} names ${roleId ?? 'no role of this template'}, not a role API Gateway may assume`);
      continue;
    }
    checked.push(`${where}: after ${accountId} with role ${roleId} (${accountResource.DeletionPolicy === 'Retain' ? 'retained' : 'NOT retained'})`);
  }
  return { gate: 'WebSocket logging role', checked, failures };
}
