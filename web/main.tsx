import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    root.render(
      <main style={{ padding: 32, fontFamily: 'system-ui' }}>
        <h1>Unexpected Application Error!</h1>
        <pre>{String(error)}</pre>
      </main>,
    );
  });
