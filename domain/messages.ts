// Every user-facing message of spec sections 5 and 8, in the spec's exact words, grouped by area.
// A toast written in the spec as 'Title: text' or 'Title' / 'text' is a { title, description } pair.
// Messages marked "ours" are not in the spec (it is silent); they are listed in docs/.
import {
  DAILY_INVITE_LIMIT,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  LINK_TITLE_MAX_LENGTH,
  LINK_URL_MAX_LENGTH,
  MAX_LINKS,
  MAX_OUTCOMES,
  MAX_SKILLS,
  ORG_NAME_MAX_LENGTH,
  OUTCOME_DESCRIPTION_MAX_LENGTH,
  OUTCOME_METRIC_MAX_LENGTH,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  VALIDATION_COMMENT_MAX_LENGTH,
  WITHDRAWAL_REASON_MAX_LENGTH,
} from './constants';
import { PRODUCT_NAME } from './product';
import { onlyFigures } from './rules/placeholders';

/** "[X]", "[X] and [N]", "[X], [A] and [B]". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "placeholder [X] … your real figure", "placeholders [X] and [Company] … your real details". */
function placeholderWords(placeholders: readonly string[]): { noun: string; real: string } {
  const many = placeholders.length > 1;
  const what = onlyFigures(placeholders) ? (many ? 'figures' : 'figure') : 'details';
  return { noun: `${many ? 'placeholders' : 'placeholder'} ${listed(placeholders)}`, real: `your real ${what}` };
}

