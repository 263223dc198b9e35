// What a co-signer (or anyone Provenly mailed) reads on the page that shows what Provenly holds
// about their address and removes it (docs/data-rights.md, "The co-signers' own page").
import { PRODUCT_NAME } from '../product';

export const yourData = {
  title: `What ${PRODUCT_NAME} holds about you`,
  askIntro: `Co-signed someone's proof on ${PRODUCT_NAME}, or got a mail from us? Enter your e-mail address: we send a private link to it that shows what ${PRODUCT_NAME} holds about that address, and lets you remove it.`,
  emailLabel: 'Your e-mail address',
  send: 'Send me the link',
  sending: 'Sending...',
  sent: `If ${PRODUCT_NAME} holds anything about this address, a private link is on its way to it. It works for an hour.`,
  invalidEmail: 'Enter a valid e-mail address.',
  invalidLink: 'This link is not valid or has expired. Ask for a new one.',
  askAgain: 'Ask for a new link',
  heldIntro: (address: string) => `This is what ${PRODUCT_NAME} holds about ${address}.`,
  cosignaturesHeading: 'Your co-signatures and answers',
  noCosignatures: 'None.',
  profileHeading: 'Your validator profile',
  noProfile: 'None: you never signed in with LinkedIn to co-sign.',
  mailsHeading: 'Mails we sent you',
  noMails: 'None in the last 90 days.',
  invitationsHeading: 'Invitations you did not answer',
  noInvitations: 'None.',
  reportsHeading: 'Pages you reported',
  noReports: 'None.',
  removeHeading: 'Remove it',
  removeIntro: `Your co-signatures are withdrawn (each proof is re-evaluated, and its owner sees the co-signature withdrawn), your validator profile (your name and picture as a co-signer) is deleted, and the key your address, comments, mails and reports are stored under is destroyed: what stays in the history of others' proofs and in our logs can no longer be read by anyone, ${PRODUCT_NAME} included.`,
  removeButton: 'Remove my data',
  removeConfirmTitle: 'Remove your data?',
  removeConfirm: 'Remove it for good',
  removing: 'Removing...',
  removed: (withdrawn: number) => `Done. ${withdrawn === 0 ? 'No co-signature was standing.' : withdrawn === 1 ? 'Your co-signature was withdrawn.' : `Your ${withdrawn} co-signatures were withdrawn.`} Your validator profile is deleted.`,
  removeFailed: 'Your data could not be removed. Please try again.',
  /** The reason recorded on a co-signature withdrawn this way. */
  withdrawnReason: `The co-signer asked ${PRODUCT_NAME} to remove their data.`,
  /** The line every mail to a co-signer ends with. */
  mailFooter: `See or remove what ${PRODUCT_NAME} holds about you:`,
  linkMailSubject: `Your private link: what ${PRODUCT_NAME} holds about you`,
  linkMailIntro: (address: string) => `Someone, probably you, asked what ${PRODUCT_NAME} holds about ${address}. This link shows it, and lets you remove it. It works for an hour.`,
  linkMailIgnore: 'If you did not ask, ignore this mail: nothing changes.',
  sendFailed: 'The link could not be sent. Please try again.',
} as const;
