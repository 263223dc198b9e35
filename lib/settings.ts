// Deployment settings, read once from CDK context (cdk.json, or `-c key=value` on the command line).
// docs/deploy.md lists every key; the constructs receive typed values and never read context.
import type { Construct } from 'constructs';
import { DEFAULT_LINKEDIN_API_VERSION } from '../domain/linkedin-callback';
import { PRODUCT_NAME } from '../domain/product';

export interface ProvenlySettings {
  /** The product's name, shown in mail and written to config.json. */
  readonly productName: string;
  /** Lower-case name used in resource names (Cognito domain prefix, SES configuration set). */
  readonly slug: string;
  /** LinkedIn app's client id (public). Empty means "not configured yet": sign-in cannot work. */
  readonly linkedinClientId: string;
  /** Secrets Manager secret whose plain-text value is the LinkedIn client secret. */
  readonly linkedinClientSecretName: string;
  /** Cognito hosted UI domain prefix; undefined: `<slug>-<account id>`. */
  readonly authDomainPrefix: string | undefined;
  /** OAuth redirect URLs; undefined: `<public origin>/auth/callback`. */
  readonly callbackUrls: readonly string[] | undefined;
  /** Where Cognito may send the browser after sign-out; undefined: `<public origin>/`. */
  readonly logoutUrls: readonly string[] | undefined;
  /** Custom domain for CloudFront (needs certificateArn); undefined: the cloudfront.net name. */
  readonly domainName: string | undefined;
  /** ACM certificate in us-east-1 covering domainName. */
  readonly certificateArn: string | undefined;
  /** The domain mail is sent from; verified in SES by DKIM. */
  readonly mailDomain: string;
  /** Full sender address, on mailDomain. */
  readonly mailFromAddress: string;
  /** Route 53 zone of mailDomain: when given, the DKIM records are created automatically. */
  readonly mailHostedZone: { readonly id: string; readonly name: string } | undefined;
  /** Bedrock model (or inference profile) the suggestion function may call. */
  readonly bedrockModelId: string;
  readonly logRetentionDays: number;
  /** Steady-state requests per second allowed on each HTTP route, and the burst above it. */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** The same, for routes that send mail (they are also rate-limited inside the product). */
  readonly mailRouteRateLimit: number;
  readonly mailRouteBurstLimit: number;
  /** Built SPA (Vite output), relative to the project root or absolute. */
  readonly webDistDir: string;
  /**
   * Map stack traces through the bundled source maps at run time (NODE_OPTIONS=--enable-source-maps).
   * On by default; it adds roughly 10-15% to module initialisation (bench/lambda-bundles.ts shows both).
   */
  readonly nodeSourceMaps: boolean;
  /** CloudFront price class: PriceClass_100, PriceClass_200 or PriceClass_All. */
  readonly priceClass: 'PriceClass_100' | 'PriceClass_200' | 'PriceClass_All';
  /** Subscribed by e-mail to the alarm topic (docs/operations.md); undefined: no subscription. */
  readonly alarmEmail: string | undefined;
  /** LinkedIn-Version (YYYYMM) of every call to LinkedIn's versioned API (docs/linkedin.md). */
  readonly linkedinApiVersion: string;
  /** Verified e-mail addresses granted admin at sign-in (docs/admin.md); empty: none. */
  readonly adminEmails: readonly string[];
}

type Reader = (key: string) => unknown;

const text = (read: Reader, key: string): string | undefined => {
  const value = read(key);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Context "${key}" must be a string`);
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
};

const list = (read: Reader, key: string): string[] | undefined => {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  const cleaned = items.map((item) => item.trim()).filter(Boolean);
  return cleaned.length ? cleaned : undefined;
};

const positive = (read: Reader, key: string, fallback: number): number => {
  const raw = read(key);
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Context "${key}" must be a positive number, got ${JSON.stringify(raw)}`);
  return value;
};

