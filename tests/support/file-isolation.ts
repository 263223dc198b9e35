// Handler-tier files share their worker's modules, one file after another (vitest.config.ts). What
// a file changes in the process is put back when it ends: the environment its runtime or table set,
// the business clock it moved, and whatever was built from its configuration (SDK clients, keys,
// caches of reads; core/config.ts reloadConfig). A file starts on the system's time.
import { afterAll } from 'vitest';
import { restartClock } from '../../core/clock';
import { reloadConfig } from '../../core/config';

const environment = { ...process.env };
restartClock();

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  restartClock();
  reloadConfig();
});
