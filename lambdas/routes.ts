// The route table: the one list of HTTP endpoints. The CDK stack creates one function per entry
// and the local gateway serves the same entries, so neither can drift from the other.
// This file is data only: it must not import handler code (the CDK app reads it at synth time).

export type Access = 'public' | 'user' | 'admin';
export type TableAccess = 'none' | 'read' | 'readwrite';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  /** Unique, stable, PascalCase: names the function and its logical id. */
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/proofs/{id}`. */
  readonly path: string;
  /** Entry file, relative to the repository root, exporting `handler`. */
  readonly entry: string;
  /** Who may call it; enforced by the authorizer and again inside the handler. */
  readonly access: Access;
  readonly table: TableAccess;
  /** May send mail through SES. */
  readonly sendsMail?: boolean;
  /** Encrypts or decrypts stored LinkedIn tokens. */
  readonly usesTokenKey?: boolean;
  /** Calls Amazon Bedrock for content suggestions. */
  readonly usesBedrock?: boolean;
}

export const routes = [
  { name: 'Health', method: 'GET', path: '/api/health', entry: 'lambdas/health.ts', access: 'public', table: 'read' },
  { name: 'GetMe', method: 'GET', path: '/api/me', entry: 'lambdas/me/get-me.ts', access: 'user', table: 'readwrite' },
  { name: 'ListMyProofs', method: 'GET', path: '/api/proofs', entry: 'lambdas/proofs/list-mine.ts', access: 'user', table: 'read' },
  { name: 'CreateProof', method: 'POST', path: '/api/proofs', entry: 'lambdas/proofs/create.ts', access: 'user', table: 'readwrite' },
  { name: 'GetProof', method: 'GET', path: '/api/proofs/{id}', entry: 'lambdas/proofs/get.ts', access: 'user', table: 'read' },
  { name: 'UpdateProof', method: 'PUT', path: '/api/proofs/{id}', entry: 'lambdas/proofs/update.ts', access: 'user', table: 'readwrite' },
  { name: 'PublishProof', method: 'POST', path: '/api/proofs/{id}/publish', entry: 'lambdas/proofs/publish.ts', access: 'user', table: 'readwrite' },
  { name: 'VerifyCompanyDomain', method: 'POST', path: '/api/validators/verify-domain', entry: 'lambdas/validation/verify-domain.ts', access: 'user', table: 'none' },
  { name: 'SendValidationRequests', method: 'POST', path: '/api/validation-requests', entry: 'lambdas/validation/send-requests.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { name: 'ListValidationRequests', method: 'GET', path: '/api/validation-requests', entry: 'lambdas/validation/list-requests.ts', access: 'user', table: 'read' },
  { name: 'ListValidations', method: 'GET', path: '/api/validations', entry: 'lambdas/validation/list-validations.ts', access: 'user', table: 'read' },
  { name: 'RemindValidator', method: 'POST', path: '/api/proofs/{id}/validation-requests/{requestId}/remind', entry: 'lambdas/validation/remind.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { name: 'OpenValidationRequest', method: 'POST', path: '/api/validation/open', entry: 'lambdas/validation/open.ts', access: 'public', table: 'readwrite' },
  { name: 'OpenValidationRequestSignedIn', method: 'POST', path: '/api/validation/open-signed-in', entry: 'lambdas/validation/open-signed-in.ts', access: 'user', table: 'readwrite' },
  { name: 'DecideValidation', method: 'POST', path: '/api/validation/decide', entry: 'lambdas/validation/decide.ts', access: 'public', table: 'readwrite' },
  { name: 'DecideValidationSignedIn', method: 'POST', path: '/api/validation/decide-signed-in', entry: 'lambdas/validation/decide-signed-in.ts', access: 'user', table: 'readwrite' },
  { name: 'RequestNewValidationLink', method: 'POST', path: '/api/validation/new-link', entry: 'lambdas/validation/new-link.ts', access: 'public', table: 'readwrite', sendsMail: true },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];
export type Route<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>;

/** Functions run by a schedule rather than by HTTP. */
export interface ScheduledJobDefinition {
  readonly name: string;
  readonly entry: string;
  /** How often it runs, in minutes (EventBridge rate; the local runtime's interval). */
  readonly everyMinutes: number;
  readonly table: TableAccess;
}

export const scheduledJobs: readonly ScheduledJobDefinition[] = [
  { name: 'ExpirySweeper', entry: 'lambdas/expiry-sweeper.ts', everyMinutes: 15, table: 'readwrite' },
];
