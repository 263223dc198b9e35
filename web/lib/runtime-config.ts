// The runtime configuration the server publishes at /config.json (domain/api/config.ts): the same
// build runs against Cognito in the cloud and against the local LinkedIn stand-in. main.tsx loads
// it once; every page reads it from context.
import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../domain/api/config';

export type { RuntimeConfig };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs the RuntimeConfigContext provider');
  return config;
}
