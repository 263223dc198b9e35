/** A path inside this site to return to after sign-in; anything else falls back to the dashboard. */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return fallback;
  return value;
}
