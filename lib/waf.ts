// The edge stack: the WAF web ACL in front of the CloudFront distribution. A web ACL for CloudFront
// (scope CLOUDFRONT) can only be created in us-east-1, whatever region the product runs in, so it
// is a stack of its own there; the product's stack reads its ARN through a weak cross-region
// reference (Fn::GetStackOutput). docs/deploy.md, "Fair throttling", explains the choice.
//
// One rule: a rate-based rule keyed on the client's IP (as CloudFront sees it, never a header),
// over the public and validation-link paths of the route table (PER_CLIENT_PATH_PREFIXES), with
// the limit of PER_CLIENT_THROTTLE, answering 429 like API Gateway; and one more per route that
// the route table gives a tighter `clientThrottle` (an expensive or writing route with a small
// shared limit), keyed the same way on that path alone. The local gateway applies the same numbers
// per client address. WAF counts over a window and acts with a delay (usually under 30 s), so each
// route's shared throttle is sized for FAIR_SHARE_CLIENTS clients at these limits, with headroom.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { ClientThrottle } from '../lambdas/routes';

/** Where a CLOUDFRONT web ACL must live. */
export const EDGE_REGION = 'us-east-1';

const TOO_MANY_REQUESTS = 'TooManyRequests';

export interface EdgeStackProps extends StackProps {
  readonly productName: string;
  /** Requests one IP may send to `pathPrefixes` (together) per window. */
  readonly perClient: ClientThrottle;
  readonly pathPrefixes: readonly string[];
  /** Routes with a per-client limit of their own: requests one IP may send to `path` per window. */
  readonly perRoute?: readonly { readonly name: string; readonly path: string; readonly perClient: ClientThrottle }[];
}

export class EdgeStack extends Stack {
  /** The web ACL's ARN, for the distribution's `webAclId`. */
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const metric = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `${props.productName}${name}` });

    const webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${props.productName}-edge`,
      description: `${props.productName}: per-client rate limit on public and validation-link paths`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('WebAcl'),
      customResponseBodies: {
        [TOO_MANY_REQUESTS]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: 'Too Many Requests' }) },
      },
      rules: [
        perClientRateRule('PerClientRateLimit', 0, props.perClient, props.pathPrefixes.map(startsWith), metric('PerClientRateLimit')),
        ...(props.perRoute ?? []).map(({ name, path, perClient }, index) =>
          perClientRateRule(`PerClientRateLimit${name}`, index + 1, perClient, [exactPath(path)], metric(`PerClientRateLimit${name}`)),
        ),
      ],
    });
    this.webAclArn = webAcl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: webAcl.attrArn, description: 'The WAF web ACL of the CloudFront distribution' });
  }
}

const byPath = (positionalConstraint: 'STARTS_WITH' | 'EXACTLY', searchString: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint,
    searchString,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});
const startsWith = (prefix: string) => byPath('STARTS_WITH', prefix);

/** A route's path as the viewer sends it: the route table's fixed paths only. */
function exactPath(path: string): wafv2.CfnWebACL.StatementProperty {
  if (path.includes('{')) throw new Error(`A per-route client limit needs a fixed path, not ${path}`);
  return byPath('EXACTLY', path);
}

function perClientRateRule(
  name: string,
  priority: number,
  perClient: ClientThrottle,
  scope: readonly wafv2.CfnWebACL.StatementProperty[],
  visibilityConfig: wafv2.CfnWebACL.VisibilityConfigProperty,
): wafv2.CfnWebACL.RuleProperty {
  const [only, ...more] = scope;
  if (!only) throw new Error('The per-client rate limit needs at least one path prefix');
  const limit = perClient.rate * perClient.windowSeconds;
  // WAF's lowest limit is 10 requests per window; it takes whole numbers.
  if (!Number.isInteger(limit) || limit < 10) throw new Error(`${name}: ${limit} requests per ${perClient.windowSeconds} s is not a WAF rate limit (a whole number, at least 10)`);
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_REQUESTS } } },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: perClient.windowSeconds,
        limit,
        scopeDownStatement: more.length ? { orStatement: { statements: [only, ...more] } } : only,
      },
    },
    visibilityConfig,
  };
}
