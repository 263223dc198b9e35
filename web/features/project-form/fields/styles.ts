// Class names the form's controls share.
export const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 ${
    invalid ? 'border-red-600 bg-red-50/40' : 'border-slate-300 bg-white hover:border-slate-400'
  }`;
export const labelClass = 'block text-sm font-medium text-slate-800';
export const optionalMark = 'font-normal text-slate-500';
export const addButtonClass =
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg border border-blue-700 bg-white px-3 py-2 text-sm font-medium text-blue-700 hover:bg-blue-50';
export const removeButtonClass = 'shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900';
