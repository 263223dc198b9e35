// CloudFront, the product's single origin: the SPA from a private S3 bucket (origin access
// control) with a CloudFront Function for client-side routes, /api/* and /og/* to the HTTP API,
// the link-preview pages (/proof/*, /project/*, /portfolio/*: the SPA's index.html with the page's
// meta tags, rendered by the API) briefly cached, /ws to the WebSocket API, security headers, and
// config.json written at deploy time.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as deploy from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { CALLBACK_PAGE_CSP } from '../domain/linkedin-callback';
import { credentialRoutes } from '../domain/api/routes/credentials';
import { linkedinRoutes } from '../domain/api/routes/linkedin';
import type { RuntimeConfig } from '../domain/api/config';
import { PROJECT_ROOT } from './bundling';
import { credentialBehaviours } from './credentials';
import { spaRewriteCode } from './spa-rewrite';
import { cachedApiBehaviours, imageCachePolicy, notFoundErrorCaching } from './public-caching';
import { viewerAddressFunction } from './viewer-address';
import { ORIGIN_VERIFY_HEADER } from '../domain/rules/client-address';

/**
 * What the SPA reads from /config.json: RuntimeConfig in domain/api/config.ts (the local runtime
 * serves the same shape), plus the hosted UI domain for Cognito's /logout endpoint, which
 * Cognito's discovery document does not list.
 */
export interface WebRuntimeConfig extends RuntimeConfig {
  /** OpenID Connect issuer: the Cognito user pool (discovery lives under it). */
  readonly authority: string;
  /** Sent as identity_provider so the hosted UI goes straight to LinkedIn. */
  readonly identityProvider: string;
  /** Scopes the SPA asks Cognito for (Cognito itself asks LinkedIn for w_member_social too). */
  readonly scope: string;
  /** wss://<public host>/ws */
  readonly realtimeUrl: string;
  readonly hostedUiDomain: string;
}

export interface WebProps {
  readonly distDir: string;
  readonly apiDomainName: string;
  readonly websocketDomainName: string;
  /** Host name of the product (custom domain or the distribution's); may be a token. */
  readonly publicHost: string;
  readonly config: Omit<WebRuntimeConfig, 'apiBase' | 'realtimeUrl'>;
  readonly region: string;
  readonly priceClass: cloudfront.PriceClass;
  readonly customDomain: { readonly name: string; readonly certificateArn: string } | undefined;
  /** The WAF web ACL (a CLOUDFRONT-scope ARN, from the edge stack in us-east-1). */
  readonly webAclArn: string;
  /** Sent to the API origin as ORIGIN_VERIFY_HEADER (a deploy-time reference; lib/viewer-address.ts). */
  readonly originVerifySecret: string;
}

/**
 * Content-Security-Policy of the SPA; Cognito is the only other origin the browser talks to.
 * `'self'` covers wss:// to the same host in CSP 3 browsers; with a custom domain it is also named.
 */
