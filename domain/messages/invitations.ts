// The owner's side of co-signing: inviting validators, the Validation and Invites card, reminders.
import { DAILY_INVITE_LIMIT } from '../constants';
import { placeholderWords } from './placeholder-words';

export const invitations = {
  dailyLimitReachedButton: 'Daily invite limit reached. Try again tomorrow.',
  dailyLimitReached: {
    title: 'Daily Limit Reached',
    description: `You can only send ${DAILY_INVITE_LIMIT} invitations per day.`,
  },
  duplicateEmail: { title: 'Duplicate Email', description: 'This validator has already been added.' },
  // ours: the spec names only the title
  noValidators: { title: 'No Validators', description: 'Add at least one validator before sending.' },
  sendFailed: { title: 'Error', description: 'Failed to send validation requests. Please try again.' },
  // ours: after a successful send, and when some invitation mails could not go out
  sent: { title: 'Invitations Sent', description: 'Your validators will receive an e-mail with a private link.' },
  mailFailed: (addresses: string): string => `We could not e-mail ${addresses}. Send a reminder from your dashboard.`,
  mailFailedTitle: 'Some invitations were not delivered',
  // ours
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  roleRequired: 'Choose Manager or Peer',
  // ours: who may co-sign (docs/validation.md, threat model)
  selfInvite: 'You cannot validate your own proof. Invite a manager or peer who worked with you.',
  alreadyCosigned: 'This validator has already co-signed this proof.',
  // ours: a proof saved with a suggestion's placeholders ([X]%, $[N]) still in it
  placeholdersLeft: (placeholders: readonly string[]): string => {
    const { noun, real } = placeholderWords(placeholders);
    return `Replace the ${noun} in this proof with ${real} before sending it for validation.`;
  },
} as const;

/** The dashboard's Validation and Invites card (spec section 2). */
export const validationCard = {
  title: 'Validation and Invites',
  emptyTitle: 'No validation requests yet',
  emptyDescription: 'Invite validators to verify your proofs',
  inviteMore: 'Invite More Validators',
  viewAll: (count: number): string => `View All ${count} Validations`,
  // ours: who co-signed, what happened to a co-signature, and links that expired (docs/validation.md)
  pendingHeading: 'Pending approvals',
  approvalsHeading: 'Recent approvals',
  expiredHeading: 'Expired links',
  withdrawnHeading: 'Withdrawn co-signatures',
  signedInAs: (name: string): string => `Signed in with LinkedIn as ${name}`,
  signedWithOtherAddress: (signerEmail: string | null, invited: string): string =>
    signerEmail ? `Signed with ${signerEmail}, not the invited ${invited}` : `LinkedIn gave no e-mail for this account; the link was sent to ${invited}`,
  linkOnly: 'Approved from the e-mailed link, without LinkedIn',
  withdrawnOn: (when: string): string => `Withdrawn ${when}`,
  withdrawalReason: (reason: string): string => `Reason: ${reason}`,
  // ours: the comment a validator left with their decision (the portal says it is shown to the owner)
  comment: (text: string): string => `Comment: ${text}`,
  expiredOn: (when: string): string => `Link expired ${when}`,
  sendNewLink: 'Send new link',
  newLinkSent: { title: 'New Link Sent', description: 'The validator will receive an e-mail with a new private link, valid for 72 hours.' },
} as const;

export const reminders = {
  sent: { title: 'Reminder Sent', description: 'A reminder has been sent to the validator.' },
  // ours: at most one reminder per request per day
  tooSoon: 'A reminder was sent in the last 24 hours. Please try again later.',
  // ours: past the links a request may hold at once (docs/validation.md, Reminders and new links)
  tooManyLinks: 'This validator already has every link this request can have, and each still works until the request expires.',
  // ours: what the reminder mail says it is (a reminder adds a link, the earlier one keeps working)
  mail: {
    title: 'A reminder: your validation is requested',
    sameRequest: 'This is a reminder of the same request.',
    earlierLinkWorks: (until: string): string => `The link in the earlier e-mail still works until ${until}; use either one, once.`,
  },
  // ours: the invitation mailed again for an expired request (a new link; the old ones stay dead)
  renewalMail: {
    earlierLinksExpired: 'Your earlier link for this request expired and no longer works: use this new one.',
  },
  failed: { title: 'Error', description: 'Failed to send reminder. Please try again.' },
} as const;
