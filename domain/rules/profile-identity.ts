// How a new profile's names are chosen from what the identity provider says (spec section 4,
// sign-in flow: username and display name fall back to the e-mail local part).
import { DEFAULT_VALIDATOR_DISPLAY_NAME } from '../constants';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Names a profile must not keep: empty, or what a provider says when it knows nothing. */
const PLACEHOLDER_NAMES = new Set(['', 'user', 'linkedin user', DEFAULT_VALIDATOR_DISPLAY_NAME.toLowerCase(), 'unknown', 'anonymous', 'null', 'undefined', 'n/a']);

export function isPlaceholderDisplayName(name: string | null | undefined): boolean {
  return PLACEHOLDER_NAMES.has((name ?? '').trim().toLowerCase());
}

const emailLocalPart = (email: string | null | undefined): string => (email ?? '').split('@')[0]?.trim() ?? '';

/** The display name: the provider's name unless it is a placeholder, else the e-mail local part, else 'Member'. */
export function displayNameFor(input: { name: string | null | undefined; email: string | null | undefined }): string {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!isPlaceholderDisplayName(name)) return name.slice(0, 120);
  const local = emailLocalPart(input.email);
  return local ? local.slice(0, 120) : 'Member';
}

/** Lower-case letters and digits joined by single hyphens: `Zoë O'Brien` -> `zoe-obrien`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** The preferred username: from the name, falling back to the e-mail local part, then 'member'. */
export function baseUsername(input: { name: string | null | undefined; email: string | null | undefined }): string {
  const fromName = isPlaceholderDisplayName(input.name) ? '' : slugify(input.name ?? '');
  if (fromName.length >= USERNAME_MIN_LENGTH) return fromName;
  const fromEmail = slugify(emailLocalPart(input.email));
  if (fromEmail.length >= USERNAME_MIN_LENGTH) return fromEmail;
  return 'member';
}

/** The n-th candidate when the base is taken: base, base-2, base-3, ... within the length limit. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
