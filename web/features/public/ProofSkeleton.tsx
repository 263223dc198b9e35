// The shape of a proof result while it loads: the page keeps its layout, and nothing jumps when
// the proof arrives. Announced once as "Checking the proof".
const bar = 'rounded bg-slate-200';

function Card({ className = '', lines }: { className?: string; lines: string[] }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <div className={`h-5 w-40 ${bar}`} />
      <div className="mt-5 space-y-3">
        {lines.map((width, index) => (
          <div key={index} className={`h-3.5 ${width} ${bar} opacity-70`} />
        ))}
      </div>
    </div>
  );
}

export function ProofSkeleton() {
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        Checking the proof
      </p>
      <div aria-hidden="true" className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <div className="h-12 w-12 shrink-0 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-3 pt-1">
          <div className={`h-5 w-40 ${bar}`} />
          <div className={`h-3.5 w-3/4 ${bar} opacity-70`} />
          <div className={`h-3.5 w-1/2 ${bar} opacity-70`} />
        </div>
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <Card lines={['w-1/3', 'w-1/2', 'w-1/3', 'w-1/2']} />
          <Card lines={['w-2/3', 'w-1/3', 'w-1/2']} />
        </div>
        <Card className="lg:col-span-2" lines={['w-full', 'w-5/6', 'w-2/3', 'w-full', 'w-1/2', 'w-3/4']} />
      </div>
    </div>
  );
}
