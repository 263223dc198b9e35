// What the integrity rules notice about a decision when it is made (docs/validation.md, Threat
// model): a browser the owner signed in with lately (the owner's own hand: the decision verifies
// nothing), a network the owner used lately, a throwaway mail domain, or a domain that passes for
// the organisation's. Each is recorded on the validation and, for admins, in the validations feed.
import type { DecisionSignal } from '../../domain/entities';
import { isLookalikeDomain } from '../../domain/rules/lookalike-domain';
import { recentSessions, sessionHashes, type SessionOrigin } from '../data/profiles/owner-sessions';

interface ThrowawayDomains {
  readonly names: ReadonlySet<string>;
  readonly parents: readonly string[];
}

let throwaway: Promise<ThrowawayDomains> | undefined;

/**
 * The disposable-email-domains list (about 120,000 names, 2.4 MB), read on the first decision that
 * needs it rather than when the function starts. The decision functions ship the package beside
 * their bundle instead of inside it (`dataPackages` in lambdas/routes.ts); the same import reads
 * it from node_modules in the local runtime.
 */
function throwawayDomains(): Promise<ThrowawayDomains> {
  throwaway ??= Promise.all([
    import('disposable-email-domains', { with: { type: 'json' } }),
    import('disposable-email-domains/wildcard.json', { with: { type: 'json' } }),
  ]).then(
    ([names, parents]) => ({ names: new Set(names.default as string[]), parents: parents.default as string[] }),
    (error: unknown) => {
      throwaway = undefined;
      throw error;
    },
  );
  return throwaway;
}

/** Whether mail at `domain` is a throwaway mailbox (the disposable-email-domains list, with its wildcard domains). */
export async function isThrowawayDomain(domain: string): Promise<boolean> {
  const { names, parents } = await throwawayDomains();
  const name = domain.trim().toLowerCase();
  return names.has(name) || parents.some((parent) => name === parent || name.endsWith(`.${parent}`));
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
  if (domain && (await isThrowawayDomain(domain))) signals.push('throwaway_domain');
  if (domain && isLookalikeDomain(domain, input.orgName)) signals.push('lookalike_domain');
  return signals;
}
