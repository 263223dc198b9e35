// Posting tokens of the LinkedIn API stand-in: authorization codes (single use, 30 minutes, in
// memory), 60-day access tokens without refresh tokens, their introspection, and the consent a
// member gave each client. Lifetimes run on the product's movable clock (core/clock.ts), so
// moving it 61 days expires a token exactly as waiting would.
import { createHash, randomBytes } from 'node:crypto';
import { clock } from '../../../../core/clock';
import type { AccessTokenRecord, ApiState } from './state';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 24 * 60 * 60; // 5184000, as LinkedIn issues
const CODE_TTL_MS = 30 * 60 * 1000;

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  memberSub: string;
  scopes: string[];
  expiresAt: number;
}

export type TokenLookup =
  | { state: 'active'; record: AccessTokenRecord }
  | { state: 'expired' | 'revoked'; record: AccessTokenRecord }
  | { state: 'unknown' };

const nowSeconds = (): number => Math.floor(clock.now().getTime() / 1000);
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export class TokenService {
  readonly #state: ApiState;
  readonly #codes = new Map<string, AuthorizationCode>();

  constructor(state: ApiState) {
    this.#state = state;
  }

  issueCode(input: Omit<AuthorizationCode, 'expiresAt'>): string {
    const code = `AQ${randomBytes(48).toString('base64url')}`;
    this.#codes.set(code, { ...input, expiresAt: clock.now().getTime() + CODE_TTL_MS });
    return code;
  }

  /** Consumes a code; null when unknown, used, expired or issued to another client/redirect. */
  redeemCode(code: string, clientId: string, redirectUri: string): AuthorizationCode | null {
    const found = this.#codes.get(code);
    this.#codes.delete(code);
    if (!found || found.expiresAt <= clock.now().getTime()) return null;
    if (found.clientId !== clientId || found.redirectUri !== redirectUri) return null;
    return found;
  }

  issueAccessToken(input: { memberSub: string; clientId: string; scopes: string[] }): { token: string; record: AccessTokenRecord } {
    const token = `AQ${randomBytes(96).toString('base64url')}`;
    const now = nowSeconds();
    const record: AccessTokenRecord = {
      hash: hashOf(token),
      memberSub: input.memberSub,
      clientId: input.clientId,
      scopes: [...new Set(input.scopes)],
      authorizedAt: now,
      createdAt: now,
      expiresAt: now + ACCESS_TOKEN_TTL_SECONDS,
      revoked: false,
    };
    this.#state.tokens.set(record.hash, record);
    this.#state.save();
    return { token, record };
  }

  lookup(token: string): TokenLookup {
    const record = this.#state.tokens.get(hashOf(token));
    if (!record) return { state: 'unknown' };
    if (record.revoked) return { state: 'revoked', record };
    if (record.expiresAt <= nowSeconds()) return { state: 'expired', record };
    return { state: 'active', record };
  }

  /** Revokes every token of a member (what removing the app in LinkedIn's settings does). */
  revokeMember(memberSub: string): number {
    let count = 0;
    for (const record of this.#state.tokens.values()) {
      if (record.memberSub === memberSub && !record.revoked) {
        record.revoked = true;
        count += 1;
      }
    }
    this.#state.consents.splice(0, this.#state.consents.length, ...this.#state.consents.filter((consent) => consent.memberSub !== memberSub));
    this.#state.save();
    return count;
  }

  /** The scopes this member has already approved for this client. */
  approvedScopes(memberSub: string, clientId: string): string[] {
    return this.#state.consents.find((entry) => entry.memberSub === memberSub && entry.clientId === clientId)?.scopes ?? [];
  }

  hasConsent(memberSub: string, clientId: string, scopes: string[]): boolean {
    const approved = this.approvedScopes(memberSub, clientId);
    return scopes.every((scope) => approved.includes(scope));
  }

  rememberConsent(memberSub: string, clientId: string, scopes: string[]): void {
    const consent = this.#state.consents.find((entry) => entry.memberSub === memberSub && entry.clientId === clientId);
    if (consent) consent.scopes = [...new Set([...consent.scopes, ...scopes])];
    else this.#state.consents.push({ memberSub, clientId, scopes: [...new Set(scopes)] });
    this.#state.save();
  }

  /** LinkedIn's /oauth/v2/introspectToken answer for a token. */
  introspect(token: string): Record<string, unknown> {
    const found = this.lookup(token);
    if (found.state === 'unknown') return { active: false };
    const { record } = found;
    return {
      active: found.state === 'active',
      client_id: record.clientId,
      authorized_at: record.authorizedAt,
      created_at: record.createdAt,
      status: found.state,
      expires_at: record.expiresAt,
      scope: record.scopes.join(','),
      auth_type: '3L',
    };
  }
}
