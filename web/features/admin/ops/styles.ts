// Table and field classes the operations pages share.
export const table = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const th = 'px-3 py-2 font-semibold text-slate-700';
export const td = 'px-3 py-2 align-top text-slate-800';
export const tableWrap = 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm';
export const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30';
export const label = 'block text-sm font-medium text-slate-800';
