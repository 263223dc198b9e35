// The classes of a text field on the product's own forms (the admin kit has its own, denser ones).
export const textField = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';
