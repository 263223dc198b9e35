// Connecting LinkedIn for posting (spec section 4, Connection states): the authorize page opens in
// a 600x700 popup; the callback page there tells this window how it went with postMessage; a 1 s
// poll notices the popup closing and rechecks the connection 2 s later; a recheck after 30 s
// catches a popup that could not report back.
import { useEffect, useRef, useState } from 'react';
import { CONNECTION_POPUP, POPUP_FALLBACK_RECHECK_MS, POPUP_POLL_MS, POPUP_RECHECK_MS } from '../../../../domain/constants';
import { sharing } from '../../../../domain/messages/sharing';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session/session';
import { parseConnectMessage, useOAuthStart, useRecheckConnection } from './api/linkedin';
import { linkedinText } from './linkedin-text';
import { openCentredPopup } from './popup-window';

/** The toasts' identity of connecting: once connected, the failures of earlier tries go. */
const CONNECT_ACTION = 'linkedin-connect';

export const CONNECT_POPUP_NAME = 'provenly-linkedin-connect';

export interface LinkedInConnect {
  /** Opens the popup; call it from a click, so the browser lets the popup open. */
  readonly connect: () => Promise<void>;
  /** From the click until the popup reports back or closes. */
  readonly connecting: boolean;
}

export function useLinkedInConnect(): LinkedInConnect {
  const session = useSession();
  const toast = useToast();
  const startOAuth = useOAuthStart();
  const recheck = useRecheckConnection();
  const stopWatching = useRef<(() => void) | null>(null);
  const [connecting, setConnecting] = useState(false);

  useEffect(() => () => stopWatching.current?.(), []);

  /** Until the popup reports, closes or the fallback fires; returns how to stop early. */
  function watch(popup: Window): () => void {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const stop = () => {
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      window.removeEventListener('message', onMessage);
    };
    const finish = () => {
      clearInterval(poll);
      window.removeEventListener('message', onMessage);
      setConnecting(false);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the callback page, served from this origin, may speak for the popup.
      if (event.origin !== window.location.origin) return;
      const message = parseConnectMessage(event.data);
      if (!message) return;
      stop();
      setConnecting(false);
      recheck();
      if (message.status === 'success') toast({ ...linkedinText.connectedToast, actionId: CONNECT_ACTION });
      else toast({ title: sharing.linkedinConnectionFailed, description: message.error, variant: 'destructive', actionId: CONNECT_ACTION });
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      finish();
      later(POPUP_RECHECK_MS, recheck);
    }, POPUP_POLL_MS);
    // Runs even after the popup closed: a sign-in page that cuts itself off from its opener looks
    // closed at once, long before the member has answered.
    later(POPUP_FALLBACK_RECHECK_MS, () => {
      finish();
      recheck();
    });
    window.addEventListener('message', onMessage);
    return stop;
  }

  const connect = async () => {
    if (session.status !== 'signedIn' || !session.idToken) {
      toast({ title: sharing.signInToConnect, variant: 'destructive', actionId: CONNECT_ACTION });
      return;
    }
    stopWatching.current?.();
    // Opened blank within the click (a popup opened after an await may be blocked), then sent on.
    const popup = openCentredPopup(CONNECT_POPUP_NAME, CONNECTION_POPUP);
    if (!popup) {
      toast({ title: sharing.popupBlocked, variant: 'destructive', actionId: CONNECT_ACTION });
      return;
    }
    setConnecting(true);
    let authUrl: string;
    try {
      authUrl = (await startOAuth()).authUrl;
    } catch (error) {
      popup.close();
      setConnecting(false);
      if (error instanceof ApiError && error.status === 401) toast({ title: sharing.signInToConnect, variant: 'destructive', actionId: CONNECT_ACTION });
      else toast({ title: sharing.authorizationUrlFailed, variant: 'destructive', actionId: CONNECT_ACTION });
      return;
    }
    try {
      popup.location.href = authUrl;
    } catch {
      popup.close();
      setConnecting(false);
      toast({ title: sharing.connectionFailed, variant: 'destructive', actionId: CONNECT_ACTION });
      return;
    }
    stopWatching.current = watch(popup);
  };

  return { connect, connecting };
}
