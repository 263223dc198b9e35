import { createRoot } from 'react-dom/client';

/** What a page shows when it could not start or render (its configuration did not load, say). */
export function StartFailure({ error }: { error: unknown }) {
  return (
    <main style={{ padding: 32, fontFamily: 'system-ui' }}>
      <h1>Unexpected Application Error!</h1>
      <pre>{String(error)}</pre>
    </main>
  );
}

export function showStartFailure(container: HTMLElement, error: unknown): void {
  createRoot(container).render(<StartFailure error={error} />);
}
