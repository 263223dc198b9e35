import type { SessionUser } from '../../../domain/entities';
import { normaliseClaims } from '../../../core/identity/claims';
import { forbidden, unauthorized } from '../../../core/errors';
import type { Access } from '../../routes';
import type { Middleware } from './types';

export type AdminCheck = (userId: string) => Promise<boolean>;

/**
 * Enforces who may call the endpoint inside the function itself: the gateway's authorizer has
 * already checked the token's signature, but a function never relies on how it was wired.
 */
export function authorize(access: Access, isAdmin: AdminCheck): Middleware {
  return {
    before: async (request) => {
      const state = request.context.request;
      const claims = request.event.requestContext?.authorizer?.jwt?.claims;
      state.caller = claims ? callerFrom(claims) : null;
      if (access === 'public') return;
      if (!state.caller) throw unauthorized();
      state.log = state.log.child({ userId: state.caller.id });
      if (access === 'admin' && !(await isAdmin(state.caller.id))) throw forbidden();
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
