// What the integrity rules notice about a decision when it is made (docs/validation.md, Threat
// model): a browser the owner signed in with lately (the owner's own hand: the decision verifies
// nothing), a network the owner used lately, a throwaway mail domain, or a domain that passes for
// the organisation's. Each is recorded on the validation and, for admins, in the validations feed.
import disposableDomains from 'disposable-email-domains';
import wildcardDomains from 'disposable-email-domains/wildcard.json';
import type { DecisionSignal } from '../../domain/entities';
import { isLookalikeDomain } from '../../domain/rules/lookalike-domain';
import { recentSessions, sessionHashes, type SessionOrigin } from '../data/owner-sessions';

let throwaway: Set<string> | undefined;

/** Whether mail at `domain` is a throwaway mailbox (the disposable-email-domains list, with its wildcard domains). */
export function isThrowawayDomain(domain: string): boolean {
  throwaway ??= new Set(disposableDomains);
  const name = domain.trim().toLowerCase();
  return throwaway.has(name) || (wildcardDomains as string[]).some((parent) => name === parent || name.endsWith(`.${parent}`));
}

export async function decisionSignals(input: {
  readonly ownerUserId: string;
  readonly orgName: string | null;
  /** The address the decision proved: the signed-in identity's verified e-mail, else the invitee's. */
  readonly provenEmail: string | null;
  readonly origin: SessionOrigin;
}): Promise<DecisionSignal[]> {
  const here = sessionHashes(input.ownerUserId, input.origin);
  const sessions = here.network || here.device ? await recentSessions(input.ownerUserId) : [];
  const domain = input.provenEmail?.split('@')[1] ?? '';
  const signals: DecisionSignal[] = [];
  if (here.device && sessions.some((session) => session.device === here.device)) signals.push('owner_session');
  if (here.network && sessions.some((session) => session.network === here.network)) signals.push('shared_network');
  if (domain && isThrowawayDomain(domain)) signals.push('throwaway_domain');
  if (domain && isLookalikeDomain(domain, input.orgName)) signals.push('lookalike_domain');
  return signals;
}
