import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { RuntimeConfigContext } from './config-context';
import { router } from './router';
import type { RuntimeConfig } from './runtime-config';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RuntimeConfigContext.Provider>
  );
}
