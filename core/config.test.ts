import { afterEach, expect, it, vi } from 'vitest';
import { config, ENV, onConfigReload, reloadConfig } from './config';

afterEach(() => {
  vi.unstubAllEnvs();
  reloadConfig();
});

it('reads the environment once, and again only when reloaded, dropping what was built from it', () => {
  vi.stubEnv(ENV.tableName, 'first-table');
  reloadConfig();
  const built: string[] = [];
  const dropped: string[] = [];
  onConfigReload(() => dropped.push(built.splice(0).join()));
  built.push(`client for ${config().tableName}`);

  vi.stubEnv(ENV.tableName, 'second-table');
  expect(config().tableName).toBe('first-table');
  expect(dropped).toEqual([]);

  expect(reloadConfig().tableName).toBe('second-table');
  expect(config().tableName).toBe('second-table');
  expect(dropped).toEqual(['client for first-table']);
});
