// The admin's recognitions page: find proofs by title (word prefix, through the title index), by
// proof number (exact; one its owner deleted says so and when) or by owner (e-mail or username), paged; and one proof with its requests,
// co-signatures and audit-trail events. Every read is a key lookup or a bounded Query.
import type { AdminProofDetail, AdminProofPage, AdminProofRow, ProofSearchQuery } from '../../domain/api/admin/moderation';
import type { Profile, Proof } from '../../domain/entities';
import { moderation } from '../../domain/messages/moderation';
import { isPubliclyShown, isPubliclyListed } from '../../domain/rules/public-visibility';
import { titleMatches, titleWords } from '../../domain/rules/title-words';
import { findProofIdsByTitleWord } from '../data/read-models/proof-title-index';
import { getProfile, getProfileByUsername, getProfilesByEmail, getProfilesByIds } from '../data/profiles/profiles';
import { getDeletedProofByNumber, getProof, getProofByNumber, getProofsByIds, listProofsByOwner } from '../data/proofs/proofs';
import { listValidationEvents } from '../data/validation-events/validation-events';
import { listValidationRequestsByProof } from '../data/validation-requests/validation-requests';
import { listValidationsByProof } from '../data/validations/validations';
import { badRequest, notFound } from '../errors';

const emptyPage: AdminProofPage = { items: [], cursor: null };

export async function searchProofs(query: ProofSearchQuery): Promise<AdminProofPage> {
  const page = { limit: query.limit, cursor: query.cursor ?? null };
  if (query.by === 'number') {
    const proof = await getProofByNumber(query.q);
    if (proof) return { items: await rowsOf([proof]), cursor: null };
    const deleted = await getDeletedProofByNumber(query.q);
    return deleted ? { ...emptyPage, deleted } : emptyPage;
  }
  if (query.by === 'owner') {
    const owner = await findOwner(query.q);
    if (!owner) return emptyPage;
    const found = await listProofsByOwner(owner.id, page);
    return { items: await rowsOf(found.items, new Map([[owner.id, owner]])), cursor: found.cursor };
  }
  const words = titleWords(query.q);
  if (words.length === 0) throw badRequest(moderation.searchRequired, { q: [moderation.searchRequired] });
  // The longest word narrows the index the most; the others are checked on the titles found.
  const prefix = [...words].sort((a, b) => b.length - a.length)[0]!;
  const ids = await findProofIdsByTitleWord(prefix, page);
  const unique = [...new Set(ids.items)];
  const found = await getProofsByIds(unique);
  const byId = new Map(found.map((proof) => [proof.id, proof]));
  const matches = unique.map((id) => byId.get(id)).filter((proof): proof is Proof => proof !== undefined && titleMatches(proof.title, words));
  return { items: await rowsOf(matches), cursor: ids.cursor };
}

/** An owner by e-mail (any case) or username (with or without a leading @). */
async function findOwner(q: string): Promise<Profile | null> {
  const text = q.trim();
  if (text.includes('@') && !text.startsWith('@')) return (await getProfilesByEmail(text))[0] ?? null;
  return getProfileByUsername(text.replace(/^@/, ''));
}

async function rowsOf(proofs: readonly Proof[], known = new Map<string, Profile>()): Promise<AdminProofRow[]> {
  const missing = [...new Set(proofs.map((proof) => proof.ownerUserId))].filter((id) => !known.has(id));
  const profiles = missing.length ? await getProfilesByIds(missing, ['id', 'displayName', 'username']) : [];
  for (const profile of profiles) known.set(String(profile.id), profile);
  return proofs.map((proof) => {
    const owner = known.get(proof.ownerUserId);
    return {
      id: proof.id,
      title: proof.title,
      proofNumber: proof.proofNumber,
      status: proof.status,
      verified: proof.verified,
      ownerUserId: proof.ownerUserId,
      ownerName: owner?.displayName ?? null,
      ownerUsername: owner?.username ?? null,
      createdAt: proof.createdAt,
      hiddenAt: proof.hiddenAt ?? null,
    };
  });
}

export async function proofDetail(proofId: string): Promise<AdminProofDetail> {
  const proof = await getProof(proofId);
  if (!proof) throw notFound(moderation.proofNotFound);
  const [owner, requests, validations, events] = await Promise.all([
    getProfile(proof.ownerUserId),
    listValidationRequestsByProof(proof.id),
    listValidationsByProof(proof.id),
    listValidationEvents(proof.id, 500),
  ]);
  return {
    recognition: proof,
    owner: owner ? { id: owner.id, displayName: owner.displayName, username: owner.username, email: owner.email ?? null } : null,
    // A token hash opens nothing, but it has no business leaving the server.
    requests: requests.map(({ tokenHash: _tokenHash, ...request }) => request),
    validations,
    events,
    publiclyVisible: isPubliclyShown(proof) && (isPubliclyListed(proof) || Boolean(proof.publishedAt)),
  };
}
