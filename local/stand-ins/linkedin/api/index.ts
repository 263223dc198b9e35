// The LinkedIn API part of the stand-in (posting OAuth, /v2, /rest, media, feed, controls),
// assembled from its parts; stand-in.ts mounts it beside the sign-in provider.
import { join } from 'node:path';
import type { MemberDirectory } from '../members/accounts';
import type { MemberSessions } from '../members/member-session';
import type { PostingClient, RefuseSignIn } from './context';
import { Faults, type StandInSettings } from './faults';
import { createApiRouter } from './router';
import { ApiState } from './state';
import { TokenService } from './tokens';

export type { PostingClient, RefuseSignIn } from './context';

/** LinkedIn publishes no number; third-party schedulers document 150 posts per member per day. */
export const DEFAULT_DAILY_POST_LIMIT = 150;
export const DEFAULT_PROCESSING_MS = 300;

export function createLinkedInApi(input: {
  origin: string;
  base: string;
  dir: string;
  client: PostingClient;
  members: MemberDirectory;
  sessions: MemberSessions;
  refuseSignIn: RefuseSignIn;
  settings?: Partial<StandInSettings>;
}) {
  const state = new ApiState(input.dir);
  const settings: StandInSettings = {
    dailyPostLimit: input.settings?.dailyPostLimit ?? DEFAULT_DAILY_POST_LIMIT,
    processingMs: input.settings?.processingMs ?? DEFAULT_PROCESSING_MS,
  };
  return createApiRouter({
    origin: input.origin,
    base: input.base,
    client: input.client,
    members: input.members,
    sessions: input.sessions,
    tokens: new TokenService(state),
    faults: new Faults(),
    state,
    settings,
    mediaDir: join(input.dir, 'media'),
    refuseSignIn: input.refuseSignIn,
  });
}
