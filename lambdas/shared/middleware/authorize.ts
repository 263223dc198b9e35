import type { SessionUser } from '../../../domain/entities';
import { accountClosure } from '../../../domain/messages/data-rights';
import type { AccountStanding } from '../../../core/data/profiles/account-status';
import { sessionEnded, signedInRecently } from '../../../core/identity/sessions';
import { normaliseClaims } from '../../../core/identity/claims';
import { forbidden, unauthorized } from '../../../core/errors';
import { admin as adminMessages } from '../../../domain/messages/admin';
import type { Access } from '../../routes';
import type { Middleware } from './types';

export type AdminCheck = (userId: string) => Promise<boolean>;
/** The account's standing (core/data/profiles/account-status.ts); `fresh` reads it now. */
export type StandingCheck = (userId: string, options?: { readonly fresh?: boolean }) => Promise<AccountStanding>;
export interface AuthorizeChecks {
  readonly isAdmin: AdminCheck;
  readonly standing: StandingCheck;
}

export interface AuthorizeOptions {
  readonly allowsSuspended?: boolean;
  readonly needsRecentSignIn?: boolean;
  /** The route that opens the app after a sign-in (GET /api/me), which cancels a closure. */
  readonly cancelsClosure?: boolean;
}

/**
 * Enforces who may call the endpoint inside the function itself: the gateway's authorizer has
 * already checked the token's signature, but a function never relies on how it was wired.
 * - A session the person ended (signed out everywhere, closing the account) is refused: 401.
 * - A session begun after they asked to close the account opens the app (GET /api/me), which
 *   cancels the closure (docs/data-rights.md); until then every other call is refused (403).
 * - A suspended account's signed-in calls are all refused (403 with the reason), except on the
 *   routes that answer it (`allowsSuspended`: its own status, appeal and data, docs/suspension.md).
 * - A route that needs a recent sign-in refuses an older one (403 `sign_in_again`).
 */
export function authorize(access: Access, checks: AuthorizeChecks, options: AuthorizeOptions = {}): Middleware {
  return {
    before: async (request) => {
      const state = request.context.request;
      const claims = request.event.requestContext?.authorizer?.jwt?.claims;
      state.caller = claims ? callerFrom(claims) : null;
      if (access === 'public') return;
      const caller = state.caller;
      if (!caller) throw unauthorized();
      state.log = state.log.child({ userId: caller.id });
      // An admin's actions last (a restore, a role), so admin routes read the standing afresh; so
      // does the route that may keep a closing account (another function's reading may predate it).
      const [standing, admin] = await Promise.all([
        checks.standing(caller.id, { fresh: access === 'admin' || options.cancelsClosure === true }),
        access === 'admin' ? checks.isAdmin(caller.id) : true,
      ]);
      if (sessionEnded(caller, standing)) throw unauthorized(accountClosure.sessionEnded, 'session_ended');
      if (standing.closingSince) {
        if (!options.cancelsClosure) throw forbidden(accountClosure.closing, 'account_closing');
        // Opening the app decides: a new sign-in keeps the account, suspended or not (the handler checks the sign-in).
        return;
      }
      if (options.needsRecentSignIn && !signedInRecently(caller)) throw forbidden(accountClosure.signInAgain, 'sign_in_again');
      // Such a route answers a suspended account; only a user route may.
      if (options.allowsSuspended && access === 'user') return;
      if (standing.suspended) throw forbidden(adminMessages.suspended, 'account_suspended');
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
