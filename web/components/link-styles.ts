// Class names for links on the public pages (landing, portfolio, legal), so links that look like
// buttons look alike everywhere.
export const primaryLink =
  'inline-flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-blue-800';
export const secondaryLink =
  'inline-flex items-center justify-center rounded-lg border border-blue-700 bg-white px-4 py-2 font-semibold text-blue-700 hover:bg-blue-50';
export const textLink = 'rounded text-blue-700 underline-offset-4 hover:text-blue-900 hover:underline';