const flag = (read: Reader, key: string, fallback: boolean): boolean => {
  const value = read(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Context "${key}" must be true or false`);
};

const PRICE_CLASSES = ['PriceClass_100', 'PriceClass_200', 'PriceClass_All'] as const;

/** Reads and validates the settings; throws with the key's name when a value is unusable. */
export function readSettings(scope: Construct): ProvenlySettings {
  const read: Reader = (key) => scope.node.tryGetContext(key);
  const slug = PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const mailDomain = text(read, 'mailDomain') ?? `${slug}.example`;
  const mailFromAddress = text(read, 'mailFromAddress') ?? `no-reply@${mailDomain}`;
  if (!mailFromAddress.toLowerCase().endsWith(`@${mailDomain.toLowerCase()}`)) {
    throw new Error(`Context "mailFromAddress" (${mailFromAddress}) must be an address on mailDomain (${mailDomain})`);
  }
  const domainName = text(read, 'domainName');
  const certificateArn = text(read, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: give both or neither');
  }
  const zoneId = text(read, 'mailHostedZoneId');
  const zoneName = text(read, 'mailHostedZoneName');
  if (Boolean(zoneId) !== Boolean(zoneName)) {
    throw new Error('Context "mailHostedZoneId" and "mailHostedZoneName" go together: give both or neither');
  }
  const authDomainPrefix = text(read, 'authDomainPrefix');
  if (authDomainPrefix && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(authDomainPrefix)) {
    throw new Error('Context "authDomainPrefix" may hold lower-case letters, digits and hyphens only');
  }
  const alarmEmail = text(read, 'alarmEmail');
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail)) throw new Error(`Context "alarmEmail" must be an e-mail address, got "${alarmEmail}"`);
  const priceClass = text(read, 'priceClass') ?? 'PriceClass_100';
  if (!(PRICE_CLASSES as readonly string[]).includes(priceClass)) {
    throw new Error(`Context "priceClass" must be one of ${PRICE_CLASSES.join(', ')}`);
  }
  return {
    productName: PRODUCT_NAME,
    slug,
    linkedinClientId: text(read, 'linkedinClientId') ?? '',
    linkedinClientSecretName: text(read, 'linkedinClientSecretName') ?? `${slug}/linkedin-client-secret`,
    authDomainPrefix,
    callbackUrls: list(read, 'callbackUrls'),
    logoutUrls: list(read, 'logoutUrls'),
    domainName,
    certificateArn,
    mailDomain,
    mailFromAddress,
    mailHostedZone: zoneId && zoneName ? { id: zoneId, name: zoneName } : undefined,
    bedrockModelId: text(read, 'bedrockModelId') ?? 'amazon.nova-micro-v1:0',
    logRetentionDays: positive(read, 'logRetentionDays', 30),
    apiRateLimit: positive(read, 'apiRateLimit', 50),
    apiBurstLimit: positive(read, 'apiBurstLimit', 100),
    mailRouteRateLimit: positive(read, 'mailRouteRateLimit', 2),
    mailRouteBurstLimit: positive(read, 'mailRouteBurstLimit', 5),
    webDistDir: text(read, 'webDistDir') ?? 'dist/web',
    nodeSourceMaps: flag(read, 'nodeSourceMaps', true),
    priceClass: priceClass as ProvenlySettings['priceClass'],
    alarmEmail,
    linkedinApiVersion: linkedinApiVersion(read),
    adminEmails: adminEmails(read),
  };
}

function linkedinApiVersion(read: Reader): string {
  const version = text(read, 'linkedinApiVersion') ?? DEFAULT_LINKEDIN_API_VERSION;
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(version)) throw new Error(`Context "linkedinApiVersion" must be a LinkedIn version YYYYMM, got "${version}"`);
  return version;
}

function adminEmails(read: Reader): string[] {
  const emails = (list(read, 'adminEmails') ?? []).map((email) => email.toLowerCase());
  const wrong = emails.find((email) => !/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email));
  if (wrong) throw new Error(`Context "adminEmails" must be comma-separated e-mail addresses, got "${wrong}"`);
  return emails;
}
