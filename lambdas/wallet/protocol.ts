// The wallet's routes answer as OpenID4VCI and OAuth say: JSON never cached, an error as
// `{error, error_description}` with its status. CORS is open: a wallet may run in a browser.
import { WalletProtocolError } from '../../core/wallet/protocol-error';
import { respond } from '../shared/endpoint';
import type { HttpResult } from '../shared/http';

const HEADERS = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' } as const;

export async function protocolAnswer(work: () => Promise<unknown>): Promise<HttpResult> {
  try {
    return respond(200, await work(), HEADERS);
  } catch (error) {
    if (error instanceof WalletProtocolError) return respond(error.status, error.body(), error.status === 401 ? { ...HEADERS, 'www-authenticate': `Bearer error="${error.code}"` } : HEADERS);
    throw error;
  }
}

/** The body a wallet sent, as a schema reads it; anything else is `invalid_request`. */
export function parsedOr<T>(result: { success: true; data: T } | { success: false }, error = new WalletProtocolError(400, 'invalid_request', 'The request is not one this endpoint takes.')): T {
  if (!result.success) throw error;
  return result.data;
}