export function spaContentSecurityPolicy(hostedUiDomain: string, region: string, customDomain?: string): string {
  const cognito = `https://cognito-idp.${region}.amazonaws.com`;
  const websocket = customDomain ? ` wss://${customDomain}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${websocket} ${cognito} https://${hostedUiDomain}`,
    `form-action 'self' https://${hostedUiDomain}`,
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

const LINKEDIN_CALLBACK_PATH = linkedinRoutes.LinkedinOauthCallback.path;

export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const distDir = path.resolve(PROJECT_ROOT, props.distDir);
    // The app's document, and the public pages' own (web/vite.public.config.ts, the second half of the build).
    for (const document of ['index.html', 'public-page.html']) {
      if (!existsSync(path.join(distDir, document))) {
        throw new Error(
          `The built web app is missing: ${path.join(distDir, document)} does not exist. ` +
            'Run `npm run build:web` first (`npx cdk deploy` runs it through cdk.json), or pass -c webDistDir=<dir>.',
        );
      }
    }

    const logs = new s3.Bucket(this, 'Logs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(logs, [{
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it to itself would loop.',
    }]);

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      // The content is the build output: it is deployed again on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SpaHeaders', {
      comment: 'Provenly SPA security headers',
      securityHeadersBehavior: securityHeaders(
        spaContentSecurityPolicy(props.config.hostedUiDomain, props.region, props.customDomain?.name),
      ),
      customHeadersBehavior: { customHeaders: [permissionsPolicy()] },
    });
    const apiHeaders = new cloudfront.ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: 'Provenly API and image security headers',
      securityHeadersBehavior: securityHeaders("default-src 'none'; frame-ancestors 'none'"),
      customHeadersBehavior: { customHeaders: [permissionsPolicy()] },
    });

    const callbackHeaders = new cloudfront.ResponseHeadersPolicy(this, 'LinkedinCallbackHeaders', {
      comment: 'Provenly LinkedIn connect callback page: only its own script',
      securityHeadersBehavior: securityHeaders(CALLBACK_PAGE_CSP),
      customHeadersBehavior: { customHeaders: [permissionsPolicy()] },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serves index.html for client-side routes; files and /api, /og, /ws pass through',
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    const api = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Proves to the functions that a request came through CloudFront (a client's own value under
      // this name is replaced); the viewer-address header is believed only with it.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
    });
    const viewerAddress = viewerAddressFunction(this);
    const websocket = new origins.HttpOrigin(props.websocketDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });
    const imageCache = imageCachePolicy(this);
    const passThrough = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${props.config.productName} web, API, images and live updates`,
      defaultRootObject: 'index.html',
      priceClass: props.priceClass,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(props.customDomain
        ? {
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [props.customDomain.name],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
          }
        : {}),
      webAclId: props.webAclArn,
      // A not-found answer is kept as briefly as the function says (5 s), not CloudFront's default 10 s.
      errorResponses: notFoundErrorCaching(),
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: spaHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        // The LinkedIn connect popup's callback page runs one script, allowed by its hash (it must
        // be listed before /api/*: CloudFront takes the first pattern that matches).
        [LINKEDIN_CALLBACK_PATH]: { origin: api, allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD, responseHeadersPolicy: callbackHeaders, ...passThrough },
        // Checking a pasted credential is a public POST: passed through like /api/* (before the cached credential paths).
        [credentialRoutes.VerifyCredential.path]: { origin: api, allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL, responseHeadersPolicy: apiHeaders, ...passThrough },
        // Credential documents and status lists, cached as their origin says (before /api/*: the first match wins).
        ...credentialBehaviours(this, api, apiHeaders),
        // The public read API, cached as its functions say (before /api/*).
        ...cachedApiBehaviours(this, 'publicRead', api, apiHeaders),
        // The viewer's address goes to the API in a header of its own (lib/viewer-address.ts): the
        // origin request policy cannot add CloudFront-Viewer-Address to "all viewer headers but Host".
        '/api/*': {
          origin: api,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: apiHeaders,
          functionAssociations: [{ function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
          ...passThrough,
        },
        '/og/*': {
          origin: api,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: imageCache,
          responseHeadersPolicy: apiHeaders,
        },
        '/ws': { origin: websocket, allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD, ...passThrough },
        ...cachedApiBehaviours(this, 'linkPreviews', api, spaHeaders),
      },
    });
    NagSuppressions.addResourceSuppressions(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'The product is offered worldwide; no country is restricted.' },
      ...(props.customDomain
        ? []
        : [{
            id: 'AwsSolutions-CFR4',
            reason: 'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose minimum protocol CloudFront fixes; with domainName/certificateArn it is TLSv1.2_2021.',
          }]),
    ]);

    const runtimeConfig: WebRuntimeConfig = {
      ...props.config,
      apiBase: '/api',
      realtimeUrl: `wss://${props.publicHost}/ws`,
    };
    const assetsDir = path.join(distDir, 'assets');
    if (existsSync(assetsDir)) {
      // Vite's hashed files never change under one name: cache them for a year.
      new deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [deploy.Source.asset(assetsDir)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
    // index.html, config.json and other top-level files are revalidated on every load.
    new deploy.BucketDeployment(this, 'DeploySite', {
      sources: [
        deploy.Source.asset(distDir, { exclude: ['assets', 'assets/**', 'config.json'] }),
        deploy.Source.jsonData('config.json', runtimeConfig),
      ],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    suppressCdkProviders(Stack.of(this));
  }

}

function securityHeaders(csp: string): cloudfront.ResponseSecurityHeadersBehavior {
  return {
    contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
    strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
    frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
    referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    contentTypeOptions: { override: true },
  };
}

function permissionsPolicy(): cloudfront.ResponseCustomHeader {
  return { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true };
}

/** The Lambda functions CDK itself adds for BucketDeployment and autoDeleteObjects. */
function suppressCdkProviders(stack: Stack): void {
  for (const child of stack.node.children) {
    const id = child.node.id;
    if (!id.startsWith('Custom::CDKBucketDeployment') && !id.startsWith('Custom::S3AutoDeleteObjects')) continue;
    NagSuppressions.addResourceSuppressions(child, [
      { id: 'AwsSolutions-IAM4', reason: `${id} is CDK's own deployment helper; it uses AWSLambdaBasicExecutionRole for its logs.` },
      { id: 'AwsSolutions-IAM5', reason: `${id} is CDK's own deployment helper; it copies, lists and deletes objects of the site bucket only.` },
      { id: 'AwsSolutions-L1', reason: `${id} is CDK's own deployment helper; its runtime is pinned by aws-cdk-lib and moves with it.` },
    ], true);
  }
}
