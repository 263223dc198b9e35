import { CONNECTION_STATES, connectionState } from '../../../domain/rules/connection-state';
import type { OwnProfile } from '../../../domain/api/me';

const TONE_CLASSES = {
  grey: 'bg-slate-100 text-slate-700 border-slate-300',
  destructive: 'bg-red-50 text-red-800 border-red-300',
  green: 'bg-green-50 text-green-800 border-green-300',
} as const;

/** LinkedIn connection for sharing: Not Connected, Limited Access or Connected. */
export function ConnectionBadge({ profile }: { profile: Pick<OwnProfile, 'linkedinConnected' | 'linkedinScopes'> }) {
  const state = CONNECTION_STATES[connectionState(profile)];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium ${TONE_CLASSES[state.tone]}`}>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      <span className="sr-only">LinkedIn: </span>
      {state.label}
    </span>
  );
}
