// The keys of sharing on LinkedIn (docs/linkedin.md): tokens, authorizations, posts and expiry reminders.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, ownerPartition, userPartition, utcDay } from '../plumbing/key-parts';

/** The item kinds of LinkedIn sharing (the `type` attribute). */
export const linkedinItemTypes = {
  linkedinToken: 'LinkedinToken',
  linkedinOauthState: 'LinkedinOauthState',
  linkedinShare: 'LinkedinShare',
  linkedinReminder: 'LinkedinReminder',
} as const;

export const linkedinKeys = {
  linkedinToken: (userId: string, kind: string): Key => ({ pk: userPartition(userId), sk: `LINKEDIN_TOKEN#${kind}` }),

  /** A pending authorization, by the SHA-256 of its `state`: single use, expires (ttl). */
  linkedinOauthState: (stateHash: string): Key => ({ pk: `LINKEDIN_STATE#${stateHash}`, sk: 'STATE' }),
  /** A post made for a user, by the hash of what was posted: the same content is posted once. */
  linkedinShare: (userId: string, shareHash: string): Key => ({ pk: userPartition(userId), sk: `LINKEDIN_SHARE#${shareHash}` }),
  /** The user's posts, newest first, on the owner list (gsi1). */
  linkedinShareOwnerList: (userId: string, sharedAt: string, shareHash: string) => ({ gsi1pk: ownerPartition(userId), gsi1sk: `LINKEDIN_SHARE#${canonicalIso(sharedAt)}#${shareHash}` }),
  linkedinShareListPrefix: 'LINKEDIN_SHARE#',
  /** An e-mail reminder that a token expires soon, in the day bucket it is due. */
  linkedinReminder: (dueAt: string, userId: string, which: string): Key => ({ pk: `LINKEDIN_REMINDER#${utcDay(dueAt)}`, sk: `${canonicalIso(dueAt)}#${userId}#${which}` }),
  linkedinReminderPartition: (day: string) => `LINKEDIN_REMINDER#${day}`,
} as const;
