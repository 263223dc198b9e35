// Portable credentials in the cloud (docs/credentials.md): the issuer's Ed25519 signing key in KMS
// (ECC_NIST_EDWARDS25519, SIGN_VERIFY) whose key policy lets only the issuing functions sign, and
// the CloudFront behaviours of the public credential documents, cached as their origin says.
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { ENV } from '../core/env-names';
import { CREDENTIAL_PATH_PREFIXES } from '../domain/rules/edge-cache-paths';
import type { RouteDefinition } from '../lambdas/routes';
import type { ServerFunction } from './server-function';

/** The actions an account administrator keeps on the key: everything but using it. */
const KEY_ADMIN_ACTIONS = [
  'kms:Create*',
  'kms:Describe*',
  'kms:Enable*',
  'kms:List*',
  'kms:Put*',
  'kms:Update*',
  'kms:Revoke*',
  'kms:Disable*',
  'kms:GetKeyPolicy',
  'kms:GetPublicKey',
  'kms:Delete*',
  'kms:TagResource',
  'kms:UntagResource',
  'kms:ScheduleKeyDeletion',
  'kms:CancelKeyDeletion',
];

export interface CredentialSigningProps {
  /** The functions that issue and revoke credentials (routes with `signsCredentials`, lambdas/routes.ts). */
  readonly signers: readonly ServerFunction[];
}

export class CredentialSigning extends Construct {
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: CredentialSigningProps) {
    super(scope, id);
    const account = new iam.AccountRootPrincipal();
    const signerRoles = props.signers.map((signer) => signer.role);
    this.key = new kms.Key(this, 'SigningKey', {
      description: 'Signs portable credentials (Open Badges 3.0, eddsa-rdfc-2022); did:web key of the issuer',
      keySpec: kms.KeySpec.ECC_NIST_EDWARDS25519,
      keyUsage: kms.KeyUsage.SIGN_VERIFY,
      // Credentials it signed must stay verifiable: a retired key is kept, never deleted with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      policy: new iam.PolicyDocument({
        statements: [
          new iam.PolicyStatement({ sid: 'KeyAdministration', principals: [account], actions: KEY_ADMIN_ACTIONS, resources: ['*'] }),
          // A stack built without any issuing function (a partial route table) has no signer to name.
          ...(signerRoles.length > 0 ? [new iam.PolicyStatement({ sid: 'IssuingFunctionsSign', principals: signerRoles, actions: ['kms:Sign', 'kms:GetPublicKey'], resources: ['*'] })] : []),
        ],
      }),
    });
    for (const signer of props.signers) {
      signer.role.addToPolicy(new iam.PolicyStatement({ actions: ['kms:Sign', 'kms:GetPublicKey'], resources: [this.key.keyArn] }));
      signer.fn.addEnvironment(ENV.credentialKmsKeyId, this.key.keyArn);
      signer.fn.addEnvironment(ENV.credentialSigner, 'kms');
    }
  }
}

/**
 * CloudFront behaviours for the public credential documents: the DID document, credentials,
 * endorsements, baked badges and status lists. Cached per path as the function's Cache-Control
 * says (a day for a credential, a minute for a status list); CORS comes from the origin.
 */
export function credentialBehaviours(scope: Construct, apiOrigin: cloudfront.IOrigin, headers: cloudfront.IResponseHeadersPolicy): Record<string, cloudfront.BehaviorOptions> {
  const cachePolicy = new cloudfront.CachePolicy(scope, 'CredentialCache', {
    comment: 'Public credential documents and status lists: cached as the origin says',
    defaultTtl: Duration.seconds(60),
    minTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    headerBehavior: cloudfront.CacheHeaderBehavior.none(),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const cached = (allowedMethods: cloudfront.AllowedMethods): cloudfront.BehaviorOptions => ({
    origin: apiOrigin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods,
    cachePolicy,
    responseHeadersPolicy: headers,
    compress: true,
  });
  // POST /api/public/credentials/verify has its own pass-through behaviour, listed first (lib/web.ts).
  return Object.fromEntries(CREDENTIAL_PATH_PREFIXES.map((prefix) => [`${prefix}*`, cached(cloudfront.AllowedMethods.ALLOW_GET_HEAD)]));
}

/**
 * The key for the functions of the routes that sign credentials, made in the stack those functions
 * live in (their route group, lib/route-groups.ts): the key policy names their roles and their
 * roles name the key, which CloudFormation can only resolve within one stack. `fallback` holds the
 * key when no such function exists.
 */
export function credentialSigningFor(
  fallback: Construct,
  functions: ReadonlyMap<string, ServerFunction>,
  routes: readonly Pick<RouteDefinition, 'name' | 'signsCredentials'>[],
  /** Other functions that sign (scheduled jobs), made in the same stack. */
  otherSigners: readonly ServerFunction[] = [],
): CredentialSigning {
  const signers = [...routes.filter((route) => route.signsCredentials).flatMap((route) => functions.get(route.name) ?? []), ...otherSigners];
  const stacks = new Set(signers.map((signer) => Stack.of(signer)));
  if (stacks.size > 1) throw new Error('The functions that sign credentials must share one stack (lib/route-groups.ts)');
  const [scope = fallback] = stacks;
  return new CredentialSigning(scope, 'Credentials', { signers });
}
