// Members of the local LinkedIn stand-in. The same e-mail address (trimmed, case-insensitive)
// always maps to the same `sub`; the latest name and headline entered for it are kept on disk.
// Each member is also a user of the local user pool, with a subject of its own (`poolSub`, a
// random UUID as Cognito gives a federated user): the product's account is that subject, and the
// LinkedIn member id reaches it only as `cognito:username` and `identities`, as in the cloud.
// Members created before the pool had subjects of its own keep their member id as their subject,
// so the accounts they already have stay theirs.
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { LINKEDIN_IDENTITY_PROVIDER } from '../../../../domain/constants';
import { isRecord, readJson, writeJsonAtomic } from './files';

export interface LinkedInMember {
  /** The LinkedIn member id (LinkedIn's own `sub`). */
  sub: string;
  /** The user pool's subject for this member: the product's account id. */
  poolSub: string;
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
  const { sub, poolSub, email, name, headline, updatedAt } = value;
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
  return {
    sub,
    poolSub: typeof poolSub === 'string' && poolSub !== '' ? poolSub : sub,
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
  readonly #byPoolSub = new Map<string, LinkedInMember>();

  constructor(dir: string, subjectSecret: string) {
    this.#file = join(dir, 'accounts.json');
    this.#subjectSecret = subjectSecret;
    const stored = readJson(this.#file);
    const entries = isRecord(stored) && isRecord(stored.accounts) ? Object.values(stored.accounts) : [];
    for (const entry of entries) {
      const member = parseMember(entry);
      if (member) this.#remember(member);
    }
  }

  #remember(member: LinkedInMember): void {
    this.#members.set(member.sub, member);
    this.#byPoolSub.set(member.poolSub, member);
  }

  get(sub: string): LinkedInMember | undefined {
    return this.#members.get(sub);
  }

  /** The member the user pool knows by this subject. */
  byPoolSub(poolSub: string): LinkedInMember | undefined {
    return this.#byPoolSub.get(poolSub);
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
      poolSub: this.#members.get(sub)?.poolSub ?? randomUUID(),
      email,
      name: input.name.trim(),
      headline: input.headline?.trim() || null,
      updatedAt: new Date().toISOString(),
    };
    this.#remember(member);
    writeJsonAtomic(this.#file, { version: 1, accounts: Object.fromEntries(this.#members) });
    return member;
  }
}

/**
 * The claims the user pool puts in its ID token for a member: LinkedIn's own (name, e-mail, plus
 * our `headline`) under the pool's subject, and the member named as Cognito names a federated user
 * (`cognito:username` `LinkedIn_<member id>`, and `identities`). oidc-provider sets `sub` itself
 * (pairwiseIdentifier in linkedin-stand-in.ts turns the member into the pool's subject).
 */
export function memberClaims(member: LinkedInMember): Record<string, unknown> {
  const { givenName, familyName } = splitName(member.name);
  const claims: Record<string, unknown> = {
    sub: member.poolSub,
    'cognito:username': `${LINKEDIN_IDENTITY_PROVIDER}_${member.sub}`,
    identities: [{ userId: member.sub, providerName: LINKEDIN_IDENTITY_PROVIDER, providerType: 'OIDC', issuer: null, primary: 'true', dateCreated: String(Date.parse(member.updatedAt) || 0) }],
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
