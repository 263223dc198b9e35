// Connecting LinkedIn through the popup: what opens, what the popup's reports do, and when the
// connection is read again (1 s closure poll, 2 s recheck, 30 s fallback), with a fake popup.
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINKEDIN_CONNECT_MESSAGE_TYPE } from '../../../../domain/api/linkedin';
import { sharing } from '../../../../domain/messages/sharing';
import { useMe } from '../../../lib/server-state/me';
import { fakeApi, type FakeApi } from '../../../test/fake-api';
import { testSession, withProviders } from '../../../test/providers';
import { useLinkedInStatus } from './api/linkedin';
import { CONNECT_POPUP_NAME, useLinkedInConnect } from './useLinkedInConnect';

const AUTH_URL = 'https://www.linkedin.com/oauth/v2/authorization?client_id=abc&state=s1';
const SUCCESS = { type: LINKEDIN_CONNECT_MESSAGE_TYPE, status: 'success' };

class FakePopup {
  closed = false;
  location = { href: 'about:blank' };
  close() {
    this.closed = true;
  }
}

let api: FakeApi;
let popup: FakePopup;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  api = fakeApi({
    'POST /api/linkedin/oauth-start': { body: { authUrl: AUTH_URL } },
    'GET /api/linkedin/status': { body: { state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null } },
    'GET /api/me': { body: { profile: { linkedinConnected: false, linkedinScopes: [] }, isAdmin: false } },
  });
  popup = new FakePopup();
  open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The hook beside the two queries it rechecks, as the dashboard has them on screen. */
function renderConnect(session = testSession()) {
  return renderHook(
    () => {
      useMe();
      useLinkedInStatus();
      return useLinkedInConnect();
    },
    { wrapper: withProviders({ session, serverState: true }) },
  );
}

const rechecks = () => api.count('GET /api/linkedin/status');

async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function connected() {
  const hook = renderConnect();
  await elapse(0);
  await act(() => hook.result.current.connect());
  return hook;
}

function report(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('opening the popup', () => {
  it('opens a 600x700 popup and sends it to the authorize URL from oauth-start', async () => {
    const { result } = await connected();
    expect(open).toHaveBeenCalledTimes(1);
    const [, name, features] = open.mock.calls[0] as [string, string, string];
    expect(name).toBe(CONNECT_POPUP_NAME);
    expect(features).toContain('width=600');
    expect(features).toContain('height=700');
    expect(popup.location.href).toBe(AUTH_URL);
    expect(api.calls.find((call) => call.path === '/api/linkedin/oauth-start')?.authorization).toBe('Bearer id-token-1');
    expect(result.current.connecting).toBe(true);
  });

  it('says so when the browser blocks the popup, and asks the server nothing', async () => {
    open.mockReturnValue(null);
    await connected();
    expect(screen.getByText(sharing.popupBlocked)).toBeTruthy();
    expect(api.count('POST /api/linkedin/oauth-start')).toBe(0);
  });

  it('asks a signed-out person to sign in, without opening anything', async () => {
    const hook = renderConnect(testSession({ status: 'signedOut', idToken: null, claims: null }));
    await act(() => hook.result.current.connect());
    expect(screen.getByText(sharing.signInToConnect)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('closes the popup and says the URL failed when oauth-start fails', async () => {
    api.on('POST /api/linkedin/oauth-start', { status: 500, body: { message: 'boom' } });
    const { result } = await connected();
    expect(popup.closed).toBe(true);
    expect(screen.getByText(sharing.authorizationUrlFailed)).toBeTruthy();
    expect(result.current.connecting).toBe(false);
  });

  it('asks to sign in again when oauth-start finds the session gone', async () => {
    api.on('POST /api/linkedin/oauth-start', { status: 401, body: { message: 'Unauthorized' } });
    await connected();
    expect(popup.closed).toBe(true);
    expect(screen.getByText(sharing.signInToConnect)).toBeTruthy();
  });
});

describe("the popup's report", () => {
  it('success rechecks the connection at once and says it is connected', async () => {
    const { result } = await connected();
    const before = rechecks();
    report(SUCCESS);
    await elapse(0);
    expect(rechecks()).toBe(before + 1);
    expect(screen.getByText('LinkedIn connected')).toBeTruthy();
    expect(result.current.connecting).toBe(false);
  });

  it('an error shows LinkedIn Connection Failed with what the popup said', async () => {
    await connected();
    report({ type: LINKEDIN_CONNECT_MESSAGE_TYPE, status: 'error', error: 'The member declined access' });
    expect(screen.getByText(sharing.linkedinConnectionFailed)).toBeTruthy();
    expect(screen.getByText('The member declined access')).toBeTruthy();
  });

  it('ignores messages from another origin and messages of another shape', async () => {
    await connected();
    const before = rechecks();
    report(SUCCESS, 'https://evil.example');
    report({ type: 'something-else', status: 'success' });
    report('success');
    await elapse(0);
    expect(rechecks()).toBe(before);
    expect(screen.queryByText('LinkedIn connected')).toBeNull();
  });
});

describe('when the popup says nothing', () => {
  it('notices the popup closing within a second and rechecks two seconds later', async () => {
    const { result } = await connected();
    const before = rechecks();
    await elapse(5_000);
    expect(rechecks()).toBe(before);
    popup.close();
    await elapse(1_000);
    expect(result.current.connecting).toBe(false);
    await elapse(1_900);
    expect(rechecks()).toBe(before);
    await elapse(100);
    expect(rechecks()).toBe(before + 1);
    // The 30 s fallback still runs once (a popup may look closed to its opener while it is not).
    await elapse(60_000);
    expect(rechecks()).toBe(before + 2);
  });

  it('rechecks after 30 seconds when the popup stays open', async () => {
    await connected();
    const before = rechecks();
    await elapse(29_999);
    expect(rechecks()).toBe(before);
    await elapse(1);
    expect(rechecks()).toBe(before + 1);
  });

  it('stops watching when the page goes away', async () => {
    const hook = await connected();
    hook.unmount();
    const before = rechecks();
    popup.close();
    await elapse(40_000);
    expect(rechecks()).toBe(before);
  });
});
