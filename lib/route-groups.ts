// Which nested stack a route's resources live in. Stable by construction: a route's group is the
// folder of its handler under lambdas/ (lambdas/proofs/... is "Proofs"), so adding a route never
// moves another one. The functions that sign credentials form a group of their own, with the
// signing key, because the key's policy names their roles and their roles name the key: across
// two stacks that would be a circular reference.
import type { RouteDefinition } from '../lambdas/routes';

export const SIGNING_GROUP = 'Signing';
/** Handlers directly under lambdas/ (health). */
export const PLATFORM_GROUP = 'Platform';

export function routeGroupOf(route: Pick<RouteDefinition, 'entry' | 'signsCredentials'>): string {
  if (route.signsCredentials) return SIGNING_GROUP;
  const [root, folder, ...rest] = route.entry.split('/');
  if (root !== 'lambdas' || !folder || rest.length === 0) return PLATFORM_GROUP;
  return folder.split(/[-_]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}
