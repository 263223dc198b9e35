import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route fails to render (spec: the generic fallback). */
export function RouteErrorFallback() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <pre className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-100 p-4 text-sm">{message}</pre>
    </main>
  );
}
