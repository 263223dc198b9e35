import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { RuntimeConfigContext, type RuntimeConfig } from '../lib/runtime-config';

export function App({ config, router }: { config: RuntimeConfig; router: DataRouter }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </RuntimeConfigContext.Provider>
  );
}
