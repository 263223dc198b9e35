// Local-only fault injection for the LinkedIn API stand-in, so tests can meet every failure
// LinkedIn produces without waiting for it: the next `times` calls to an endpoint answer an
// injected status, the next uploaded images fail processing, or the next consents grant only
// some of the requested scopes. Faults live in memory and are cleared by DELETE.
import * as z from 'zod';

export const FAULT_ENDPOINTS = ['authorization', 'token', 'introspect', 'userinfo', 'images', 'upload', 'posts'] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

export const faultRequest = z.union([
  z.object({
    endpoint: z.enum(FAULT_ENDPOINTS),
    status: z.number().int().min(400).max(599),
    times: z.number().int().min(1).max(1000).default(1),
    /** LinkedIn's error code to put in the body, e.g. DUPLICATE_POST or REVOKED_ACCESS_TOKEN. */
    code: z.string().max(100).optional(),
    message: z.string().max(500).optional(),
  }).strict(),
  z.object({
    image: z.literal('PROCESSING_FAILED'),
    times: z.number().int().min(1).max(1000).default(1),
  }).strict(),
  z.object({
    /** The next consents grant only these of the requested scopes. */
    grantScopes: z.array(z.string().max(100)).max(20),
    times: z.number().int().min(1).max(1000).default(1),
  }).strict(),
]);
export type FaultRequest = z.infer<typeof faultRequest>;

export interface StatusFault {
  endpoint: FaultEndpoint;
  status: number;
  remaining: number;
  code?: string;
  message?: string;
}

export class Faults {
  #status: StatusFault[] = [];
  #failedImages = 0;
  #scopeGrants: { scopes: string[]; remaining: number }[] = [];

  add(request: FaultRequest): void {
    if ('endpoint' in request) {
      this.#status.push({ endpoint: request.endpoint, status: request.status, remaining: request.times, code: request.code, message: request.message });
    } else if ('image' in request) {
      this.#failedImages += request.times;
    } else {
      this.#scopeGrants.push({ scopes: request.grantScopes, remaining: request.times });
    }
  }

  /** Takes one injected status for the endpoint, if any is pending. */
  takeStatus(endpoint: FaultEndpoint): StatusFault | undefined {
    const fault = this.#status.find((entry) => entry.endpoint === endpoint && entry.remaining > 0);
    if (!fault) return undefined;
    fault.remaining -= 1;
    this.#status = this.#status.filter((entry) => entry.remaining > 0);
    return fault;
  }

  takeImageFailure(): boolean {
    if (this.#failedImages === 0) return false;
    this.#failedImages -= 1;
    return true;
  }

  /** The scopes the next consent may grant, or undefined for all requested. */
  takeScopeGrant(): string[] | undefined {
    const grant = this.#scopeGrants[0];
    if (!grant) return undefined;
    grant.remaining -= 1;
    if (grant.remaining === 0) this.#scopeGrants.shift();
    return grant.scopes;
  }

  list() {
    return {
      statuses: this.#status.map(({ endpoint, status, remaining, code, message }) => ({ endpoint, status, remaining, code, message })),
      imageProcessingFailures: this.#failedImages,
      scopeGrants: this.#scopeGrants.map(({ scopes, remaining }) => ({ scopes, remaining })),
    };
  }

  clear(): void {
    this.#status = [];
    this.#failedImages = 0;
    this.#scopeGrants = [];
  }
}

export const settingsRequest = z.object({
  /** Posts a member may create per UTC day (movable clock) before 429. */
  dailyPostLimit: z.number().int().min(0).max(100_000).optional(),
  /** How long an uploaded image stays PROCESSING, in wall-clock milliseconds. */
  processingMs: z.number().int().min(0).max(60_000).optional(),
}).strict();
export type StandInSettings = Required<z.infer<typeof settingsRequest>>;
