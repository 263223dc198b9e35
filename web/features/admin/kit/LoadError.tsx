// A load (or a check) that failed: what happened, in the server's words, as an alert.
export function LoadError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
      {error instanceof Error ? error.message : 'Something went wrong. Please try again.'}
    </p>
  );
}
