// An owner's dashboard open in Chromium, watched from outside: every API request the page makes
// and every live-update message it receives, so a benchmark can say what one message costs.
import { chromium, type Browser, type Page } from '@playwright/test';
import { LIVE_COLLECTIONS, VALIDATION_UPDATES, type LiveCollection } from '../../domain/api/live-updates';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/browser/chromium.mjs';

export interface Member {
  readonly name: string;
  readonly email: string;
}

/** What the page did since the last `mark()`. */
export interface Activity {
  /** `METHOD /api/path` of each request the page sent (aborted ones included). */
  readonly requests: string[];
  /** The collections each live-update message named; null when it named none (read as all). */
  readonly messages: (readonly LiveCollection[] | null)[];
}

export interface OwnerDashboard {
  readonly page: Page;
  /** The owner's ID token, as the page stored it. */
  readonly token: string;
  mark(): void;
  since(): Activity;
  /** Waits until the page has had no API request in flight for `quietMs`. */
  settled(quietMs: number): Promise<void>;
  /**
   * Resolves as soon as the card titled `title` reads Verified: checked on every animation frame,
   * since a locator's backing-off polls would measure their own intervals.
   */
  showsVerified(title: string): Promise<void>;
  close(): Promise<void>;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS });
}

function readMessage(payload: string | Buffer): readonly LiveCollection[] | null | undefined {
  try {
    const message = JSON.parse(String(payload)) as { channel?: unknown; changed?: unknown };
    if (message.channel !== VALIDATION_UPDATES) return undefined;
    if (!Array.isArray(message.changed)) return null;
    return LIVE_COLLECTIONS.filter((collection) => (message.changed as unknown[]).includes(collection));
  } catch {
    return undefined;
  }
}

/** Signs `member` in through the LinkedIn stand-in, as a person would, and stays on their dashboard. */
export async function openOwnerDashboard(browser: Browser, baseUrl: string, member: Member): Promise<OwnerDashboard> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  let requests: string[] = [];
  let messages: (readonly LiveCollection[] | null)[] = [];
  let inFlight = 0;
  let lastChange = performance.now();

  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    // Ids in paths read as the route's parameter, so each route is one row however many proofs.
    requests.push(`${request.method()} ${url.pathname.replace(/\/proofs\/[0-9a-f-]{36}/, '/proofs/{id}')}`);
    inFlight += 1;
    lastChange = performance.now();
  });
  const done = (request: { url(): string }) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight -= 1;
    lastChange = performance.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = readMessage(payload);
      if (message !== undefined) messages.push(message);
    }),
  );

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await page.getByLabel('Full name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? ((JSON.parse(localStorage.getItem(key) ?? '{}') as { id_token?: string }).id_token ?? '') : '';
  });
  if (!token) throw new Error(`${member.email} has no stored ID token after signing in`);

  return {
    page,
    token,
    mark: () => {
      requests = [];
      messages = [];
    },
    since: () => ({ requests: [...requests], messages: [...messages] }),
    settled: async (quietMs) => {
      while (inFlight > 0 || performance.now() - lastChange < quietMs) await page.waitForTimeout(25);
    },
    showsVerified: async (title) => {
      await page.waitForFunction(
        (wanted) =>
          [...document.querySelectorAll('article')].some(
            (card) => card.querySelector('h2, h3')?.textContent === wanted && [...card.querySelectorAll('span')].some((span) => span.textContent === 'Verified'),
          ),
        title,
        { polling: 'raf', timeout: 30_000 },
      );
    },
    close: () => context.close(),
  };
}
