// The landing page as a first-time visitor meets it, from the production build served by the
// local runtime: initial JavaScript (budget 120 KB gzipped) and Lighthouse performance (>= 95).
import { startTestRuntime } from '../tests/support/runtime';
import { initialJavaScript } from './support/initial-javascript';
import { runLighthouse } from './support/lighthouse';

export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;
export const LIGHTHOUSE_BUDGET = 95;

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime();
  try {
    const scripts = await initialJavaScript(`${runtime.url}/`);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log('Landing page: JavaScript loaded before the page is idle (bytes on the wire, compressed)');
    console.table(scripts.map((script) => ({ script: script.url, KB: (script.bytes / 1024).toFixed(1) })));
    const jsOk = total <= INITIAL_JS_BUDGET_BYTES;
    console.log(`Initial JavaScript: ${(total / 1024).toFixed(1)} KB (budget ${INITIAL_JS_BUDGET_BYTES / 1024} KB): ${jsOk ? 'met' : 'EXCEEDED'}`);

    const figures = await runLighthouse(`${runtime.url}/`);
    console.log('Lighthouse, mobile emulation, performance category');
    console.table(figures);
    const lighthouseOk = figures.performance >= LIGHTHOUSE_BUDGET;
    console.log(`Lighthouse performance: ${figures.performance} (budget ${LIGHTHOUSE_BUDGET}): ${lighthouseOk ? 'met' : 'MISSED'}`);
    return jsOk && lighthouseOk;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
