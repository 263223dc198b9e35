// The wallet's routes answer as OpenID4VCI and OAuth say: JSON never cached, an error as
// `{error, error_description}` with its status. CORS is open: a wallet may run in a browser.
// The offer's routes name it by its code in the path.
import { preAuthorizedCodeSchema } from '../../domain/api/wallet';
import { wallet as m } from '../../domain/messages/wallet';
import { notFound } from '../../core/errors';
import { WalletProtocolError } from '../../core/wallet/protocol-error';
import { respond } from '../shared/endpoint';
import type { HttpEvent, HttpResult } from '../shared/http';

/** Every wallet route's answer: readable from any site, never cached (each names a single-use offer or secret). */
export const WALLET_HEADERS = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' } as const;

/** The offer's code in the path (`{code}`); anything else is `refusal`, by default "not found" in words. */
export function offerCodeOf(event: HttpEvent, refusal: Error = notFound(m.offerUsed)): string {
  const code = preAuthorizedCodeSchema.safeParse(event.pathParameters?.code);
  if (!code.success) throw refusal;
  return code.data;
}

export async function protocolAnswer(work: () => Promise<unknown>): Promise<HttpResult> {
  try {
    return respond(200, await work(), WALLET_HEADERS);
  } catch (error) {
    if (error instanceof WalletProtocolError) return respond(error.status, error.body(), error.status === 401 ? { ...WALLET_HEADERS, 'www-authenticate': `Bearer error="${error.code}"` } : WALLET_HEADERS);
    throw error;
  }
}

/** The body a wallet sent, as a schema reads it; anything else is `invalid_request`. */
export function parsedOr<T>(result: { success: true; data: T } | { success: false }, error = new WalletProtocolError(400, 'invalid_request', m.requestInvalid)): T {
  if (!result.success) throw error;
  return result.data;
}
