// ours: a validator's decline as the owner sees it (the spec records declines but shows them
// nowhere), and what the owner can do next: edit and ask again, or invite someone else
// (docs/validation.md, Declines reach the owner).

export const declines = {
  heading: 'Declined requests',
  declinedOn: (when: string): string => `Declined ${when}`,
  declinedBy: (email: string): string => `Declined by ${email}`,
  noComment: 'No comment was given.',
  nextSteps: 'You can edit the proof and ask again, or invite someone else.',
  editAndAskAgain: 'Edit and ask again',
  inviteSomeoneElse: 'Invite someone else',
  askAgain: 'Ask again',
  editPageIntro: 'Change what needs changing and save, then ask again, or invite someone else.',
  saveFirst: 'Save your changes first: the validator reviews the proof as it is saved.',
  askedAgain: (email: string) => ({ title: 'Asked Again', description: `${email} will receive an e-mail with a private link to review the proof again.` }),
} as const;
