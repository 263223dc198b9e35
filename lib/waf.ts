// The edge stack: the WAF web ACL in front of the CloudFront distribution. A web ACL for CloudFront
// (scope CLOUDFRONT) can only be created in us-east-1, whatever region the product runs in, so it
// is a stack of its own there; the product's stack reads its ARN through a weak cross-region
// reference (Fn::GetStackOutput). docs/deploy.md, "Fair throttling", explains the choice.
//
// One rule: a rate-based rule keyed on the client's IP (as CloudFront sees it, never a header),
// over the public and validation-link paths of the route table (PER_CLIENT_PATH_PREFIXES), with
// the limit of PER_CLIENT_THROTTLE, answering 429 like API Gateway. The local gateway applies the
// same numbers per client address.
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
      rules: [perClientRateRule(props.perClient, props.pathPrefixes, metric('PerClientRateLimit'))],
    });
    this.webAclArn = webAcl.attrArn;
    new CfnOutput(this, 'WebAclArn', { value: webAcl.attrArn, description: 'The WAF web ACL of the CloudFront distribution' });
  }
}

function perClientRateRule(
  perClient: ClientThrottle,
  pathPrefixes: readonly string[],
  visibilityConfig: wafv2.CfnWebACL.VisibilityConfigProperty,
): wafv2.CfnWebACL.RuleProperty {
  const startsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: prefix,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  const [only, ...more] = pathPrefixes.map(startsWith);
  if (!only) throw new Error('The per-client rate limit needs at least one path prefix');
  return {
    name: 'PerClientRateLimit',
    priority: 0,
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_REQUESTS } } },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: perClient.windowSeconds,
        limit: perClient.rate * perClient.windowSeconds,
        scopeDownStatement: more.length ? { orStatement: { statements: [only, ...more] } } : only,
      },
    },
    visibilityConfig,
  };
}
