// The LinkedIn member behind a session. A session's subject is the user pool's (the account id);
// what a signer or validator proved is the LinkedIn identity, and personal data recorded about it
// is sealed under that member's key, which the person's erasure shreds (docs/data-rights.md).
import type { SessionUser } from '../../domain/entities';

export const linkedinMemberOf = (identity: Pick<SessionUser, 'sub' | 'linkedinMemberId'>): string => identity.linkedinMemberId ?? identity.sub;
