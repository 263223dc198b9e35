// The documents a verified proof becomes (Open Badges 3.0 on VC Data Model 2.0, docs/credentials.md):
// one OpenBadgeCredential for the proof, and one EndorsementCredential per co-signer who agreed to
// be named. A co-signer who did not agree appears only as "a verified <role> co-signed".
import { createHash } from 'node:crypto';
import { MAX_ENDORSEMENTS, MAX_EVIDENCE_COSIGNERS } from '../../domain/constants';
import type { Proof, Validation } from '../../domain/entities';
import { publicCosignerLabel } from '../../domain/rules/cosigner-name';
import { PROOF_TRUST_LEVELS, proofTrustLevelOf } from '../../domain/rules/proof-trust-level';
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from './contexts';
import type { IssuerProfile } from './issuer';
import { credentialUrl, endorsementUrl } from './urls';

export const CREDENTIAL_CONTEXT = [VC_V2_CONTEXT, OB_V3_CONTEXT] as const;

export interface StatusEntry {
  readonly listUrl: string;
  readonly index: number;
}

export interface BadgeInput {
  readonly origin: string;
  readonly issuer: IssuerProfile;
  readonly credentialId: string;
  readonly proof: Proof & { readonly proofNumber: string };
  /** The approvals of the proof's current content. */
  readonly approvals: readonly Validation[];
  /** The owner's e-mail (hashed with `salt`), or null when unknown (their product id is used). */
  readonly ownerEmail: string | null;
  readonly ownerProductId: string;
  readonly salt: string;
  readonly issuedAt: string;
}

export const CRITERIA_NARRATIVE =
  'Provenly verified this proof: its owner described the project, and a manager or peer they invited by e-mail opened a private, single-use link, ' +
  'reviewed exactly this content and approved it. The owner can never co-sign their own proof and each person counts once. ' +
  'If the content changes or a co-signer withdraws, the proof stops being verified and this credential is revoked.';

/** Whether the co-signer agreed to be named in the portable credential. */
export const namedInCredential = (approval: Validation): boolean => approval.nameInCredential === true;

/**
 * The approvals that get a signed endorsement: the first MAX_ENDORSEMENTS co-signers, by decision
 * time, who agreed to be named (the verify page refuses a credential with more). Any later one is
 * still named, with their role, in the evidence.
 */
export const endorsedApprovals = (approvals: readonly Validation[]): Validation[] =>
  approvals
    .filter(namedInCredential)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .slice(0, MAX_ENDORSEMENTS);

export const roleWord = (role: Validation['role']): string => (role === 'manager' ? 'manager' : 'peer');

/** How strongly we know the co-signer is who the owner says: what they proved, in plain words. */
export function relationshipAssurance(approval: Validation): string {
  if (approval.domainVerificationMethod === 'linkedin') return 'their company e-mail domain matches the organisation, proven by LinkedIn sign-in';
  if (approval.domainVerificationMethod === 'email_domain') return 'their company e-mail domain matches the organisation, proven by the private link sent to that address';
  if (approval.signer) return 'they signed in with LinkedIn; their e-mail domain does not match the organisation';
  return 'they held the private link sent to their e-mail address';
}

/** Named as on the public pages: their LinkedIn name when they signed in, else their masked address. */
const cosignerName = (approval: Validation): string => publicCosignerLabel(approval);
const day = (iso: string): string => iso.slice(0, 10);
const dateTime = (isoDate: string): string => `${isoDate}T00:00:00Z`;

/** The salted `sha256$` identity hash of Open Badges 3.0 (hex of SHA-256 over identifier + salt). */
export const identityHash = (identifier: string, salt: string): string => `sha256$${createHash('sha256').update(identifier + salt, 'utf8').digest('hex')}`;

export function endorsementCredential(input: BadgeInput, approval: Validation): Record<string, unknown> {
  const { proof } = input;
  const comment = approval.comment?.trim();
  const endorsementComment =
    `${cosignerName(approval)} co-signed "${approval.attestedTitle ?? proof.title}" as the owner's ${roleWord(approval.role)} on ${day(approval.createdAt)}. ` +
    `Relationship assurance: ${relationshipAssurance(approval)}.` +
    (comment ? ` Their comment: "${comment}"` : '');
  return {
    '@context': [...CREDENTIAL_CONTEXT],
    id: endorsementUrl(input.origin, input.credentialId, approval.id),
    type: ['VerifiableCredential', 'EndorsementCredential'],
    issuer: { ...input.issuer },
    validFrom: input.issuedAt,
    name: `${cosignerName(approval)} endorses proof ${proof.proofNumber}`,
    credentialSubject: {
      id: credentialUrl(input.origin, input.credentialId),
      type: ['EndorsementSubject'],
      endorsementComment,
    },
  };
}

/**
 * One evidence entry per co-signature, endorsed ones first, then by decision time, up to
 * MAX_EVIDENCE_COSIGNERS; one entry counts any more (a credential must stay within what the
 * verify page checks, docs/credentials.md).
 */
