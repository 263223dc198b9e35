// A bulk check (POST /api/public/verify-proofs): each pasted item read as the proof it names
// (domain/rules/checked-items.ts) and answered from the public read model, as the proof's own
// page would answer it; a credential link says whether that credential still stands; a bundle link
// gives a line for each proof it holds (one 'not-found' line when the link is unknown or revoked).
// At most MAX_CHECKED_ITEMS items, each a bounded number of reads (a bundle link up to 22, and at
// most MAX_BUNDLE_LINKS_CHECKED of them), a few at a time.
import { MAX_BUNDLE_LINKS_CHECKED, MAX_CHECKED_ITEMS } from '../../domain/constants';
import { verifyProofs as m } from '../../domain/messages/verify-proofs';
import { badRequest } from '../errors';
import type { PublicProofLookupAnswer } from '../../domain/api/public';
import type { CheckedItem, CheckedStatus } from '../../domain/api/verify-proofs';
import { referenceOf, type CheckedReference } from '../../domain/rules/checked-items';
import { isProofNumber } from '../../domain/rules/proof-number';
import { proofVerifyUrl } from '../../domain/rules/share-post-text';
import { config } from '../config';
import { getCredential } from '../data/credentials/credentials';
import { getPublicProjectView, getPublicProofView } from '../data/read-models/public-read-model';
import { shownBundleProofNumbers } from '../bundles/bundle-proofs';

/** Items read at once: a check of 50 makes at most this many reads in flight. */
const AT_ONCE = 10;

const line = (item: string, status: CheckedStatus): CheckedItem => ({
  item,
  status,
  proofNumber: null,
  title: null,
  role: null,
  orgName: null,
  owner: null,
  cosigners: [],
  url: null,
});

/** The line a proof's public answer gives, as the proof's page shows it (none: not found). */
function proofLine(item: string, answer: PublicProofLookupAnswer | undefined, origin: string): CheckedItem {
  if (!answer) return line(item, 'not-found');
  const owner = { displayName: answer.owner.displayName, username: answer.owner.username };
  if (answer.state !== 'verified') {
    return { ...line(item, 'awaiting-revalidation'), proofNumber: answer.proofNumber, owner, url: proofVerifyUrl(origin, answer.proofNumber) };
  }
  const { proof, validations } = answer;
  return {
    item,
    status: 'verified',
    proofNumber: proof.proofNumber,
    title: proof.title,
    role: proof.role,
    orgName: proof.orgName,
    owner,
    cosigners: validations.map(({ name, validatorEmail, role, proven }) => ({ name, validatorEmail, role, proven })),
    url: proofVerifyUrl(origin, proof.proofNumber),
  };
}

const proofAnswer = async (proofNumber: string) => (isProofNumber(proofNumber) ? (await getPublicProofView(proofNumber))?.answer : undefined);

async function check(item: string, reference: CheckedReference, origin: string): Promise<CheckedItem[]> {
  if (reference.kind !== 'bundle') return [await checkOne(item, reference, origin)];
  const proofNumbers = await shownBundleProofNumbers(reference.bundleId);
  if (!proofNumbers) return [line(item, 'not-found')];
  return Promise.all(proofNumbers.map(async (proofNumber) => proofLine(item, await proofAnswer(proofNumber), origin)));
}

async function checkOne(item: string, reference: Exclude<CheckedReference, { kind: 'bundle' }>, origin: string): Promise<CheckedItem> {
  switch (reference.kind) {
    case 'proof':
      return proofLine(item, await proofAnswer(reference.proofNumber), origin);
    case 'project': {
      const project = await getPublicProjectView(reference.proofId);
      return proofLine(item, project ? await proofAnswer(project.answer.project.proofNumber) : undefined, origin);
    }
    case 'credential': {
      const credential = await getCredential(reference.credentialId);
      if (!credential) return line(item, 'not-found');
      const answer = await proofAnswer(credential.proofNumber);
      // Verified only while it is the proof's standing credential; one revoked or replaced (a new
      // co-signature re-issues it) stands no more, whatever the proof became since. Its proof is
      // named only while the proof's page shows it.
      const standing = !credential.revokedAt && answer?.state === 'verified' && answer.credential?.credentialId === credential.credentialId && answer.credential.status === 'active';
      if (standing) return proofLine(item, answer, origin);
      return answer ? { ...line(item, 'revoked'), proofNumber: credential.proofNumber, url: proofVerifyUrl(origin, credential.proofNumber) } : line(item, 'revoked');
    }
    case 'unrecognised':
      return line(item, 'not-recognised');
  }
}

/** Each proof number's line, as the bulk check answers it (a bundle's page lists its proofs so). */
export async function checkedProofs(proofNumbers: readonly string[]): Promise<CheckedItem[]> {
  const origin = config().publicOrigin;
  return Promise.all(proofNumbers.map(async (proofNumber) => proofLine(proofNumber, await proofAnswer(proofNumber), origin)));
}

export async function verifyProofs(items: readonly string[]): Promise<{ items: CheckedItem[] }> {
  const origin = config().publicOrigin;
  const wanted = items.slice(0, MAX_CHECKED_ITEMS);
  const references = wanted.map((item) => referenceOf(item, origin));
  // A bundle link costs up to 22 reads (the link, its owner, 10 proofs and their pages): a few per check.
  if (references.filter((reference) => reference.kind === 'bundle').length > MAX_BUNDLE_LINKS_CHECKED) throw badRequest(m.tooManyBundleLinks);
  const checked: CheckedItem[] = [];
  for (let start = 0; start < wanted.length; start += AT_ONCE) {
    const batch = wanted.slice(start, start + AT_ONCE);
    checked.push(...(await Promise.all(batch.map((item, index) => check(item, references[start + index]!, origin)))).flat());
  }
  return { items: checked };
}
