// User Management: the user list and its search (bounded queries, core/data/profiles/profiles.ts), and one
// user's page: profile, proofs, validation requests, co-signatures received and given, LinkedIn
// connection. Each part is one bounded Query (the newest DETAIL_ITEMS of each).
import type { AdminUserDetail, AdminUsersPage, AdminUsersQuery } from '../../domain/api/admin/users';
import type { Validation } from '../../domain/entities';
import { admin as messages } from '../../domain/messages/admin';
import { listProfiles, searchProfiles } from '../data/profiles/admin-user-list';
import { getProfile } from '../data/profiles/profiles';
import { listProofsByOwner } from '../data/proofs/proofs';
import { isAdmin } from '../data/roles/user-roles';
import { listValidationRequestsByOwner } from '../data/validation-requests/validation-requests';
import { listValidationsByOwner, listValidationsGivenBy } from '../data/validations/validations';
import { notFound } from '../errors';

/** How many of each list the user's page shows (newest first). */
export const DETAIL_ITEMS = 50;

export async function listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
  const options = { limit: query.limit, cursor: query.cursor };
  return query.q ? searchProfiles(query.q, options) : listProfiles(options);
}

type TitledValidation = Validation & { readonly recognitionTitle?: string | null };

const cosignature = (validation: TitledValidation) => ({
  validationId: validation.id,
  recognitionId: validation.recognitionId,
  recognitionTitle: validation.recognitionTitle || validation.attestedTitle || '',
  validatorEmail: validation.validatorEmail,
  role: validation.role,
  status: validation.withdrawnAt ? 'withdrawn' : validation.status,
  createdAt: validation.createdAt,
});

export async function getUserDetail(userId: string): Promise<AdminUserDetail> {
  const profile = await getProfile(userId);
  if (!profile) throw notFound(messages.userNotFound);
  const page = { limit: DETAIL_ITEMS };
  const [admin, proofs, requests, received, given] = await Promise.all([
    isAdmin(userId),
    listProofsByOwner(userId, page),
    listValidationRequestsByOwner(userId, page),
    listValidationsByOwner(userId, page),
    profile.email ? listValidationsGivenBy(profile.email, page) : Promise.resolve({ items: [], cursor: null }),
  ]);
  return {
    user: {
      id: profile.id,
      displayName: profile.displayName,
      username: profile.username,
      avatarUrl: profile.avatarUrl,
      headline: profile.headline,
      linkedinConnected: profile.linkedinConnected,
      plan: profile.plan ?? 'free',
      createdAt: profile.createdAt,
      suspendedAt: profile.suspendedAt ?? null,
      email: profile.email,
      handle: profile.handle,
      productId: profile.productId,
      isAdmin: admin,
    },
    linkedin: { connected: profile.linkedinConnected, scopes: profile.linkedinScopes },
    proofs: proofs.items.map(({ id, title, status, verified, proofNumber, createdAt }) => ({ id, title, status, verified, proofNumber, createdAt })),
    requests: requests.items.map(({ id, inviteeEmail, status, expiresAt, recognitionId: proofId, recognitionTitle }) => ({ id, inviteeEmail, status, expiresAt, recognitionId: proofId, recognitionTitle })),
    cosignaturesReceived: received.items.map(cosignature),
    cosignaturesGiven: given.items.map(cosignature),
  };
}
