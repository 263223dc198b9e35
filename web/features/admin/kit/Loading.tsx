// A short loading line, announced politely: 'Loading the jobs…'.
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading {what}…
    </p>
  );
}
