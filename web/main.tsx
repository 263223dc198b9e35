import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createHydratingRouter, createRouter } from './app/router';
import { loadRuntimeConfig } from './lib/runtime-config';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

const container = document.getElementById('root')!;
// The public pages arrive rendered by the server (web/ssr/); every other page starts empty.
const serverRendered = container.hasChildNodes();

async function start(): Promise<void> {
  if (serverRendered) {
    await yieldToBrowser(); // the bundle has just run: each step below is a task of its own
    const config = loadRuntimeConfig();
    config.catch(() => undefined); // awaited below
    await yieldToBrowser();
    const router = await createHydratingRouter();
    await yieldToBrowser();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole page is adopted (the page is already visible and readable).
    const app = <StrictMode><App config={await config} router={router} /></StrictMode>;
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const config = await loadRuntimeConfig();
  createRoot(container).render(<StrictMode><App config={config} router={createRouter()} /></StrictMode>);
}

start().catch((error: unknown) => {
  createRoot(container).render(
    <main style={{ padding: 32, fontFamily: 'system-ui' }}>
      <h1>Unexpected Application Error!</h1>
      <pre>{String(error)}</pre>
    </main>,
  );
});
