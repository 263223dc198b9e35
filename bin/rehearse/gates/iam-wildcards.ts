// IAM wildcards: every `*` in an allowed action or resource of the product's own policies must be
// on this list, with its reason (the same reasons cdk-nag's IAM5 suppressions give in lib/). A new
// wildcard fails until someone adds it here, on purpose.
import { resourcesOfType, type GateResult, type StackTemplate } from '../template';

interface Allowed { readonly action: RegExp; readonly resource: RegExp; readonly why: string }

export const ALLOWED_WILDCARDS: readonly Allowed[] = [
  { action: /^xray:Put(TraceSegments|TelemetryRecords)$/, resource: /^\*$/, why: 'X-Ray has no resource-level permissions' },
  { action: /^dynamodb:ListStreams$/, resource: /^\*$/, why: 'ListStreams has no resource-level permissions (DynamoEventSource)' },
  { action: /^execute-api:ManageConnections$/, resource: /\/ws\/(POST|DELETE)\/@connections\/\*$/, why: 'connection ids exist only at run time' },
  { action: /^dynamodb:/, resource: /\/index\/\*$/, why: "the table's indexes (CDK's grant form)" },
  { action: /^bedrock:InvokeModel/, resource: /^arn:.*:bedrock:\*::foundation-model\//, why: 'an inference profile may route to its model in any region of its geography' },
  { action: /^s3:/, resource: /\/\*$/, why: "objects of one bucket (CDK's grant form)" },
  { action: /^s3:(GetObject\*|GetBucket\*|List\*|DeleteObject\*|PutObject\*|Abort\*|PutObjectLegalHold|PutObjectRetention|PutObjectTagging|PutObjectVersionTagging)$/, resource: /./, why: "CDK's bucket grants (BucketDeployment, autoDeleteObjects)" },
  { action: /^kms:(ReEncrypt\*|GenerateDataKey\*)$/, resource: /./, why: "CDK's key grants (encrypt: ReEncrypt*, GenerateDataKey*)" },
  { action: /^cloudfront:(CreateInvalidation|GetInvalidation)$/, resource: /^\*$/, why: "CDK's BucketDeployment invalidates the distribution after copying the SPA" },
  { action: /^lambda:InvokeFunction$/, resource: /^<ref>:\*$/, why: "the versions of one function (CDK's trigger provider invoking the migrations)" },
  { action: /^logs:/, resource: /:log-group:[^:]+:\*$|:\*$/, why: "a log group's streams (CDK's log grants)" },
];

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
/** A resource as text: a literal, or an Fn::Join/Sub flattened with its tokens as <ref>. */
const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(text).join(join[0]);
  const sub = (value as { 'Fn::Sub'?: unknown })['Fn::Sub'];
  if (typeof sub === 'string') return sub;
  return '<ref>';
};

interface Statement { Effect?: string; Action?: unknown; Resource?: unknown; NotAction?: unknown }

export function checkIamWildcards(templates: readonly StackTemplate[]): GateResult {
  const documents = [
    ...resourcesOfType(templates, 'AWS::IAM::Policy').map(({ stack, id, resource }) => ({ where: `${stack.name}/${id}`, doc: resource.Properties?.PolicyDocument })),
    ...resourcesOfType(templates, 'AWS::IAM::Role').flatMap(({ stack, id, resource }) =>
      list(resource.Properties?.Policies).map((policy) => ({ where: `${stack.name}/${id}`, doc: (policy as { PolicyDocument?: unknown }).PolicyDocument }))),
  ];
  const failures: string[] = [];
  const used = new Map<string, number>();
  let statements = 0;
  for (const { where, doc } of documents) {
    for (const statement of list((doc as { Statement?: unknown } | undefined)?.Statement) as Statement[]) {
      if (statement.Effect !== 'Allow') continue;
      statements += 1;
      if (statement.NotAction !== undefined) failures.push(`${where}: Allow with NotAction`);
      const actions = list(statement.Action).map(String);
      const resources = list(statement.Resource).map(text);
      for (const action of actions) {
        for (const resource of resources) {
          if (!action.includes('*') && !resource.includes('*')) continue;
          const rule = ALLOWED_WILDCARDS.find((each) => each.action.test(action) && each.resource.test(resource));
          if (rule) used.set(rule.why, (used.get(rule.why) ?? 0) + 1);
          else failures.push(`${where}: ${action} on ${resource} is a wildcard no entry of ALLOWED_WILDCARDS allows`);
        }
      }
    }
  }
  return {
    gate: 'IAM wildcards on the allow-list',
    checked: [`${statements} Allow statements in ${documents.length} policies`, ...[...used].map(([why, count]) => `${count}x allowed: ${why}`)],
    failures,
  };
}
