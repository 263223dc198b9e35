// Buttons that switch a page between its lists (pressed: the one shown), as one labelled group.
export function Tabs<T extends string>({ label, tabs, current, onChange }: { label: string; tabs: readonly { id: T; label: string }[]; current: T; onChange: (id: T) => void }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          aria-pressed={tab.id === current}
          onClick={() => onChange(tab.id)}
          className={`rounded-full px-3 py-1.5 text-sm font-medium ${tab.id === current ? 'bg-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
