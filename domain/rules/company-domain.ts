// How far a validator's e-mail address vouches for them at the proof's organisation
// (verify-company-domain; docs/validation.md). Pure and deterministic; the server decides,
// never the browser.
import type { DomainMatchType, ValidatorRole } from '../entities';
import { registryMatch, type RegisteredOrganisation } from './domain-registry';
import { trustLevelForDomainMatch, type ValidatorTrustLevel } from './validator-trust-level';

/** Mailbox providers anyone can sign up to: never evidence of working somewhere. */
export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.net',
  'gmx.de', 'web.de', 'mail.com', 'zoho.com', 'yandex.com', 'yandex.ru', 'qq.com', '163.com', '126.com',
  'fastmail.com', 'hey.com', 'tutanota.com', 'tuta.io', 'mail.ru', 'orange.fr', 'free.fr', 'laposte.net',
]);

/** Words that name a company's legal form, not the company: dropped before matching. */
const LEGAL_FORMS = new Set(['inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'llc', 'ltd', 'limited', 'plc', 'gmbh', 'ag', 'sa', 'sas', 'srl', 'bv', 'nv', 'oy', 'ab', 'as', 'group', 'holdings', 'the']);

/** Second-level labels under which companies register (`acme.co.uk`). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);

export const TRUST_SCORES: Record<DomainMatchType, number> = {
  exact: 95,
  subsidiary: 85,
  external: 60,
  alumni: 55,
  unverified: 40,
};
export const MANAGER_SCORE_BONUS = 5;

export interface DomainTrust {
  readonly trustLevel: ValidatorTrustLevel;
  readonly trustScore: number;
  readonly matchType: DomainMatchType;
}

const lettersAndDigits = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');

/** The organisation's name as the words that identify it: `Acme Corp.` -> ['acme']. */
export function organisationWords(orgName: string): string[] {
  return orgName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !LEGAL_FORMS.has(word));
}

/**
 * The key an organisation name is found by in the registry: its identifying words run together,
 * so `US Navy`, `U.S. Navy` and `US Navy Inc.` find the same entry. Empty when it has no words.
 */
export function organisationKey(orgName: string): string {
  return organisationWords(orgName).join('');
}

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@')[1] ?? '';
}

/** `mail.eu.acme.co.uk` -> { name: 'acme', subdomains: ['mail', 'eu'] }. */
export function registrableName(domain: string): { name: string; subdomains: string[] } {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  if (labels.length < 2) return { name: labels[0] ?? '', subdomains: [] };
  const hasSecondLevel = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]!) && labels[labels.length - 1]!.length === 2;
  const nameIndex = labels.length - (hasSecondLevel ? 3 : 2);
  return { name: labels[nameIndex]!, subdomains: labels.slice(0, nameIndex) };
}

/** How the address relates to the organisation. */
export function domainMatch(email: string, orgName: string | null): DomainMatchType {
  const domain = emailDomain(email);
  if (!domain || !domain.includes('.') || FREE_MAIL_DOMAINS.has(domain)) return 'unverified';
  const words = organisationWords(orgName ?? '');
  if (words.length === 0) return 'external';
  const { name, subdomains } = registrableName(domain);
  const joined = words.join('');
  const fullName = lettersAndDigits(orgName ?? ''); // with its legal form: acmecorp for 'Acme Corp'
  if (subdomains.some((label) => label === 'alumni' || label === 'alum' || label === 'former')) {
    return name === joined || name === fullName || name === words[0] ? 'alumni' : 'external';
  }
  if (name === joined || name === fullName || name === words[0]) return subdomains.length === 0 ? 'exact' : 'subsidiary';
  // A division or subsidiary brand: acme-labs.com, acmehealth.com for 'Acme'.
  if (lettersAndDigits(name).startsWith(joined) && joined.length >= 3) return 'subsidiary';
  return 'external';
}

/**
 * Trust level (1 best .. 5), score out of 100 and match type for an invited validator. The
 * registry's entry for the proof's organisation, when there is one, is consulted first: its own
 * domains rate `exact`, its subsidiaries' `subsidiary`; an address it does not list falls back to
 * the name heuristic.
 */
export function companyDomainTrust(
  input: { email: string; orgName: string | null; role: ValidatorRole },
  registered: RegisteredOrganisation | null = null,
): DomainTrust {
  const fromRegistry = registered && !FREE_MAIL_DOMAINS.has(emailDomain(input.email)) ? registryMatch(emailDomain(input.email), registered) : null;
  const matchType = fromRegistry ?? domainMatch(input.email, input.orgName);
  const bonus = input.role === 'manager' && (matchType === 'exact' || matchType === 'subsidiary') ? MANAGER_SCORE_BONUS : 0;
  return { trustLevel: trustLevelForDomainMatch(matchType), trustScore: Math.min(100, TRUST_SCORES[matchType] + bonus), matchType };
}

/** Up to two likely company domains for the invitation dialog: 'Acme Corp' -> acme.com, acmecorp.com. */
export function suggestedDomains(orgName: string | null): string[] {
  const words = organisationWords(orgName ?? '');
  if (words.length === 0) return [];
  const candidates = [`${words.join('')}.com`, `${lettersAndDigits(orgName ?? '')}.com`, `${words[0]}.com`];
  return [...new Set(candidates)].filter((domain) => domain.length > 4).slice(0, 2);
}
