// One private runtime for the browser tests, on a free port with a temporary data directory.
import { startTestRuntime } from '../support/runtime';

export default async function globalSetup() {
  const runtime = await startTestRuntime();
  process.env.PROVENLY_URL = runtime.url;
  return async () => {
    await runtime.dispose();
  };
}
