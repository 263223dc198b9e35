import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { RuntimeConfigContext, type RuntimeConfig } from '../lib/runtime-config';
import { router } from './router';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RuntimeConfigContext.Provider>
  );
}
