// User-facing text of portable credentials (domain/messages/, one file per area).
import { MAX_ENDORSEMENTS, VERIFY_CREDENTIAL_MAX_BYTES, VERIFY_CREDENTIAL_MAX_DEPTH, VERIFY_CREDENTIAL_MAX_VALUES } from '../constants';
import { PRODUCT_NAME } from '../product';

export const credentials = {
  download: 'Download credential',
  downloadJson: 'Credential (.json)',
  downloadImage: 'Badge image (.png)',
  openInVerifierPlus: 'Open in VerifierPlus',
  copyLink: 'Copy credential link',
  active: 'Credential active',
  revoked: 'Credential revoked',
  revokedNote: 'This credential was revoked: it no longer vouches for the proof.',
  revoke: 'Revoke credential',
  revokeConfirm: 'Revoke this proof\u2019s credential? Anyone checking it will see it is revoked. You can issue a new one later.',
  issueAgain: 'Issue credential again',
  notFound: 'Credential not found',
  proofDeleted: 'This credential was revoked: the proof it vouched for was deleted by its owner.',
  quotedPersonErased: 'This credential was revoked, and its copy here removed: a co-signer it quoted had their data erased.',
  notACredential: 'Paste a credential: a JSON object, or a badge image with a credential baked in.',
  noCredentialInImage: 'This image has no credential baked in.',
  verifyHeading: 'Verify a credential',
  tooLargeToCheck: `This credential is too large to check: a credential ${PRODUCT_NAME} issues is at most ${VERIFY_CREDENTIAL_MAX_BYTES / 1024} KB.`,
  tooManyEndorsements: (count: number) =>
    `It carries ${count} endorsements; a credential ${PRODUCT_NAME} issues carries at most ${MAX_ENDORSEMENTS}, so it was not issued as it is. Nothing else in it was checked.`,
  tooComplexToBeOurs: `It holds more than ${VERIFY_CREDENTIAL_MAX_VALUES.toLocaleString('en-US')} values or nests deeper than ${VERIFY_CREDENTIAL_MAX_DEPTH} levels, more than any credential ${PRODUCT_NAME} issues, so it was not issued as it is. Nothing else in it was checked.`,
  tooManyProofs: (count: number) =>
    `It carries ${count} proofs; a credential ${PRODUCT_NAME} issues carries exactly one, so it was not issued as it is. Nothing else in it was checked.`,
  signatureFailedNothingElse: 'Nothing else in it was checked: a credential changed after it was signed vouches for nothing.',
  /** The naming consent in the validation portal, for someone signed in with LinkedIn (their name is known). */
  consentLabelSignedIn: 'Name me on this proof',
  consentHintSignedIn: (name: string, masked: string) =>
    `If you agree, the proof\u2019s public pages show your co-signature as ${name}, your name on LinkedIn, and its portable credential carries it with your role and comment as an endorsement. Otherwise the pages show ${masked}, and the credential only says that a verified co-signer of your role exists.`,
  /** The same consent for someone deciding with the link alone: no name is known, so the pages stay masked. */
  consentLabel: 'Name me in the portable credential',
  consentHint: (masked: string) =>
    `The proof\u2019s public pages show your co-signature as ${masked}: without LinkedIn sign-in we do not know your name. If you agree, the portable credential also carries it with your role and comment as an endorsement; otherwise it only says that a verified co-signer of your role exists.`,
} as const;
