// Classes of the admin forms' labels and fields.
export const fieldLabel = 'block text-sm font-medium text-slate-800';
export const fieldInput =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30';
