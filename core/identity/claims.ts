// The one place where identity-token claims become a SessionUser. Cognito (federating LinkedIn)
// and the local LinkedIn stand-in name things differently, and API Gateway's JWT authorizer hands
// every claim over as a string, so values are read leniently and shaped strictly.
import { sessionUserSchema, type SessionUser } from '../../domain/entities';

type Claims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const flag = (value: unknown): boolean => value === true || value === 'true';

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
  });
}
