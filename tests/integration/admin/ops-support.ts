// Shared by the operations console's tests: a runtime with a signed-in owner, another member and
// an admin (granted the way the product grants it, on the runtime's own table).
import { grantAdmin } from '../../../core/data/roles/user-roles';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { useRuntimeTable } from '../../support/table-snapshot';

export interface OpsPeople {
  readonly anonymous: ApiClient;
  readonly owner: ApiClient;
  readonly other: ApiClient;
  readonly admin: ApiClient;
  readonly adminId: string;
  readonly ownerId: string;
}

export async function opsPeople(runtime: { readonly url: string }, tag: string): Promise<OpsPeople> {
  const [owner, other, admin] = await Promise.all([
    signedInClient(runtime.url, { name: `Olga Owner${tag}`, email: `olga.owner.${tag}@example.com` }),
    signedInClient(runtime.url, { name: `Otto Other${tag}`, email: `otto.other.${tag}@example.com` }),
    signedInClient(runtime.url, { name: `Ada Admin${tag}`, email: `ada.admin.${tag}@example.com` }),
  ]);
  const idOf = async (client: ApiClient) => (await client.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
  const [adminId, ownerId] = await Promise.all([idOf(admin), idOf(owner)]);
  await useRuntimeTable(runtime.url);
  await grantAdmin({ userId: adminId, grantedBy: null });
  return { anonymous: apiClient(runtime.url), owner, other, admin, adminId, ownerId };
}

/** Anonymous, the owner and another member are all refused: 401, 403, 403. */
export async function refusedToNonAdmins(people: OpsPeople, method: string, path: string, body?: unknown): Promise<number[]> {
  return Promise.all([people.anonymous, people.owner, people.other].map(async (client) => (await client.request(method, path, body)).status));
}
