// The one place where identity-token claims become a SessionUser. The user pool (Cognito
// federating LinkedIn, or the local stand-in playing both) names the account by its own subject
// and the LinkedIn member beside it; API Gateway's JWT authorizer hands every claim over as text,
// so values are read leniently and shaped strictly.
import { LINKEDIN_IDENTITY_PROVIDER } from '../../domain/constants';
import { sessionUserSchema, type SessionUser } from '../../domain/entities';

type Claims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const flag = (value: unknown): boolean => value === true || value === 'true';

/** A NumericDate claim (API Gateway hands it over as text). */
const seconds = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : null;
};

export function normaliseClaims(claims: Claims): SessionUser {
  const sub = text(claims.sub);
  if (!sub) throw new Error('Token has no subject');
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  const name = text(claims.name) ?? text(claims.full_name) ?? ([givenName, familyName].filter(Boolean).join(' ') || null);
  return sessionUserSchema.parse({
    sub,
    id: sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: flag(claims.email_verified),
    name,
    givenName,
    familyName,
    preferredUsername: text(claims.preferred_username),
    picture: text(claims.picture) ?? text(claims.avatar_url),
    headline: text(claims.headline) ?? text(claims['custom:headline']),
    provider: 'linkedin',
    linkedinMemberId: linkedinMemberOf(claims) ?? sub,
    authTime: seconds(claims.auth_time),
    issuedAt: seconds(claims.iat),
  });
}

/**
 * The LinkedIn member a Cognito token stands for: Cognito names a federated user
 * `<provider>_<the provider's subject>` (`cognito:username` in ID tokens, `username` in access
 * tokens) and lists it in `identities` (an array, its JSON text once API Gateway has flattened
 * it, or an array of each identity's JSON text). Null for a token that carries neither: one
 * LinkedIn itself issued, whose own `sub` is the member.
 */
function parsedIdentity(identity: unknown): unknown {
  if (typeof identity !== 'string') return identity;
  try {
    return JSON.parse(identity);
  } catch {
    return null;
  }
}

function linkedinMemberOf(claims: Claims): string | null {
  const prefix = `${LINKEDIN_IDENTITY_PROVIDER}_`.toLowerCase();
  for (const username of [text(claims['cognito:username']), text(claims.username)]) {
    if (username && username.toLowerCase().startsWith(prefix) && username.length > prefix.length) return username.slice(prefix.length);
  }
  let identities: unknown = claims.identities;
  if (typeof identities === 'string') {
    try {
      identities = JSON.parse(identities);
    } catch {
      identities = null;
    }
  }
  if (!Array.isArray(identities)) return null;
  const linkedin = identities.map(parsedIdentity).find((identity: unknown) => (identity as { providerName?: unknown } | null)?.providerName === LINKEDIN_IDENTITY_PROVIDER) as { userId?: unknown } | undefined;
  return text(linkedin?.userId);
}
