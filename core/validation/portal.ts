// get-validation-request: what the validator sees when they open their private link. Opening
// records a `view`; opening it signed in with LinkedIn also records `authenticate`.
import type { PortalRequest } from '../../domain/api/validation';
import type { SessionUser } from '../../domain/entities';
import { clock } from '../clock';
import { getProfile } from '../data/profiles';
import { findByToken } from './lookup';
import { recordEvent } from './events';
import { portalView } from './views';

export interface PortalContext {
  readonly identity: SessionUser | null;
  readonly userAgent: string | null;
}

export async function openValidationRequest(token: string, context: PortalContext): Promise<PortalRequest> {
  const { request, recognition } = await findByToken(token);
  const now = clock.now();
  const owner = await getProfile(recognition.ownerUserId);
  const view = portalView(request, recognition, owner?.displayName ?? 'A professional', now);
  if (view.status === 'pending') {
    await recordEvent(request, 'view', context);
    if (context.identity) await recordEvent(request, 'authenticate', context);
  }
  return view;
}
