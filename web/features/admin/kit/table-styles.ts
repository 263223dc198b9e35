// Classes of the admin tables (AdminTable, and the charts' tables of figures).
export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const cell = 'px-3 py-2 align-top text-slate-800';
export const headerCell = 'px-3 py-2 font-semibold text-slate-700';
