// Class names the landing's sections share.
export const sectionInner = 'mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20';
export const sectionTitle = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';
