// The organisation registry behind the company-domain check (docs/admin-operations.md): an
// organisation's own domains (level 1, Verified Company) and its subsidiaries' or divisions'
// domains (level 2, Company Domain). The name heuristic of company-domain.ts cannot know that
// `navy.mil` is the US Navy's; the registry says so. Pure: the server looks the entry up.
import type { DomainMatchType } from '../entities';

export interface RegisteredOrganisation {
  /** The organisation's name as proofs spell it, e.g. `US Navy`. */
  readonly name: string;
  /** Other names proofs use for it (`U.S. Navy`, `United States Navy`). */
  readonly aliases: readonly string[];
  /** Level 1: addresses at these domains work for the organisation itself. */
  readonly exactDomains: readonly string[];
  /** Level 2: its subsidiaries' or divisions' domains. */
  readonly subsidiaryDomains: readonly string[];
}

/** The organisations the registry starts with: cases the name heuristic gets wrong. */
export const SEEDED_ORGANISATIONS: readonly RegisteredOrganisation[] = [
  { name: 'US Navy', aliases: ['U.S. Navy', 'United States Navy'], exactDomains: ['navy.mil'], subsidiaryDomains: [] },
];

export const REGISTRY_LIMITS = { nameLength: 120, aliases: 10, domains: 50 } as const;

/** A domain as stored: lower case, no leading `@` or trailing dot. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');
}

const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether `domain` (normalised) is a plausible internet domain: `navy.mil`, `eu.acme.co.uk`. */
export const isDomainName = (domain: string): boolean => DOMAIN_PATTERN.test(domain);

const within = (domain: string, registered: string) => domain === registered || domain.endsWith(`.${registered}`);

/**
 * How an e-mail domain relates to a registered organisation: `exact` at one of its own domains,
 * `subsidiary` under one of them (`pacific.navy.mil`) or at a subsidiary's domain (or under it),
 * null when the registry says nothing about it (the name heuristic decides then).
 */
export function registryMatch(emailDomain: string, organisation: RegisteredOrganisation): Extract<DomainMatchType, 'exact' | 'subsidiary'> | null {
  const domain = normaliseDomain(emailDomain);
  if (!domain) return null;
  if (organisation.exactDomains.some((registered) => domain === registered)) return 'exact';
  if (organisation.exactDomains.some((registered) => within(domain, registered))) return 'subsidiary';
  if (organisation.subsidiaryDomains.some((registered) => within(domain, registered))) return 'subsidiary';
  return null;
}
