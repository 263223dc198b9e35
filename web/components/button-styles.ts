// Class names for buttons and button-like links, so actions look alike across the signed-in app.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const buttonSizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2 text-sm' } as const;

export const primaryButton = `${base} bg-blue-700 text-white shadow-sm hover:bg-blue-800 disabled:hover:bg-blue-700`;
export const secondaryButton = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:hover:bg-white`;
/** An action that takes something away (suspend, revoke, remove): the confirming one is filled. */
export const dangerButton = `${base} bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:hover:bg-red-700`;
export const dangerOutlineButton = `${base} border border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:hover:bg-white`;
export const ghostButton = `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-900`;
/** A card-like section of the signed-in pages. */
export const panel = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
