// One private runtime for the browser tests, on a free port with a temporary data directory.
import { startTestRuntime } from '../support/runtime';
import { BROWSER_ADMIN_EMAIL } from './support/admin';

export default async function globalSetup() {
  // The admin spec's configured admin (ADMIN_EMAILS); no other spec signs in with this address.
  const runtime = await startTestRuntime({ env: { ADMIN_EMAILS: BROWSER_ADMIN_EMAIL } });
  process.env.PROVENLY_URL = runtime.url;
  return async () => {
    await runtime.dispose();
  };
}
