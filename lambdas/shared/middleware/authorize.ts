import type { SessionUser } from '../../../domain/entities';
import { normaliseClaims } from '../../../core/identity/claims';
import { forbidden, unauthorized } from '../../../core/errors';
import { admin as adminMessages } from '../../../domain/messages/admin';
import type { Access } from '../../routes';
import type { Middleware } from './types';

export type AdminCheck = (userId: string) => Promise<boolean>;
/** Whether an admin suspended the account (core/data/profiles/account-status.ts); `fresh` reads it now. */
export type SuspensionCheck = (userId: string, options?: { readonly fresh?: boolean }) => Promise<boolean>;

/**
 * Enforces who may call the endpoint inside the function itself: the gateway's authorizer has
 * already checked the token's signature, but a function never relies on how it was wired. A
 * suspended account's signed-in calls are all refused here (403 with the reason), except on the
 * routes that answer it (`allowsSuspended`: its own status and appeal, docs/suspension.md).
 */
export function authorize(access: Access, isAdmin: AdminCheck, isSuspended: SuspensionCheck, options: { readonly allowsSuspended?: boolean } = {}): Middleware {
  return {
    before: async (request) => {
      const state = request.context.request;
      const claims = request.event.requestContext?.authorizer?.jwt?.claims;
      state.caller = claims ? callerFrom(claims) : null;
      if (access === 'public') return;
      if (!state.caller) throw unauthorized();
      state.log = state.log.child({ userId: state.caller.id });
      // Such a route reads the account's standing itself; only a user route may answer a suspended account.
      if (options.allowsSuspended && access === 'user') return;
      // An admin's actions last (a restore, a role), so admin routes read the suspension afresh.
      const [suspended, admin] = await Promise.all([
        isSuspended(state.caller.id, { fresh: access === 'admin' }),
        access === 'admin' ? isAdmin(state.caller.id) : true,
      ]);
      if (suspended) throw forbidden(adminMessages.suspended, 'account_suspended');
      if (!admin) throw forbidden();
    },
  };
}

function callerFrom(claims: Record<string, unknown>): SessionUser | null {
  try {
    return normaliseClaims(claims);
  } catch {
    return null;
  }
}
