// Routes that exist only in the local runtime: the inbox, the movable clock, the mail stand-in's
// on/off switch (POST /__local/ses), runtime config, and the local wallet (/__local/wallet).
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { clock } from '../../core/clock';
import type { DynamoDbState } from '../stand-ins/dynamodb/dynamodb-local';
import type { LocalSes } from '../stand-ins/ses/ses';
import { renderInbox } from '../stand-ins/ses/mail-inbox';
import QRCode from 'qrcode';
import { WalletClaimError, type InspectedOffer, type LocalWallet } from '../stand-ins/wallet/local-wallet';
import { renderWallet, type ShownCredential } from '../stand-ins/wallet/wallet-page';
import { BodyTooLargeError, readBody, sendHtml, sendJson } from './respond';

const clockBody = z.object({
  advanceMs: z.number({ error: 'advanceMs must be a number of milliseconds' }).int().min(0).max(10 * 365 * 24 * 3600 * 1000),
});

const sesBody = z.object({ available: z.boolean({ error: 'available must be true or false' }) });

/** The body as `schema` reads it, or undefined once a 400 has answered a body that is not JSON or not valid. */
async function parseSmallJson<T>(req: IncomingMessage, res: ServerResponse, schema: z.ZodType<T>): Promise<T | undefined> {
  let parsed;
  try {
    parsed = schema.safeParse(JSON.parse((await readBody(req, 1024)).toString('utf8') || '{}'));
  } catch {
    sendJson(res, 400, { message: 'The request body must be valid JSON.' });
    return undefined;
  }
  if (!parsed.success) {
    sendJson(res, 400, { message: parsed.error.issues[0]?.message ?? 'Invalid input' });
    return undefined;
  }
  return parsed.data;
}

export interface LocalStatus {
  readonly dataDir: string;
  readonly dynamoDbEndpoint: string;
  readonly tableName: string;
  /** The persons' key table and the local wrapping key's file (tests open sealed personal data with them). */
  readonly personKeys: { readonly tableName: string; readonly keyFile: string };
  readonly dynamoDbState: DynamoDbState;
  /** The Java process of DynamoDB Local, while it runs. */
  readonly dynamoDbPid: number | null;
  readonly sesEndpoint: string;
}

export interface LocalRoutesOptions {
  readonly ses: LocalSes;
  readonly wallet: LocalWallet;
  /** The product's public origin: the wallet checks what it holds there, as any wallet would. */
  readonly origin: string;
  /** Where the stand-ins listen, whether DynamoDB Local is up, where data lives: for operators and tests. */
  readonly status: () => LocalStatus;
  readonly afterClockMoved: () => Promise<void>;
}

/** Each credential held, with the product's public check of it (revoked or not). */
async function shownCredentials(wallet: LocalWallet, origin: string): Promise<ShownCredential[]> {
  return Promise.all(
    wallet.held().slice(0, 20).map(async (held) => {
      const checked = await fetch(`${origin}/api/public/credentials/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credential: held.credential }) })
        .then((response) => response.json() as Promise<{ verified?: boolean }>)
        .catch(() => ({ verified: false }));
      return { ...held, standing: checked.verified === true };
    }),
  );
}

async function walletPage(res: ServerResponse, wallet: LocalWallet, origin: string, message: string | null, failed = false, offer?: InspectedOffer): Promise<void> {
  const shown = offer ? { inspected: offer, qrSvg: await QRCode.toString(offer.link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) } : undefined;
  sendHtml(res, failed ? 400 : 200, renderWallet({ holderDid: await wallet.holderDid(), held: await shownCredentials(wallet, origin), message, failed, offer: shown }));
}

export function createLocalRoutes({ ses, wallet, origin, status, afterClockMoved }: LocalRoutesOptions) {
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__local/mail':
        sendHtml(res, 200, renderInbox(await ses.mails()));
        return true;
      case 'GET /__local/wallet': {
        const link = url.searchParams.get('offer');
        if (!link) {
          await walletPage(res, wallet, origin, null);
          return true;
        }
        try {
          await walletPage(res, wallet, origin, null, false, await wallet.inspect(link));
        } catch (error) {
          if (!(error instanceof WalletClaimError)) throw error;
          await walletPage(res, wallet, origin, error.message, true);
        }
        return true;
      }
      case 'GET /__local/wallet.json':
        sendJson(res, 200, { holder: await wallet.holderDid(), credentials: await shownCredentials(wallet, origin) });
        return true;
      case 'POST /__local/wallet': {
        let form: Buffer;
        try {
          form = await readBody(req, 4096);
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) throw error;
          await walletPage(res, wallet, origin, 'That is more than a wallet link.', true);
          return true;
        }
        const link = new URLSearchParams(form.toString('utf8')).get('link') ?? '';
        try {
          const received = await wallet.claim(link);
          await walletPage(res, wallet, origin, `Added: ${String(received.credential.name ?? 'a credential')}.`);
        } catch (error) {
          if (!(error instanceof WalletClaimError)) throw error;
          await walletPage(res, wallet, origin, error.message, true);
        }
        return true;
      }
      case 'GET /__local/mail.json':
        sendJson(res, 200, await ses.mails());
        return true;
      case 'GET /__local/status':
        sendJson(res, 200, { ...status(), now: clock.nowIso() });
        return true;
      case 'GET /__local/clock':
        sendJson(res, 200, { now: clock.nowIso() });
        return true;
      case 'POST /__local/clock': {
        const body = await parseSmallJson(req, res, clockBody);
        if (!body) return true;
        const now = clock.advance(body.advanceMs);
        await afterClockMoved();
        sendJson(res, 200, { now: now.toISOString() });
        return true;
      }
      case 'POST /__local/ses': {
        const body = await parseSmallJson(req, res, sesBody);
        if (!body) return true;
        await ses.setAvailable(body.available);
        sendJson(res, 200, { available: ses.available });
        return true;
      }
      default:
        return false;
    }
  };
}
