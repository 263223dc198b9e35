import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRouter } from './app/router';
import { showStartFailure } from './app/start-failure';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles.css';

// Every page but the server-rendered public ones (those start from web/public-main.tsx).
const container = document.getElementById('root')!;

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  createRoot(container).render(<StrictMode><App config={config} router={createRouter()} /></StrictMode>);
}

start().catch((error: unknown) => showStartFailure(container, error));
