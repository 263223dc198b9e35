// What the admin's moderation pages and the public report form say (the spec is silent on these
// pages; the words follow its style).
export const moderation = {
  // Recognitions
  searchRequired: 'Enter a title, proof number, e-mail or username',
  searchTooLong: 'Search is too long (200 characters at most)',
  searchKindInvalid: 'Search by title, proof number or owner',
  proofNotFound: 'Proof not found',
  reasonRequired: 'A reason is required',
  reasonTooLong: 'Reason is too long (500 characters at most)',
  hidden: { title: 'Proof hidden', description: 'The proof is no longer public; its owner has been e-mailed the reason.' },
  unhidden: { title: 'Proof shown again', description: 'The proof is public again wherever it qualifies.' },
  hideFailed: 'Error hiding proof',
  unhideFailed: 'Error showing proof',
  noRecognitions: 'No proofs found',
  deletedByOwner: (proofNumber: string, when: string) => `${proofNumber} was deleted by its owner on ${when}: nothing of it is kept but its number.`,
  // Reports (public form)
  reportLink: 'Report this proof',
  reportHeading: 'Report this proof',
  // ours: a portfolio page shows a person's whole portfolio, so that is what its link reports
  reportPortfolioLink: 'Report this portfolio',
  reportPortfolioHeading: 'Report this portfolio',
  reportReasonRequired: 'Choose a reason',
  reportDetailsTooLong: 'Details are too long (2,000 characters at most)',
  reportPageInvalid: 'The reported page must be a proof, project or portfolio page of this site',
  reporterEmailRequired: 'Email is required',
  reporterEmailInvalid: 'Enter a valid email address',
  goodFaithRequired: 'Please confirm that you are reporting in good faith',
  goodFaithStatement: 'I believe in good faith that this page is inaccurate, infringes rights or breaks the rules, and the information I give is true.',
  reportSent: { title: 'Report sent', description: 'Thank you. An administrator will review it; we will e-mail you the outcome.' },
  reportFailed: 'Error sending report',
  reportPageNotFound: 'The reported page was not found',
  reportLimitReached: 'You have sent too many reports today. Please try again tomorrow.',
  // Reports (queue)
  reportNotFound: 'Report not found',
  reportStateInvalid: 'Choose open, dismissed or actioned reports',
  reportActionInvalid: 'Choose dismiss or hide',
  reportAlreadyDecided: 'This report has already been decided',
  reportNoProof: 'This report names no proof to hide',
  reportDismissed: { title: 'Report dismissed', description: 'The reporter has been e-mailed.' },
  reportActioned: { title: 'Proof hidden', description: 'The reporter and the owner have been e-mailed.' },
  noReports: 'No open reports',
  // Validations page
  feedInvalid: 'Unknown list',
} as const;

export const REPORT_REASON_LABELS = {
  false_claim: 'The claim is false or exaggerated',
  not_my_work: 'It presents my work as someone else’s',
  personal_data: 'It shows personal data without consent',
  offensive: 'It is offensive or abusive',
  other: 'Something else',
} as const;

export const SIGNAL_LABELS = {
  self_validation_refused: 'Refused self-validation',
  signed_by_other: 'Link decided by another identity',
  withdrawal: 'Withdrawals',
  mutual_cosigning: 'Co-signers who sign each other’s proofs',
  owner_session: 'Decided from the owner’s browser',
  shared_network: 'Decided from the owner’s network',
  throwaway_domain: 'Throwaway mail domains',
  lookalike_domain: 'Look-alike company domains',
} as const;

/** What the owner reads on a proof an administrator hid, wherever they see it (dashboard card, edit page). */
export const hiddenProofCard = {
  heading: 'Hidden by an administrator',
  reasonLabel: 'Reason given:',
  effects: 'Its public page and link answer “not found”, its credential is revoked, and it cannot be shared until an administrator shows it again. You can still edit it.',
} as const;
