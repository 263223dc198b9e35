import { apiClient, signedInClient } from './tests/support/api-client';
import { proofFlow } from './tests/support/proof-flow';
import { startTestRuntime } from './tests/support/runtime';
const runtime = await startTestRuntime();
try {
  const owner = await signedInClient(runtime.url, { name: 'Dorothy Vaughan', email: 'dorothy@acme.com' });
  const flow = proofFlow(runtime.url, apiClient(runtime.url));
  const p = await flow.published(owner, { title: 'FORTRAN for the West Area team' });
  const html = await (await fetch(`${runtime.url}/proof/${p.proofNumber}`)).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  console.log('verified?', root.includes('Proof Verified'), 'title?', root.includes('FORTRAN'), 'len', root.length);
  console.log('outlined?', root.includes('$RC') || root.includes('hidden id="S:'));
  const m = /<template[^>]*data-msg="([^"]*)"/.exec(root); console.log('template', m?.[1]?.slice(0, 300));
} finally { await runtime.dispose(); }
