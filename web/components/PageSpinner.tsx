export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
