// An OpenID4VCI (OAuth 2.0) error: the status and the `error` code a wallet reads, and a sentence
// for the person holding it (`error_description`).
import type { WalletProtocolErrorBody } from '../../domain/api/wallet';

export class WalletProtocolError extends Error {
  constructor(
    readonly status: 400 | 401 | 404,
    readonly code: 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_token' | 'invalid_proof' | 'invalid_nonce' | 'unknown_credential_configuration' | 'credential_request_denied' | 'not_found',
    readonly description: string,
  ) {
    super(description);
  }

  body(): WalletProtocolErrorBody {
    return { error: this.code, error_description: this.description };
  }
}
