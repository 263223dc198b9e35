// The runtime configuration the server publishes at /config.json: the same build runs against
// Cognito in the cloud and against the local LinkedIn stand-in.
export interface RuntimeConfig {
  readonly productName: string;
  /** OpenID Connect issuer: Cognito's user pool, or the local stand-in. */
  readonly authority: string;
  readonly clientId: string;
  /** Cognito's identity provider name (`LinkedIn`); null when the authority is LinkedIn itself. */
  readonly identityProvider: string | null;
  readonly scope: string;
  readonly apiBase: string;
  readonly realtimeUrl: string;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
