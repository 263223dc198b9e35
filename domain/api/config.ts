// GET /config.json: what the single-page app learns at run time, so one build runs against
// Cognito in the cloud (lib/web.ts writes it at deploy) and the LinkedIn stand-in locally
// (local/runtime.ts serves it).

export interface RuntimeConfig {
  readonly productName: string;
  /** OpenID Connect issuer: Cognito's user pool, or the local stand-in. */
  readonly authority: string;
  readonly clientId: string;
  /** Cognito's identity provider name (`LinkedIn`); null when the authority is LinkedIn itself. */
  readonly identityProvider: string | null;
  readonly scope: string;
  readonly apiBase: string;
  /** The WebSocket API for live updates (`wss://<host>/ws`). */
  readonly realtimeUrl: string;
}