function cosignaturesEvidence(approvals: readonly Validation[], endorsedIds: ReadonlySet<string>, proofPage: string): Record<string, unknown>[] {
  const ordered = [...approvals].sort((a, b) => Number(endorsedIds.has(b.id)) - Number(endorsedIds.has(a.id)) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const listed = ordered.slice(0, MAX_EVIDENCE_COSIGNERS).map((approval) => cosignatureEvidence(approval, endorsedIds.has(approval.id)));
  const more = ordered.length - listed.length;
  return more > 0 ? [...listed, { id: `${proofPage}#cosignatures`, type: ['Evidence'], name: `Co-signed by ${more} more verified co-signers`, description: 'The public page of this proof lists every co-signature.' }] : listed;
}

function cosignatureEvidence(approval: Validation, endorsed: boolean): Record<string, unknown> {
  const role = roleWord(approval.role);
  return namedInCredential(approval)
    ? { type: ['Evidence'], name: `Co-signed by ${cosignerName(approval)} (${role})`, description: `Co-signed on ${day(approval.createdAt)}${endorsed ? '; see their endorsement' : ''}.` }
    : { type: ['Evidence'], name: `Co-signed by a verified ${role}`, description: `A verified ${role} co-signed this proof on ${day(approval.createdAt)}.` };
}

export function openBadgeCredential(input: BadgeInput, endorsements: readonly Record<string, unknown>[], status: StatusEntry): Record<string, unknown> {
  const { proof, origin } = input;
  const id = credentialUrl(origin, input.credentialId);
  const proofPage = `${origin}/proof/${proof.proofNumber}`;
  // The proof page's Trust Level, the one scale of every public surface (domain/rules/proof-trust-level.ts).
  const trustLevel = proofTrustLevelOf(proof, input.approvals);
  const trustLevelResult = `${id}#trust-level`;
  const endorsedIds = new Set(endorsedApprovals(input.approvals).map((approval) => approval.id));
  const identifier = input.ownerEmail
    ? { identityHash: identityHash(input.ownerEmail.trim().toLowerCase(), input.salt), identityType: 'emailAddress' }
    : { identityHash: identityHash(input.ownerProductId, input.salt), identityType: 'productId' };
  return {
    '@context': [...CREDENTIAL_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { ...input.issuer },
    validFrom: input.issuedAt,
    ...(proof.verifiedAt ? { awardedDate: proof.verifiedAt } : {}),
    name: proof.title,
    description: `Proof ${proof.proofNumber}, verified on ${input.issuer.name}.`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', hashed: true, salt: input.salt, ...identifier }],
      role: proof.role,
      activityStartDate: dateTime(proof.startDate),
      ...(proof.endDate ? { activityEndDate: dateTime(proof.endDate) } : {}),
      achievement: {
        id: `${proofPage}#achievement`,
        type: ['Achievement'],
        achievementType: 'Achievement',
        name: proof.title,
        description: proof.description.trim() || proof.title,
        criteria: { narrative: CRITERIA_NARRATIVE },
        humanCode: proof.proofNumber,
        image: { id: `${origin}/og/proof/${proof.proofNumber}.png`, type: 'Image' },
        ...(proof.skills.length > 0 ? { tag: [...proof.skills] } : {}),
        resultDescription: [
          {
            id: trustLevelResult,
            type: ['ResultDescription'],
            name: 'Trust level',
            resultType: 'ext:TrustLevel',
            allowedValue: [...PROOF_TRUST_LEVELS],
          },
        ],
      },
      result: [{ type: ['Result'], resultDescription: trustLevelResult, value: trustLevel }],
    },
    evidence: [
      { id: proofPage, type: ['Evidence'], name: `Proof ${proof.proofNumber} on ${input.issuer.name}`, description: 'The public page of this proof, with its co-signatures.' },
      ...cosignaturesEvidence(input.approvals, endorsedIds, proofPage),
    ],
    ...(endorsements.length > 0 ? { endorsement: [...endorsements] } : {}),
    credentialStatus: statusEntry(status),
  };
}

/** The status entry of an endorsement (each has its own index, revoked with the credential). */
export const withStatus = (document: Record<string, unknown>, status: StatusEntry): Record<string, unknown> => ({
  ...document,
  credentialStatus: statusEntry(status),
});

/** A revocation entry at `status.index` of the Bitstring Status List at `status.listUrl`. */
const statusEntry = (status: StatusEntry) => ({
  id: `${status.listUrl}#${status.index}`,
  type: 'BitstringStatusListEntry',
  statusPurpose: 'revocation',
  statusListIndex: String(status.index),
  statusListCredential: status.listUrl,
});

/** What the credential says, as a hash: a proof's credential is issued again only when this changes. */
export function fingerprintOf(proof: Proof, approvals: readonly Validation[], ownerEmail: string | null): string {
  const said = {
    content: proof.contentHash,
    proofNumber: proof.proofNumber,
    verifiedAt: proof.verifiedAt,
    ownerEmail,
    approvals: approvals.map((approval) => [approval.id, approval.nameInCredential === true]).sort(),
  };
  return createHash('sha256').update(JSON.stringify(said)).digest('hex');
}
