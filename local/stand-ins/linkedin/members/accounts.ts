// Members of the local LinkedIn stand-in. The same e-mail address (trimmed, case-insensitive)
// always maps to the same `sub`; the latest name and headline entered for it are kept on disk.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { isRecord, readJson, writeJsonAtomic } from './files';

export interface LinkedInMember {
  sub: string;
  email: string;
  name: string;
  headline: string | null;
  updatedAt: string;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * LinkedIn-like member id: base64url of the first 8 bytes of SHA-256(secret + ':' + e-mail),
 * 11 characters. The secret is per data directory, so ids are stable there and nowhere else.
 */
export function subjectFor(subjectSecret: string, email: string): string {
  return createHash('sha256').update(`${subjectSecret}:${normaliseEmail(email)}`).digest().subarray(0, 8).toString('base64url');
}

/** first word / the rest, as LinkedIn splits localizedFirstName and localizedLastName. */
export function splitName(fullName: string): { givenName: string; familyName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { givenName: words[0] ?? '', familyName: words.slice(1).join(' ') };
}

function parseMember(value: unknown): LinkedInMember | null {
  if (!isRecord(value)) return null;
  const { sub, email, name, headline, updatedAt } = value;
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
  return {
    sub,
    email,
    name,
    headline: typeof headline === 'string' && headline !== '' ? headline : null,
    updatedAt: typeof updatedAt === 'string' ? updatedAt : new Date(0).toISOString(),
  };
}

export class MemberDirectory {
  readonly #file: string;
  readonly #subjectSecret: string;
  readonly #members = new Map<string, LinkedInMember>();

  constructor(dir: string, subjectSecret: string) {
    this.#file = join(dir, 'accounts.json');
    this.#subjectSecret = subjectSecret;
    const stored = readJson(this.#file);
    const entries = isRecord(stored) && isRecord(stored.accounts) ? Object.values(stored.accounts) : [];
    for (const entry of entries) {
      const member = parseMember(entry);
      if (member) this.#members.set(member.sub, member);
    }
  }

  get(sub: string): LinkedInMember | undefined {
    return this.#members.get(sub);
  }

  findByEmail(email: string): LinkedInMember | undefined {
    return this.#members.get(subjectFor(this.#subjectSecret, email));
  }

  /** Creates the member for this e-mail, or updates its name and headline. */
  upsert(input: { email: string; name: string; headline: string | null }): LinkedInMember {
    const email = normaliseEmail(input.email);
    const sub = subjectFor(this.#subjectSecret, email);
    const member: LinkedInMember = {
      sub,
      email,
      name: input.name.trim(),
      headline: input.headline?.trim() || null,
      updatedAt: new Date().toISOString(),
    };
    this.#members.set(sub, member);
    writeJsonAtomic(this.#file, { version: 1, accounts: Object.fromEntries(this.#members) });
    return member;
  }
}

/** The claims LinkedIn's OpenID Connect puts in its ID token and userinfo, plus our `headline`. */
export function memberClaims(member: LinkedInMember): Record<string, string | boolean> {
  const { givenName, familyName } = splitName(member.name);
  const claims: Record<string, string | boolean> = {
    sub: member.sub,
    name: member.name,
    given_name: givenName,
    email: member.email,
    email_verified: true,
    locale: 'en_US',
  };
  if (familyName) claims.family_name = familyName;
  if (member.headline) claims.headline = member.headline;
  return claims;
}
