// Badges of the admin user pages: the LinkedIn connection (Connected / Not Connected) and a suspension.
export function LinkedinBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <span className="inline-flex rounded-full border border-green-300 bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800">Connected</span>
  ) : (
    <span className="inline-flex rounded-full border border-slate-300 bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">Not Connected</span>
  );
}

export function SuspendedBadge() {
  return <span className="ml-2 inline-flex rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">Suspended</span>;
}