export const projectForm = {
  titleRequired: 'Project title is required',
  roleRequired: 'Your role is required',
  descriptionTooShort: `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters`,
  startDateRequired: 'Start date is required',
  skillRequired: 'At least one skill is required',
  outcomeRequired: 'At least one outcome is required',
  outcomeDescriptionRequired: 'Outcome description is required',
  linkTitleRequired: 'Link title is required',
  linkUrlInvalid: 'Must be a valid URL',
  mustBeLoggedIn: 'You must be logged in to create a project',
  suggestionsFailed: 'Failed to generate suggestions. Please try again.',
  missingTitle: { title: 'Missing Information', description: 'Please add a project title first for better suggestions.' },
  loadFailed: 'Failed to load project',
  createFailed: 'Failed to create project. Please try again.',
  updateFailed: 'Failed to update project. Please try again.',
  // ours: after a save, and the dialog after creating
  projectUpdated: { title: 'Project updated', description: 'Your changes have been saved.' },
  projectCreated: { title: 'Your proof card is ready', description: 'Saved as a draft. Invite a manager or peer to verify it.' },
  // ours: limits and formats the spec does not state
  titleTooLong: `Project title must be at most ${PROJECT_TITLE_MAX_LENGTH} characters`,
  roleTooLong: `Your role must be at most ${PROJECT_ROLE_MAX_LENGTH} characters`,
  orgNameTooLong: `Organization name must be at most ${ORG_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  startDateInvalid: 'Start date must be a valid date',
  endDateInvalid: 'End date must be a valid date',
  endDateBeforeStart: 'End date cannot be before the start date',
  skillBlank: 'Skills cannot be blank',
  skillTooLong: `Each skill must be at most ${SKILL_MAX_LENGTH} characters`,
  tooManySkills: `At most ${MAX_SKILLS} skills are allowed`,
  outcomeDescriptionTooLong: `Outcome description must be at most ${OUTCOME_DESCRIPTION_MAX_LENGTH} characters`,
  outcomeMetricTooLong: `Outcome metric must be at most ${OUTCOME_METRIC_MAX_LENGTH} characters`,
  tooManyOutcomes: `At most ${MAX_OUTCOMES} outcomes are allowed`,
  linkTitleTooLong: `Link title must be at most ${LINK_TITLE_MAX_LENGTH} characters`,
  linkUrlTooLong: `Link URL must be at most ${LINK_URL_MAX_LENGTH} characters`,
  tooManyLinks: `At most ${MAX_LINKS} links are allowed`,
  suggestionTypeInvalid: 'Suggestion type must be description, outcomes or skills',
  suggestionsRateLimited: 'You have asked for many suggestions in a short time. Please try again later.',
  // ours: a suggestion's placeholders ([X]%, $[N]) left in a field, shown beside it and refused on save
  placeholderHint: (placeholders: readonly string[]): string => `Replace ${listed(placeholders)} with ${placeholderWords(placeholders).real}.`,
  placeholderLeft: (placeholders: readonly string[]): string => {
    const { noun, real } = placeholderWords(placeholders);
    return `Replace the ${noun} with ${real} before saving.`;
  },
} as const;

// ours: text that no person types (domain/schemas/text.ts)
export const textHygiene = {
  singleLine: 'Must be on a single line',
  controlCharacters: 'Must not contain control characters',
  directionControls: 'Must not contain hidden characters that change the reading direction',
  brokenCharacters: 'Must not contain invalid characters',
} as const;

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

export const sharing = {
  unverifiedProject: 'Cannot share unverified project',
  // ours: the share dialog's title, for the proof's owner and for anyone else on its public page
  shareDialogOwner: 'Share your proof',
  shareDialogVisitor: 'Share this proof',
  notConnected: 'LinkedIn not connected',
  authenticationRequired: 'Authentication required',
  shareFailed: 'Failed to share to LinkedIn',
  // ours: the spec gives only the meaning of each status detail
  shareFailedByStatus: {
    401: 'LinkedIn token expired. Please reconnect LinkedIn.',
    403: 'Missing w_member_social permission. Please reconnect LinkedIn.',
    422: 'LinkedIn rejected the post as invalid or duplicate content.',
  },
  noRecentPost: 'No recent post to verify',
  postNotFound: 'Post not found on LinkedIn',
  verificationFailed: 'Verification failed',
  debugFailed: 'Debug failed',
  diagnosticsFailed: 'Diagnostics failed',
  // ours: the spec gives only the meaning of the hint
  diagnosticsNeedsDeveloperAccess: 'LinkedIn profile check (/v2/me) failed: the app needs developer access.',
  connectionIssue: 'LinkedIn Connection Issue',
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
  signInToConnect: 'Please sign in to connect LinkedIn',
  authorizationUrlFailed: 'Failed to generate LinkedIn authorization URL',
  linkedinConnectionFailed: 'LinkedIn Connection Failed',
  connectionFailed: 'Connection Failed',
} as const;

export const dashboard = {
  profileError: { title: 'Profile Error', description: 'Failed to load profile. Please try refreshing.' },
  projectsLoadFailed: 'Failed to load projects',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Error signing out',
  comingSoon: 'This section is coming soon!',
  copyProductIdFailed: `Failed to copy ${PRODUCT_NAME} ID`,
  copyVerificationLinkFailed: 'Failed to copy verification link',
  // spec section 2 (empty states of My Proofs)
  noProofs: 'No proofs yet',
  noFilteredProofs: (filter: string): string => `No ${filter} proofs`,
  // ours: actions the spec only toasts (Quick actions' Import from LinkedIn)
  comingSoonToasts: {
    importFromLinkedIn: { title: 'Coming Soon', description: 'Importing projects from LinkedIn is coming soon.' },
  },
  // ours: the Publish action of the Ready to publish card
  proofPublished: { title: 'Proof published', description: 'It now appears on your public portfolio.' },
  // ours: a proof whose approvals were all made from the e-mailed link alone (DESIGN.md section 3, Verified)
  needsEstablishedCosigner:
    "Approved from the e-mailed link only, which does not show who approved, so this proof is not verified yet. To verify it, ask a co-signer to sign in with LinkedIn when they co-sign, or invite a manager with an address at the company's domain.",
  publishFailed: 'Failed to publish proof. Please try again.',
  // ours: a public link is handed out only once it opens the verified proof
  publishAndAddToProfile: 'Publish and Add to Profile',
  addToProfilePublishes: 'Adding a proof to your LinkedIn profile publishes it first, so the link on LinkedIn opens your verified proof.',
  publicLinkAfterPublishing: 'The public link works once the proof is verified and published.',
} as const;

export const portal = {
  linkedinRequired: 'Please authenticate with LinkedIn to proceed.',
  authenticationError: {
    title: 'Authentication Error',
    description: 'Failed to process LinkedIn authentication. Please try again.',
  },
  authenticationFailed: {
    title: 'Authentication Failed',
    description: 'Failed to authenticate with LinkedIn. Please try again.',
  },
  submitTimeout: 'Request timed out. Your validation may still be processing.',
  submitFailed: 'Failed to submit validation. Please try again.',
  // ours: what a second use of a single-use link gets
  linkAlreadyUsed: 'This validation link has already been used. Each link records one decision.',
  // ours: the expired view's Request new link
  newLinkRequested: 'We have told the owner. They can send you a new link.',
  newLinkAlreadyRequested: 'The owner was already told. They can send you a new link.',
  linkStillValid: 'This link is still valid: you can respond now.',
  invalidOrExpiredLink:
    'This validation link is invalid or has expired. Validation links are only valid for 72 hours for security purposes.',
  requestLoadFailed: 'Unable to load validation request...',
  unexpectedState: 'An unexpected error occurred...',
  copyLinkFailed: 'Failed to copy link',
  qrCodeFailed: 'Failed to generate QR code',
  // ours: the portal's footer (spec section 2: all validations are logged in an immutable audit trail)
  auditTrail: 'All validations are recorded in an immutable audit trail.',
  // ours
  decisionRequired: 'Choose approve or decline',
  commentTooLong: `Comment must be at most ${VALIDATION_COMMENT_MAX_LENGTH} characters`,
  // ours: who may decide, and on what (docs/validation.md, threat model)
  ownProof: 'You cannot validate your own proof.',
  signedByAnother: 'This validation link is linked to another LinkedIn account. Sign in with the account that first opened it.',
  alreadyCosigned: 'You have already co-signed this proof. Each person counts once.',
  contentChanged: 'This proof was changed while you were reviewing it. Please review the new version before you decide.',
  reviewFirst: 'Please open the proof and review it before you decide.',
  // ours: the owner's account is suspended (docs/admin.md)
  linkPaused: 'This validation link is paused while the account that sent it is under review. Please try again later.',
} as const;

// ours: after an edit of attested content (the editor's warning, the one-step re-invitation, and
// the shared link of a proof awaiting re-validation)
export const revalidation = {
  editWarning: {
    title: 'This change removes the verification',
    description:
      'Your co-signers approved the current title, role, organization, dates, description, outcomes, skills and links. If you change any of them, the proof is no longer verified and its shared link says it is awaiting re-validation until they approve the new version.',
  },
  askAgain: 'Ask the same co-signers again',
  saveAndAskAgain: 'Save and ask the same co-signers again',
  saveOnly: 'Save Changes',
  asked: { title: 'Co-signers asked again', description: 'They will receive an e-mail with a private link to review the new version.' },
  nobodyToAsk: 'There is nobody to ask again: no one approved an earlier version of this proof.',
  awaitingHeading: 'Awaiting Re-validation',
  // the lookup does not say which: an edit of attested content, or a co-signer's withdrawal
  awaitingText: 'This proof was changed after it was verified, or a co-signer withdrew their approval. It will show as verified again once its co-signers have approved what it says now.',
  awaitingSince: (date: string): string => `Not verified since ${date}: it is awaiting re-validation by its co-signers.`,
} as const;

// ours: a co-signer takes their approval back through the private link in their confirmation mail
export const withdrawal = {
  invalidLink: 'This withdrawal link is invalid.',
  reasonRequired: 'Please tell the owner why you withdraw your co-signature.',
  reasonTooLong: `Reason must be at most ${WITHDRAWAL_REASON_MAX_LENGTH} characters`,
  alreadyWithdrawn: 'This co-signature has already been withdrawn.',
  withdrawn: { title: 'Co-signature withdrawn', description: 'The proof no longer counts your approval. The owner can see that you withdrew it.' },
  loadFailed: 'Unable to load this withdrawal link. Please try again.',
  failed: 'Failed to withdraw your co-signature. Please try again.',
} as const;

export const publicPages = {
  portfolioNotFound: 'Portfolio Not Found',
  projectNotFound: 'Project Not Found',
  proofNotFoundOrNotVerified: 'Proof number not found or not verified',
  proofLoadFailed: 'Failed to load proof data',
  proofNotFoundHeading: 'Proof Not Found',
  // ours
  proofNumberRequired: 'Enter a proof number (e.g., PJ-ABC123)',
} as const;

export const verifyById = {
  heading: 'Verification Failed',
  invalidId: `Invalid ${PRODUCT_NAME} ID`,
  verifyFailed: `Failed to verify ${PRODUCT_NAME} ID`,
  idNotFound: `${PRODUCT_NAME} ID not found`,
  profileIncomplete: 'User profile incomplete',
} as const;

export const admin = {
  unableToFindUser: 'Unable to find user',
  userNotFound: 'User not found',
  alreadyAdmin: 'User is already an admin',
  grantFailed: 'Error granting admin role',
  revokeFailed: 'Error revoking admin role',
  granted: { title: 'Admin role granted', description: 'User has been granted admin privileges' },
  revoked: { title: 'Admin role revoked', description: 'User admin privileges have been removed' },
  // ours
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  lastAdmin: 'The last remaining admin cannot be revoked',
  notAnAdmin: 'This user is not an admin',
  suspended: 'This account is suspended. Sign in to Provenly to read why and to appeal.',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  suspendedToast: { title: 'Account suspended', description: 'They have been e-mailed your reason, and their public pages are hidden.' },
  restoredToast: { title: 'Account restored', description: 'They have been e-mailed, and their public pages are back.' },
  suspendFailed: 'Error suspending account',
  restoreFailed: 'Error restoring account',
  noUsers: 'No users found',
  noAdmins: 'No admin users found',
  searchPlaceholder: 'Search users by name or username...',
  grantPlaceholder: 'Enter user email to grant admin access',
  revokeTitle: 'Revoke admin access?',
  revokeDescription: 'This will remove admin privileges from this user. They will no longer have access to the admin panel.',
} as const;

export const signIn = {
  providerNotEnabled: 'LinkedIn authentication is currently being set up. Please try again in a few minutes.',
  setupIncomplete: 'Authentication setup incomplete. Please contact support if this persists.',
  network: 'Connection issue. Please check your internet and try again.',
  timeout: 'LinkedIn is taking too long to respond. Please try again.',
  unexpected: 'An unexpected error occurred',
  failedToastTitle: 'LinkedIn Authentication Failed',
  joinTitle: `Join ${PRODUCT_NAME}`,
  continueWithLinkedIn: 'Continue with LinkedIn',
  connecting: 'Connecting...',
} as const;

// ours: link previews (Open Graph / Twitter meta of /proof, /project and /portfolio pages) and the
// generic product card. The generic texts match web/index.html's own head.
export const linkPreviews = {
  genericTitle: `${PRODUCT_NAME} · Verified proof of your professional work`,
  genericDescription: 'Turn your work projects into verified proof cards, co-signed by your managers and peers.',
  tagline: 'Verified proof of your professional work',
  proofTitle: (title: string, ownerName: string): string => `${title} · ${ownerName} | ${PRODUCT_NAME}`,
  proofImageAlt: (title: string, proofNumber: string): string => `Proof card ${proofNumber}: ${title}`,
  verifiedProofAs: (proofNumber: string, trustLevel: string): string => `Verified proof ${proofNumber} (${trustLevel}).`,
  portfolioTitle: (displayName: string): string => `${displayName} · Verified portfolio | ${PRODUCT_NAME}`,
  portfolioCount: (count: number): string => (count === 1 ? '1 verified project' : `${count} verified projects`),
  productImageAlt: `${PRODUCT_NAME}: verified proof of your professional work`,
} as const;
