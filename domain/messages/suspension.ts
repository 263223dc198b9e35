// What a suspended person reads (their page, and the same statement of reasons in the mails of
// core/mail/suspension-mails.ts) and what the admin's appeal queue says. The spec is silent on
// suspensions: these are ours, in its tone, and listed in docs/suspension.md. The statement names
// what the EU Digital Services Act, Art. 17(3), asks of one: the decision, the facts relied on,
// whether automated means were used, the contractual ground and the redress available.
import { PRODUCT_NAME } from '../product';
import { utcDay } from './dates';

/** The longest appeal a person may send (characters). */
export const APPEAL_TEXT_MAX = 2000;

/** The longest note an admin writes when deciding an appeal (characters). */
export const APPEAL_NOTE_MAX = 500;

/** The statement of reasons, shared word for word by the suspended page and the mails. */
export const suspensionStatement = {
  decision: (date: string): string => `An administrator of ${PRODUCT_NAME} suspended your account on ${date}.`,
  reasonLabel: 'The reason the administrator gave:',
  noReasonRecorded: 'No reason was recorded with this suspension. Send an appeal and an administrator will tell you why.',
  ground: 'Our Terms of Service let us suspend an account that breaks them (section 6, Acceptable use, and section 7, Suspension and termination).',
  automation: 'This decision was taken by a person, one of our administrators, not by automated means.',
  hiddenHeading: 'What is hidden while your account is suspended',
  hidden: [
    'Your public portfolio, the public pages of your proofs and their proof numbers answer “not found”, and their link previews and images are gone.',
    'Validation links you sent are paused: the people you invited cannot respond until your account is restored.',
    'Your dashboard is closed: you cannot create, edit or share proofs, or invite validators.',
  ],
  nothingDeleted: 'Nothing is deleted. When your account is restored, everything comes back as it was.',
  appealHeading: 'How to appeal',
  appealHow: `If you think this decision is wrong, sign in to ${PRODUCT_NAME} and send an appeal from the page that tells you about the suspension. An administrator reviews it, and we e-mail you the decision.`,
  otherRedress: 'You may also turn to an out-of-court dispute settlement body certified under the EU Digital Services Act, or to the courts.',
  // The restoration, and the answer to an appeal that keeps the suspension.
  restored: (date: string, afterAppeal: boolean): string =>
    `An administrator of ${PRODUCT_NAME} restored your account on ${date}${afterAppeal ? ', after reviewing your appeal' : ''}.`,
  restoredEffects: 'Your public portfolio and the public pages of your proofs are back, validation links you sent work again until they expire, and your dashboard is open.',
  appealUpheld: (appealedOn: string, decidedOn: string): string =>
    `An administrator reviewed your appeal of ${appealedOn} on ${decidedOn} and decided that the suspension of your account stays.`,
  answerLabel: 'The administrator’s answer:',
} as const;

/** The suspended person's page. */
export const suspendedPage = {
  title: 'Account suspended',
  heading: 'Your account is suspended',
  reasonHeading: 'Why',
  termsLink: 'Read the Terms of Service',
  appealHow: 'If you think this decision is wrong, tell us why below. An administrator reviews your appeal, and we e-mail you the decision.',
  appealLabel: 'Your appeal',
  appealHint: `What is wrong with the decision, and anything we should know. Up to ${APPEAL_TEXT_MAX.toLocaleString('en-US')} characters.`,
  sendAppeal: 'Send Appeal',
  sendingAppeal: 'Sending…',
  appealSent: { title: 'Appeal sent', description: 'An administrator will review it. We will e-mail you the decision.' },
  appealFailed: 'Error sending appeal',
  yourAppeal: 'Your appeal',
  appealOpen: (date: string): string => `You appealed on ${date}. An administrator will review it, and we will e-mail you the decision.`,
  appealUpheld: (date: string): string => `Your appeal was reviewed on ${date}: the suspension stays.`,
  signOut: 'Sign Out',
} as const;

/** Refusals of the appeal route (4xx, in these words). */
export const appealRefusals = {
  required: 'Please tell us why the decision is wrong.',
  tooLong: `Appeal must be at most ${APPEAL_TEXT_MAX.toLocaleString('en-US')} characters`,
  notSuspended: 'This account is not suspended',
  alreadyAppealed: 'You have already appealed this suspension. We will e-mail you the decision.',
} as const;

/** The admin's appeal queue. */
export const appealQueue = {
  title: 'Appeals',
  intro: 'Appeals against suspensions, oldest first.',
  noOpenAppeals: 'No open appeals',
  noAppeals: 'No appeals',
  stateInvalid: 'Choose open, upheld or restored appeals',
  outcomeInvalid: 'Choose uphold or restore',
  noteRequired: 'A note is required',
  noteTooLong: `Note is too long (${APPEAL_NOTE_MAX} characters at most)`,
  notFound: 'Appeal not found',
  alreadyDecided: 'This appeal has already been decided',
  noteLabel: 'Decision note (e-mailed to the person and kept in the admin log)',
  uphold: 'Keep Suspended',
  restore: 'Restore Account',
  upheld: { title: 'Suspension upheld', description: 'The person has been e-mailed your answer.' },
  restored: { title: 'Account restored', description: 'The person has been e-mailed, and their public pages are back.' },
  decideFailed: 'Error deciding appeal',
} as const;

/** A date of the statement, as the page and the mails write it: "November 3, 2026" (UTC). */
export const statementDate = utcDay;
