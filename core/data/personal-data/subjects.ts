// Whose data a value is: a subject names one person's key (person-keys.ts). An account is
// `user:{id}`; an address is `mailbox:{mailbox}`, one per mailbox (plus-addressing and Gmail's dots
// folded: domain/rules/mailbox.ts), so a co-signer without an account has a key of their own and
// erasing an address shreds everything ever sealed for any spelling of it.
import { ERASED_ADDRESS } from '../../../domain/constants';
import { mailboxKey } from '../../../domain/rules/mailbox';

export const userSubject = (userId: string): string => `user:${userId}`;

export const mailboxSubject = (address: string): string => `mailbox:${mailboxKey(address)}`;

/** A LinkedIn member, by the subject LinkedIn's sign-in gives. */
export const linkedinSubject = (sub: string): string => `linkedin:${sub}`;

/** The subject of a value that may be an address; null when it is not one (nor an erased one, which names nobody). */
export const mailboxSubjectOf = (value: unknown): string | null => (typeof value === 'string' && value.includes('@') && value !== ERASED_ADDRESS ? mailboxSubject(value) : null);

/** The subject of a value that may be a user id; null when it is not one. */
export const userSubjectOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? userSubject(value) : null);

/** The subject of a value that may be a LinkedIn member id; null when it is none. */
export const linkedinSubjectOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? linkedinSubject(value) : null);
