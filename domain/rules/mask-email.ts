// Validator e-mail addresses on public pages: enough to see which organisation vouched, not enough
// to write to the person. 'jane.doe@acme.com' -> 'j***@acme.com'.

/**
 * Keeps the first character of the local part and the whole domain (the domain is the trust
 * evidence); the rest of the local part becomes '***'. Anything that is not `local@domain`
 * becomes '***' so a malformed value never leaks as it is.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return '***';
  const [first = ''] = Array.from(trimmed.slice(0, at));
  return `${first}***@${trimmed.slice(at + 1).toLowerCase()}`;
}
