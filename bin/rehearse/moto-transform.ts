// The small transform that lets moto's CloudFormation deploy the templates (docs/deploy.md,
// "Deploy rehearsal"): moto has no API Gateway v2, CloudFront, Cognito, SES, Secrets Manager,
// WAF, CloudWatch alarms or metric filters, nor API Gateway's account setting, and runs custom
// resources in Docker. Those resources are dropped; what referred to them gets an ARN-shaped
// string naming the dropped resource (a plain string fails moto's IAM policy validation);
// Fn::GetStackOutput (the weak cross-region reference, which moto lacks) the same. A template
// left empty gets one SSM parameter, as CloudFormation wants at least one resource (named: moto's
// put_parameter fails without a name).
import type { CfnResource, CfnTemplate } from './template';

export const DROPPED_TYPES = [
  /^AWS::ApiGatewayV2::/, /^AWS::ApiGateway::Account$/, /^AWS::CloudFront::/, /^AWS::Cognito::/, /^AWS::SES::/,
  /^AWS::SecretsManager::/, /^AWS::WAFv2::/, /^AWS::CloudWatch::Alarm$/, /^AWS::Logs::MetricFilter$/, /^Custom::/,
  /^AWS::CloudFormation::CustomResource$/,
];

const stand_in = (id: string, region: string, account: string) => `arn:aws:rehearsal:${region}:${account}:dropped/${id}`;

export interface Transformed { readonly template: CfnTemplate; readonly dropped: readonly string[] }

export function adaptForMoto(template: CfnTemplate, where: { readonly region: string; readonly account: string }): Transformed {
  const dropped = Object.entries(template.Resources).filter(([, resource]) => DROPPED_TYPES.some((type) => type.test(resource.Type))).map(([id]) => id);
  const gone = new Set(dropped);
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (value === null || typeof value !== 'object') return value;
    const node = value as Record<string, unknown>;
    if (typeof node.Ref === 'string' && gone.has(node.Ref)) return stand_in(node.Ref, where.region, where.account);
    const getAtt = node['Fn::GetAtt'];
    if (Array.isArray(getAtt) && gone.has(String(getAtt[0]))) return stand_in(`${String(getAtt[0])}.${String(getAtt[1])}`, where.region, where.account);
    if (node['Fn::GetStackOutput'] !== undefined) return stand_in('cross-region-output', where.region, where.account);
    if (typeof node['Fn::Sub'] === 'string') {
      return { 'Fn::Sub': (node['Fn::Sub']).replace(/\$\{([^}.]+)(\.[^}]+)?\}/g, (whole, id: string) => (gone.has(id) ? stand_in(id, where.region, where.account) : whole)) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, replace(item)]));
  };
  const resources: Record<string, CfnResource> = {};
  for (const [id, resource] of Object.entries(template.Resources)) {
    if (gone.has(id)) continue;
    const kept = (replace(resource) as CfnResource);
    const dependsOn = [kept.DependsOn ?? []].flat().filter((each) => !gone.has(each));
    const { DependsOn: _dependsOn, ...rest } = kept;
    resources[id] = dependsOn.length > 0 ? { ...rest, DependsOn: dependsOn } : rest;
  }
  if (Object.keys(resources).length === 0) {
    resources.RehearsalPlaceholder = { Type: 'AWS::SSM::Parameter', Properties: { Name: 'provenly-rehearsal-placeholder', Type: 'String', Value: 'every resource of this stack is one moto lacks' } };
  }
  const outputs = template.Outputs ? (replace(template.Outputs) as Record<string, unknown>) : undefined;
  return { template: { ...template, Resources: resources, ...(outputs ? { Outputs: outputs } : {}) }, dropped };
}
