// The public pages the server rendered (/proof/{number}, /project/{id}, /portfolio/{handle}): the
// page is on screen before this runs, and this only makes it interactive. The same React components
// as everywhere else; the production build of this entry (web/vite.public.config.ts) runs them on
// Preact's React-compatible runtime, with links that load documents instead of React Router
// (web/app/document-navigation.tsx): about a third of the whole app's script, for a phone opening
// a shared link.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DocumentRouteContext } from './app/document-navigation';
import { documentPage } from './app/document-route';
import { showStartFailure, StartFailure } from './app/start-failure';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ToastProvider } from './components/toast/ToastProvider';
import { hydrationTurns, HydrationTurnsContext } from './lib/hydration-turns';
import { loadRuntimeConfig, RuntimeConfigContext } from './lib/runtime-config';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

const container = document.getElementById('root')!;
const serverRendered = container.hasChildNodes();

async function start(): Promise<void> {
  const config = loadRuntimeConfig();
  config.catch(() => undefined); // awaited below
  await yieldToBrowser(); // the bundle has just run: each step below is a task of its own
  const page = await documentPage(new URL(window.location.href));
  if (!page) throw new Error(`No public page at ${window.location.pathname}`);
  await yieldToBrowser();
  const { Page, route } = page;
  // The same providers, in the same order, as the server's render (web/ssr/), so the markup matches.
  const app = (
    <StrictMode>
      <RuntimeConfigContext.Provider value={await config}>
        <ToastProvider>
          <DocumentRouteContext.Provider value={route}>
            <HydrationTurnsContext.Provider value={serverRendered ? hydrationTurns() : null}>
              <ErrorBoundary fallback={(error) => <StartFailure error={error} />}>
                <Page />
              </ErrorBoundary>
            </HydrationTurnsContext.Provider>
          </DocumentRouteContext.Provider>
        </ToastProvider>
      </RuntimeConfigContext.Provider>
    </StrictMode>
  );
  // A page whose render failed on the server arrives empty (the page handler then sends the whole
  // app instead, but a copy cached before may not): it renders here.
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  // The page the server rendered stays readable, and its links work without script: better than
  // an error in its place. Only an empty page shows what went wrong.
  if (serverRendered) console.error('The page could not be made interactive', error);
  else showStartFailure(container, error);
});
