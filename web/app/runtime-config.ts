// The runtime configuration the server publishes at /config.json: the same build runs against
// Cognito in the cloud and against the local LinkedIn stand-in.
import type { RuntimeConfig } from '../../domain/api/config';

export type { RuntimeConfig };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}
