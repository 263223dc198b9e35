import { CONNECTION_STATES, type ConnectionState } from '../../../domain/rules/connection-state';

const TONE_CLASSES = {
  grey: 'bg-slate-100 text-slate-700 border-slate-300',
  destructive: 'bg-red-50 text-red-800 border-red-300 hover:bg-red-100',
  green: 'bg-green-50 text-green-800 border-green-300',
} as const;

const HINTS = {
  notConnected: 'Connect LinkedIn to share your verified proofs',
  limited: 'Some LinkedIn permissions are missing: reconnect to share',
  connected: null,
} as const;

interface ConnectionBadgeProps {
  readonly state: ConnectionState;
  /** Starts connecting (Not Connected) or reconnecting (Limited Access); the badge becomes a button. */
  readonly onConnect?: () => void;
  /** While the connection popup is open. */
  readonly busy?: boolean;
}

/** LinkedIn connection for sharing: Not Connected, Limited Access or Connected. */
export function ConnectionBadge({ state: key, onConnect, busy = false }: ConnectionBadgeProps) {
  const state = CONNECTION_STATES[key];
  const hint = HINTS[key];
  const className = `inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium ${TONE_CLASSES[state.tone]}`;
  const content = (
    <>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      <span className="sr-only">LinkedIn: </span>
      {state.label}
    </>
  );
  if (!onConnect || !hint) return <span className={className}>{content}</span>;
  return (
    <button type="button" onClick={busy ? undefined : onConnect} title={hint} aria-disabled={busy || undefined} className={`${className} cursor-pointer aria-disabled:cursor-wait`}>
      {content}
      <span className="sr-only">. {hint}</span>
    </button>
  );
}
