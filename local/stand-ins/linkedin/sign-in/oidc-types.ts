// The small part of oidc-provider's API that the LinkedIn stand-in uses. oidc-provider ships no
// type declarations and the project has no @types package for it, so the stand-in loads the
// module at run time and types it with these shapes (no global `declare module`, which would
// clash if someone later installs @types/oidc-provider).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface OidcInteraction {
  readonly uid: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly prompt: { readonly name: string; readonly reasons: readonly string[]; readonly details: Readonly<Record<string, unknown>> };
  readonly session?: { readonly accountId?: string; readonly uid?: string };
  readonly grantId?: string;
}

export interface OidcGrant {
  readonly accountId?: string;
  readonly clientId?: string;
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}

export interface OidcGrantClass {
  new (properties: { accountId: string; clientId: string }): OidcGrant;
  find(id: string): Promise<OidcGrant | undefined>;
}

export interface InteractionResult {
  login?: { accountId: string };
  consent?: { grantId: string };
  error?: string;
  error_description?: string;
}

export interface OidcProvider {
  readonly issuer: string;
  proxy: boolean;
  readonly Grant: OidcGrantClass;
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: InteractionResult,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export type OidcProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;

/** The parts of a Koa context that the configuration hooks touch. */
export interface KoaLikeContext {
  type: string;
  body: unknown;
  status: number;
  set(field: string, value: string): void;
  readonly oidc?: { readonly client?: { readonly clientId?: string; readonly clientName?: string } };
}

/** A client as oidc-provider hands it to configuration hooks. */
export interface OidcClientLike {
  readonly clientId: string;
  grantTypeAllowed(grantType: string): boolean;
}

/** A token or code as oidc-provider hands it to configuration hooks. */
export interface OidcTokenLike {
  readonly clientId?: string;
  readonly scopes?: ReadonlySet<string>;
}

/** The adapter contract oidc-provider expects (one instance per model name). */
export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export type AdapterPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
};
